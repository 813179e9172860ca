import type { Order } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';

/** Where the order's card payment stands, in words. */
export function paymentInWords({ payment, price }: Pick<Order, 'payment' | 'price'>): string {
  switch (payment.status) {
    case 'authorised':
      return `Card held for ${formatPrice(price)}, not charged yet`;
    case 'captured':
      return `Paid ${formatPrice(payment.captured)}`;
    case 'released':
      return 'Card released, nothing charged';
    case 'refunded':
      return `Refunded ${formatPrice(payment.refunded)}`;
    case 'partly refunded':
      return `Refunded ${formatPrice(payment.refunded)} of ${formatPrice(payment.captured)}`;
  }
}

/** What a cancellation gives back unless told otherwise: whatever was charged and not refunded yet. */
export const refundableOf = ({ payment }: Pick<Order, 'payment'>) =>
  Math.max(0, Math.round((payment.captured - payment.refunded) * 100) / 100);
