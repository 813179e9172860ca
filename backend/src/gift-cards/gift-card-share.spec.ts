import { newGiftCardCode, printedGiftCardCode, storedGiftCardCode } from './gift-card-code';
import { giftCardShare } from './gift-cards.service';

describe('what a gift card pays of a bill', () => {
  it('pays the whole bill when it holds enough, and all it holds otherwise', () => {
    expect(giftCardShare(1250, 5000, 50)).toBe(1250);
    expect(giftCardShare(1250, 1250, 50)).toBe(1250);
    expect(giftCardShare(1250, 400, 50)).toBe(400);
  });

  it('never leaves the card less to pay than Stripe charges at least: the gift card pays that much less', () => {
    // 12.50 with 12.30 on the card would leave 0.20 for the card, under Stripe's 0.50.
    expect(giftCardShare(1250, 1230, 50)).toBe(1200);
    expect(giftCardShare(1250, 1200, 50)).toBe(1200);
    // A bill under the least charge is paid by the card alone when the gift card cannot pay it all.
    expect(giftCardShare(40, 30, 50)).toBe(0);
  });
});

describe('gift card codes', () => {
  it('are sixteen characters without look-alikes, read back however they are typed', () => {
    const codes = new Set(Array.from({ length: 200 }, newGiftCardCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    const code = [...codes][0]!;
    const printed = printedGiftCardCode(code);
    expect(printed).toMatch(/^(.{4}-){3}.{4}$/);
    expect(storedGiftCardCode(printed.toLowerCase())).toBe(code);
    expect(storedGiftCardCode(` ${printed.replace(/-/g, ' ')} `)).toBe(code);
  });
});
