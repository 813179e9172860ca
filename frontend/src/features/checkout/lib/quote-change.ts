import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentIntent, Quote } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';
import { formatPromisedTime } from '@/lib/time/promised-times';

/**
 * Whether the payment the shop started is for another amount or another time than the customer was shown: the
 * bill's total, or what was left of it to pay by card after a gift card.
 */
export const quoteDiffers = (shown: Quote, intent: Pick<PaymentIntent, 'amount' | 'promisedAt'>) =>
  Math.round((shown.bill.due ?? shown.bill.total) * 100) !== Math.round(intent.amount * 100) ||
  Date.parse(shown.promisedAt) !== Date.parse(intent.promisedAt);

/** What changed, in words, and what to do: the card was not charged. */
export const quoteChangedMessage = (
  intent: Pick<PaymentIntent, 'amount' | 'promisedAt' | 'fulfilment'>,
  now: Date,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  i18n: I18n = activeI18n,
) => {
  const promised = formatPromisedTime(intent.fulfilment, intent.promisedAt, now, timeZone);
  const total = formatPrice(intent.amount);
  return i18n._(
    msg`Your order changed before paying: ${promised}, total ${total}. Your card was not charged: check the bill and press Pay again.`,
  );
};
