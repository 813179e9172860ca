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
  serviceFee: null,
};

const MENU = ['salad', 'pizza', 'soup', 'dessert', 'drinks', 'popular'];

/** The settings row an administrator's settings make, and the settings read back from it. */
function roundTrip(written: OrderingSettings, currency = 'USD'): OrderingSettings {
  const data = orderingSettingsData(written, currency);
  const row = { ...data, id: 1, weeklyHours: [], specialDays: [], updatedAt: new Date() } as unknown as ShopSettings;
  return toOrderingSettingsDto(row, MENU, currency);
}

describe('ordering settings an administrator saves', () => {
  it('keep tax rates in basis points and read back what was written, categories in the menu order', () => {
    expect(orderingSettingsData(settings, 'USD')).toMatchObject({
      taxRate: 825,
      categoryTaxRates: { drinks: 1999, salad: 0 },
    });
    expect(roundTrip(settings)).toEqual({
      ...settings,
      // Not sent: halfway through the 10 minutes to accept.
      warnAfterMinutes: 5,
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
      expect(orderingSettingsData({ ...settings, tax: { ...settings.tax, rate } }, 'USD').taxRate).toBe(
        Math.round(rate * 100),
      );
    }
    expect(orderingSettingsData({ ...settings, tax: { ...settings.tax, rate: 0.29 } }, 'USD').taxRate).toBe(29);
  });

  it('keep a service fee as a rate in basis points or an amount in minor units, and no fee as none', () => {
    const kitchen = { name: 'Kitchen fee', purpose: 'It pays our kitchen team a fair wage.' };
    const percent = { ...settings, serviceFee: { ...kitchen, charge: { percent: 3.5 } } };
    expect(orderingSettingsData(percent, 'USD')).toMatchObject({ serviceFeeRate: 350, serviceFeeCents: null });
    expect(roundTrip(percent).serviceFee).toEqual(percent.serviceFee);
    const fixed = { ...settings, serviceFee: { ...kitchen, charge: { amount: 1.5 } } };
    expect(orderingSettingsData(fixed, 'EUR')).toMatchObject({ serviceFeeRate: null, serviceFeeCents: 150 });
    expect(roundTrip(fixed, 'EUR').serviceFee).toEqual(fixed.serviceFee);
    // Yen have no minor unit: ¥200 is kept as 200.
    const yen = { ...settings, serviceFee: { ...kitchen, charge: { amount: 200 } } };
    expect(orderingSettingsData(yen, 'JPY')).toMatchObject({ serviceFeeCents: 200 });
    expect(orderingSettingsData(settings, 'USD')).toMatchObject({
      serviceFeeName: null,
      serviceFeePurpose: null,
      serviceFeeRate: null,
      serviceFeeCents: null,
    });
    expect(roundTrip(settings).serviceFee).toBeNull();
  });

  it('offer pickup or delivery, delivery only with a zone, and tax a category of the menu once', () => {
    const menu = new Set(MENU);
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
