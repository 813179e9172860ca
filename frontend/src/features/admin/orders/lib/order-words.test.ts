import { describe, expect, it } from 'vitest';
import { refundableOf } from './order-words';

describe('what a cancellation gives back', () => {
  it('is what the card was charged and not refunded yet', () => {
    expect(
      refundableOf({ payment: { status: 'partly refunded', captured: 12.5, refunded: 2.5 } }),
    ).toBe(10);
  });

  it('counts what a gift card paid too, less what went back onto it', () => {
    const payment = {
      status: 'captured' as const,
      captured: 7.5,
      refunded: 0,
      giftCard: 5,
      giftCardRefunded: 1.25,
    };
    expect(refundableOf({ payment })).toBe(11.25);
    // A gift card that paid it all leaves nothing charged to a card, and all of it to give back.
    expect(
      refundableOf({
        payment: {
          status: 'captured',
          captured: 0,
          refunded: 0,
          giftCard: 9.75,
          giftCardRefunded: 0,
        },
      }),
    ).toBe(9.75);
  });
});
