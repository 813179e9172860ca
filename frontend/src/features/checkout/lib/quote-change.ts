import type { PaymentIntent, Quote } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';
import { formatPromisedTime } from '@/lib/time/shop-time';

/** Whether the payment the shop started is for another total or another time than the customer was shown. */
export const quoteDiffers = (shown: Quote, intent: Pick<PaymentIntent, 'amount' | 'promisedAt'>) =>
  Math.round(shown.bill.total * 100) !== Math.round(intent.amount * 100) ||
  Date.parse(shown.promisedAt) !== Date.parse(intent.promisedAt);

/** What changed, in words, and what to do: the card was not charged. */
export const quoteChangedMessage = (
  intent: Pick<PaymentIntent, 'amount' | 'promisedAt' | 'fulfilment'>,
  now: Date,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
) =>
  `Your order changed before paying: ${formatPromisedTime(intent.fulfilment, intent.promisedAt, now, timeZone)}, total ${formatPrice(intent.amount)}. Your card was not charged: check the bill and press Pay again.`;
