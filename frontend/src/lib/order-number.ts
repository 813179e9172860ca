import type { Payment } from '@/api/generated/model';

/** The number people say for an order, as the customer, the kitchen, the tickets and the e-mails show it: "#1042". */
export const orderNumberOf = ({ number }: Pick<Payment, 'number'>): string => `#${number}`;
