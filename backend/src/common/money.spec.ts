import {
  amountDecimals,
  formatMoney,
  fromMinor,
  isAmountOf,
  maximumAmount,
  minimumCharge,
  minorDigits,
  ShopMoney,
  toMinor,
} from './money';

describe('money', () => {
  it('turns the contract’s amounts into minor units and back without losing one', () => {
    expect(toMinor(12.5, 'USD')).toBe(1250);
    expect(toMinor(0.1 + 0.2, 'eur')).toBe(30);
    expect(fromMinor(1999, 'USD')).toBe(19.99);
    // Stripe counts yen, won and CFA francs in the main unit itself.
    expect(toMinor(1200, 'JPY')).toBe(1200);
    expect(fromMinor(1200, 'jpy')).toBe(1200);
    expect(toMinor(25_000, 'VND')).toBe(25_000);
  });

  it('knows how many decimals each currency has, as Stripe counts them and as people write them', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(amountDecimals('USD')).toBe(2);
    expect(amountDecimals('KRW')).toBe(0);
    // Stripe counts krónur in hundredths, but there are no coins below one króna.
    expect(minorDigits('ISK')).toBe(2);
    expect(amountDecimals('ISK')).toBe(0);
  });

  it('takes an amount with no more decimals than the currency has, up to its largest', () => {
    expect(isAmountOf(14.5, 'USD')).toBe(true);
    expect(isAmountOf(0.29, 'USD')).toBe(true);
    expect(isAmountOf(14.555, 'USD')).toBe(false);
    expect(isAmountOf(1200, 'JPY')).toBe(true);
    expect(isAmountOf(1200.5, 'JPY')).toBe(false);
    expect(isAmountOf(100_000, 'USD')).toBe(true);
    expect(isAmountOf(100_000.01, 'USD')).toBe(false);
    expect(isAmountOf(99_999_999, 'VND')).toBe(true);
    expect(isAmountOf(100_000_000, 'VND')).toBe(false);
    expect(isAmountOf(-1, 'EUR')).toBe(false);
  });

  it('asks at least one unit of the currency, and never less than Stripe charges', () => {
    expect(minimumCharge('USD')).toBe(100);
    expect(minimumCharge('EUR')).toBe(100);
    expect(minimumCharge('JPY')).toBe(50);
    expect(minimumCharge('HUF')).toBe(17_500);
    // A currency Stripe gives no figure for here: one unit of it.
    expect(minimumCharge('KRW')).toBe(1);
    expect(maximumAmount('USD')).toBe(10_000_000);
    expect(maximumAmount('JPY')).toBe(99_999_999);
  });

  it('writes an amount as a person of the locale reads it, in the currency asked for, whatever its case', () => {
    expect(formatMoney(1250, 'usd', 'en-US')).toBe('$12.50');
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(1250, 'EUR', 'fr-FR')).toBe('12,50\u00a0€');
    expect(formatMoney(1250, 'EUR', 'de-DE')).toBe('12,50\u00a0€');
    expect(formatMoney(1200, 'JPY', 'ja-JP')).toBe('￥1,200');
    expect(formatMoney(1200, 'JPY', 'en-US')).toBe('¥1,200');
    // A second call answers from the same formatter, alike.
    expect(formatMoney(5, 'eur', 'fr-FR')).toBe('0,05\u00a0€');
  });

  it('is the shop’s own money in one object: its Stripe currency, conversions, limits and format', () => {
    const euros = new ShopMoney('EUR', 'fr-FR');
    expect(euros.stripeCurrency).toBe('eur');
    expect(euros.toMinor(8.4)).toBe(840);
    expect(euros.fromMinor(840)).toBe(8.4);
    expect(euros.format(euros.minimumCharge)).toBe('1,00\u00a0€');
    const yen = new ShopMoney('JPY', 'ja-JP');
    expect(yen.format(yen.minimumCharge)).toBe('￥50');
    expect(yen.maximumAmount).toBe(99_999_999);
  });
});
