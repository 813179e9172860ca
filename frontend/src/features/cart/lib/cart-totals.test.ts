import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from '@/lib/money';
import { cartDishCount, cartTotalCents, linePriceCents } from './cart-totals';

describe('cart totals', () => {
  it('prices a line as its price times its quantity', () => {
    expect(linePriceCents({ price: 14.5, quantity: 3 })).toBe(4350);
  });

  it('adds lines up without floating-point drift', () => {
    const lines = [
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ];
    expect(fromMinorUnits(cartTotalCents(lines))).toBe(0.3);
  });

  it('costs nothing when empty', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(cartDishCount([])).toBe(0);
  });

  it('counts dishes, not lines: 2 cappuccinos and 2 salads are 4', () => {
    const lines = [
      { price: 3.5, quantity: 2, available: true },
      { price: 9.25, quantity: 2, available: true },
    ];
    expect(cartDishCount(lines)).toBe(4);
  });

  it('neither counts nor charges a dish that left the menu', () => {
    const lines = [
      { price: 3.5, quantity: 2, available: true },
      { price: 9.25, quantity: 3, available: false },
    ];
    expect(cartDishCount(lines)).toBe(2);
    expect(cartTotalCents(lines)).toBe(700);
  });
});
