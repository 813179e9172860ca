import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Order } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';

/** Where the order's card payment stands, in words. */
export function paymentInWords(
  { payment, price }: Pick<Order, 'payment' | 'price'>,
  i18n: I18n,
): string {
  switch (payment.status) {
    case 'authorised': {
      const amount = formatPrice(price);
      return i18n._(msg`Card held for ${amount}, not charged yet`);
    }
    case 'captured': {
      const amount = formatPrice(payment.captured);
      return i18n._(msg`Paid ${amount}`);
    }
    case 'released':
      return i18n._(msg`Card released, nothing charged`);
    case 'refunded': {
      const amount = formatPrice(payment.refunded);
      return i18n._(msg`Refunded ${amount}`);
    }
    case 'partly refunded': {
      const refunded = formatPrice(payment.refunded);
      const captured = formatPrice(payment.captured);
      return i18n._(msg`Refunded ${refunded} of ${captured}`);
    }
  }
}

/** What a cancellation gives back unless told otherwise: whatever was charged or paid by gift card and not refunded yet. */
export const refundableOf = ({ payment }: Pick<Order, 'payment'>) =>
  Math.max(
    0,
    Math.round(
      (payment.captured -
        payment.refunded +
        (payment.giftCard ?? 0) -
        (payment.giftCardRefunded ?? 0)) *
        100,
    ) / 100,
  );
