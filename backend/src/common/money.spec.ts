import { formatCents, formatMoney, fromCents, toCents } from './money';

describe('money', () => {
  it('turns the contract’s dollars into cents and back without losing a cent', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('writes an amount as a person reads it, in the currency asked for, whatever its case', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatMoney(1250, 'usd')).toBe('$12.50');
    expect(formatMoney(800, 'EUR')).toBe('€8.00');
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
    // A second call in a currency answers from the same formatter, alike.
    expect(formatMoney(5, 'eur')).toBe('€0.05');
  });
});
