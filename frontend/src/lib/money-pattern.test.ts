import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyPattern, partsFromPattern, patternWrites } from './money-pattern';

/** Shops anywhere: grouping by 3 and by 2 (India), none below 10,000 (Spain), other digits, signs after the amount. */
const SHOPS: [locale: string, currency: string][] = [
  ['en-US', 'USD'],
  ['en-GB', 'GBP'],
  ['en-IN', 'INR'],
  ['hi-IN', 'INR'],
  ['de-DE', 'EUR'],
  ['de-CH', 'CHF'],
  ['fr-FR', 'EUR'],
  ['fr-CH', 'CHF'],
  ['es-ES', 'EUR'],
  ['es-MX', 'MXN'],
  ['it-IT', 'EUR'],
  ['nl-NL', 'EUR'],
  ['pl-PL', 'PLN'],
  ['pt-BR', 'BRL'],
  ['sv-SE', 'SEK'],
  ['da-DK', 'DKK'],
  ['tr-TR', 'TRY'],
  ['ru-RU', 'RUB'],
  ['ja-JP', 'JPY'],
  ['ko-KR', 'KRW'],
  ['zh-CN', 'CNY'],
  ['th-TH', 'THB'],
  ['ar', 'SAR'],
  ['ar-EG', 'EGP'],
  ['ar-KW', 'KWD'],
  ['fa-IR', 'IRR'],
  ['he-IL', 'ILS'],
  ['bn-BD', 'BDT'],
  ['en-US', 'BHD'],
  ['de-AT', 'EUR'],
];

/** Amounts a shop writes (prices, totals, refunds) and the edges: zero both ways, halves, millions, 10^20. */
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.double({ min: -1e20, max: 1e20, noNaN: true }),
  fc.constantFrom(
    0,
    -0,
    0.005,
    1.005,
    -0.004,
    999.995,
    1_000,
    9_999.99,
    10_000,
    123_456_789.125,
    1e21,
    -5e22,
  ),
);

describe.each(SHOPS)('the money pattern of %s in %s', (locale, currency) => {
  const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const pattern = moneyPattern(intl);

  it('writes every amount in the parts Intl writes', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(patternWrites(amount)).toBe(true);
        expect(partsFromPattern(pattern, amount)).toEqual(intl.formatToParts(amount));
      }),
      { numRuns: 300 },
    );
  });

  it('survives being sent with the page as JSON', () => {
    const sent = JSON.parse(JSON.stringify(pattern)) as typeof pattern;
    expect(partsFromPattern(sent, -1_234_567.891)).toEqual(intl.formatToParts(-1_234_567.891));
  });
});

describe('the amounts the pattern leaves to Intl', () => {
  it('are those that are not numbers of anything', () => {
    for (const amount of [Number.NaN, Infinity, -Infinity])
      expect(patternWrites(amount)).toBe(false);
  });
});
