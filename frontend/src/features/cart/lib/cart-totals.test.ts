import { describe, expect, it } from 'vitest';
import { cartTotalCents, centsToDollars, linePriceCents } from './cart-totals';

describe('cart totals', () => {
  it('prices a line as its price times its quantity', () => {
    expect(linePriceCents({ price: 14.5, quantity: 3 })).toBe(4350);
  });

  it('adds lines up without floating-point drift', () => {
    const lines = [
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ];
    expect(centsToDollars(cartTotalCents(lines))).toBe(0.3);
  });

  it('costs nothing when empty', () => {
    expect(cartTotalCents([])).toBe(0);
  });
});
