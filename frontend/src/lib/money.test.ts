import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatPrice,
  formatPriceToParts,
  fromMinorUnits,
  MONEY_PATTERN_ELEMENT_ID,
  setShopMoney,
  type ShopMoney,
  shopCurrency,
  toMinorUnits,
} from './money';
import { amountAffix } from './money-input';
import { moneyPattern } from './money-pattern';
import { countNumberFormatters } from '@/test/number-formatters';
import {
  amountHint,
  amountInput,
  decimalsProblem,
  largestAmount,
  typedAmount,
} from './money-input';

// Files share a worker's modules: the shop's money goes back to the page's (dollars, as no <html> names another).
afterEach(() => setShopMoney({ currency: 'USD', locale: 'en-US' }));

describe("the shop's money", () => {
  it('is dollars written as en-US writes them on a page that names no other', () => {
    expect(shopCurrency()).toBe('USD');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(largestAmount()).toBe(100_000);
    expect(decimalsProblem('12.505')).toBe('Use at most two decimals (cents).');
    expect(amountHint()).toBe('In USD, at most two decimals');
  });

  it('writes euros as a French restaurant does, and keeps their cents', () => {
    setShopMoney({ currency: 'EUR', locale: 'fr-FR' });
    expect(formatPrice(12.5)).toBe('12,50\u00a0€');
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(amountInput(8.4)).toBe('8.40');
    expect(typedAmount(' 8.4 ')).toBe(8.4);
  });

  it('takes yen whole, as a Japanese restaurant counts them', () => {
    setShopMoney({ currency: 'JPY', locale: 'ja-JP' });
    expect(formatPrice(1200)).toBe('￥1,200');
    expect(toMinorUnits(1200)).toBe(1200);
    expect(amountInput(1200)).toBe('1200');
    expect(decimalsProblem('1200')).toBeNull();
    expect(decimalsProblem('1200.5')).toBe('Enter a whole amount, without decimals.');
    expect(largestAmount()).toBe(99_999_999);
    expect(amountHint()).toBe('In JPY, a whole number');
  });

  it('puts the currency sign of an amount field where the locale writes it, with the currency decimals', () => {
    expect(amountAffix()).toEqual({ prefix: '$', decimalScale: 2 });
    setShopMoney({ currency: 'EUR', locale: 'fr-FR' });
    expect(amountAffix()).toEqual({ suffix: '\u00a0€', decimalScale: 2 });
    setShopMoney({ currency: 'JPY', locale: 'ja-JP' });
    expect(amountAffix()).toEqual({ prefix: '￥', decimalScale: 0 });
  });
});

describe('a server-rendered page', () => {
  /**
   * The page's money as its browser reads it: the pattern the server wrote (of `patternOf`'s money), and the money
   * the page names. Formatters made from then on are counted.
   */
  function pageMoney(named: ShopMoney, patternOf = named) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = MONEY_PATTERN_ELEMENT_ID;
    const intl = new Intl.NumberFormat(patternOf.locale, {
      style: 'currency',
      currency: patternOf.currency,
    });
    element.textContent = JSON.stringify({ ...patternOf, pattern: moneyPattern(intl) });
    document.body.append(element);
    const made = countNumberFormatters();
    setShopMoney(named);
    return made;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(MONEY_PATTERN_ELEMENT_ID)?.remove();
  });

  it('writes its amounts from the pattern it names, without making an Intl formatter', () => {
    const made = pageMoney({ currency: 'EUR', locale: 'fr-FR' });
    expect(formatPrice(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(formatPriceToParts(-3).map((part) => part.type)).toContain('minusSign');
    expect(made).not.toHaveBeenCalled();
  });

  it('writes them with Intl when its pattern is of other money', () => {
    const made = pageMoney(
      { currency: 'EUR', locale: 'fr-FR' },
      { currency: 'USD', locale: 'en-US' },
    );
    expect(formatPrice(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(made).toHaveBeenCalled();
  });
});
