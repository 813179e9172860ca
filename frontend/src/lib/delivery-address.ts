import type { DeliveryAddress } from '@/api/generated/model';

/** A delivery address on one line, as the customer, the kitchen and the ticket read it: "12 Rue des Lilas, Flat 3, 75011 Paris". */
export const addressInOneLine = (address: DeliveryAddress): string =>
  [address.line1, address.line2, `${address.postcode} ${address.city}`].filter(Boolean).join(', ');
