import type { ShopSettings } from '../generated/prisma/client';
import {
  type OrderingSettings,
  orderingSettingsData,
  orderingSettingsProblems,
  toOrderingSettingsDto,
} from './ordering-settings';

const settings: OrderingSettings = {
  pickup: true,
  delivery: true,
  slotMinutes: 15,
  kitchenMinutesPerSlot: 120,
  leadMinutes: 20,
  daysAhead: 7,
  acceptWithinMinutes: 10,
  tips: { enabled: true, presets: [0, 10, 15, 20], custom: true },
  tax: {
    rate: 8.25,
    pricesIncludeTax: false,
    deliveryFeeTaxed: true,
    tipTaxed: false,
    categoryRates: [
      { category: 'drinks', rate: 19.99 },
      { category: 'salad', rate: 0 },
    ],
  },
};

describe('ordering settings an administrator saves', () => {
  it('keep tax rates in basis points and read back what was written, categories in the menu order', () => {
    const data = orderingSettingsData(settings);
    expect(data).toMatchObject({ taxRate: 825, categoryTaxRates: { drinks: 1999, salad: 0 } });
    const row = { ...data, id: 1, weeklyHours: [], specialDays: [], updatedAt: new Date() } as unknown as ShopSettings;
    expect(toOrderingSettingsDto(row, ['salad', 'pizza', 'soup', 'dessert', 'drinks', 'popular'])).toEqual({
      ...settings,
      tax: {
        ...settings.tax,
        categoryRates: [
          { category: 'salad', rate: 0 },
          { category: 'drinks', rate: 19.99 },
        ],
      },
    });
  });

  it('turn rates with two decimals into whole basis points', () => {
    for (const rate of [0.01, 0.07, 8.25, 19.99, 33.33, 99.99, 100]) {
      expect(orderingSettingsData({ ...settings, tax: { ...settings.tax, rate } }).taxRate).toBe(
        Math.round(rate * 100),
      );
    }
    expect(orderingSettingsData({ ...settings, tax: { ...settings.tax, rate: 0.29 } }).taxRate).toBe(29);
  });

  it('offer pickup or delivery, delivery only with a zone, and tax a category of the menu once', () => {
    const menu = new Set(['salad', 'pizza', 'soup', 'dessert', 'drinks', 'popular']);
    expect(orderingSettingsProblems(settings, 1, menu)).toEqual([]);
    expect(orderingSettingsProblems({ ...settings, pickup: false, delivery: false }, 0, menu)).toEqual([
      { path: '/body/pickup', message: 'must be offered when delivery is not' },
    ]);
    expect(orderingSettingsProblems(settings, 0, menu)).toEqual([
      { path: '/body/delivery', message: 'needs a delivery zone: add one first' },
    ]);
    const twice = {
      ...settings,
      tax: { ...settings.tax, categoryRates: [...settings.tax.categoryRates, { category: 'drinks', rate: 5 }] },
    };
    expect(orderingSettingsProblems(twice, 1, menu)).toEqual([
      { path: '/body/tax/categoryRates/2/category', message: 'is taxed in categoryRates/0 already' },
    ]);
    const unknown = { ...settings, tax: { ...settings.tax, categoryRates: [{ category: 'brunch', rate: 5 }] } };
    expect(orderingSettingsProblems(unknown, 1, menu)).toEqual([
      { path: '/body/tax/categoryRates/0/category', message: 'is not one of the menu’s categories' },
    ]);
  });
});
