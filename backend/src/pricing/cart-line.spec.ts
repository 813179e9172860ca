import { priceCartLine } from './cart-line';
import { choice, dish, group } from './dish-fixtures';

const now = new Date('2026-07-01T12:00:00Z');
const size = group('Pizza size', 1, 1, [choice('small', 0, { isDefault: true }), choice('large', 300)]);

describe('a cart line', () => {
  it('can be paid for while its dish and choices could be added now', () => {
    expect(priceCartLine(dish([size]), [{ choiceId: 'large', quantity: 1 }], now, 'UTC')).toMatchObject({
      unitPriceCents: 1500,
      availability: { available: true },
    });
  });

  it('says why it cannot be paid for, in a customer’s words', () => {
    const reason = (...args: Parameters<typeof priceCartLine>) => priceCartLine(...args).availability;
    expect(reason(dish([size], { removedAt: now, soldOut: true }), [{ choiceId: 'large' }], now, 'UTC')).toEqual({
      available: false,
      reason: 'No longer on the menu',
    });
    expect(reason(dish([size], { soldOut: true }), [{ choiceId: 'large' }], now, 'UTC')).toEqual({
      available: false,
      reason: 'Sold out',
    });
    expect(reason(dish([size]), [{ choiceId: 'gone' }], now, 'UTC')).toEqual({
      available: false,
      reason: 'A choice is no longer offered',
    });
    expect(reason(dish([size]), [], now, 'UTC')).toEqual({
      available: false,
      reason: 'Pizza size: choose 1 (0 chosen)',
    });
    const soldOutLarge = group('Pizza size', 1, 1, [choice('small'), choice('large', 300, { soldOut: true })]);
    expect(reason(dish([soldOutLarge]), [{ choiceId: 'large' }], now, 'UTC')).toEqual({
      available: false,
      reason: 'large is sold out',
    });
  });

  it('keeps the choices still offered, at their current price, when one is gone', () => {
    const line = priceCartLine(dish([size]), [{ choiceId: 'gone' }, { choiceId: 'large' }], now, 'UTC');
    expect(line.choices).toEqual([
      { choiceId: 'large', group: 'Pizza size', name: 'large', priceCents: 300, quantity: 1 },
    ]);
    expect(line.unitPriceCents).toBe(1500);
  });
});
