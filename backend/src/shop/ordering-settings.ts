import type { Problem } from '../common/contract/contract';
import { fromMinor, toMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { Prisma, ShopSettings } from '../generated/prisma/client';
import { serviceFeeOf } from '../ordering/settings-rules';

type Schemas = components['schemas'];
export type OrderingSettings = Schemas['OrderingSettings'];
type MenuCategory = Schemas['MenuCategory'];

/** A tax rate in percent with two decimals (8.25) as the shop keeps it, in basis points (825), and back. */
const basisPointsOf = (percent: number): number => Math.round(percent * 100);
const percentOf = (basisPoints: number): number => basisPoints / 100;

/** When the kitchen is warned of a waiting order if the settings do not say: halfway through its time to accept. */
const defaultWarnAfter = (acceptWithinMinutes: number): number => Math.max(1, Math.floor(acceptWithinMinutes / 2));

/** The categories taxed at another rate than the shop's, as stored ({ category: basis points }), in the menu's order. */
function categoryTaxRatesOf(
  stored: Prisma.JsonValue,
  menuOrder: readonly MenuCategory[],
): { category: MenuCategory; rate: number }[] {
  const rates = (stored ?? {}) as Partial<Record<MenuCategory, number>>;
  return menuOrder.flatMap((category) => {
    const rate = rates[category];
    return typeof rate === 'number' ? [{ category, rate: percentOf(rate) }] : [];
  });
}

/**
 * Why ordering settings as an administrator wrote them cannot be kept, one detail per problem: its `422`.
 * `deliveryZones` is how many zones the shop delivers to now, `categories` the keys of the menu's categories.
 */
export function orderingSettingsProblems(
  settings: OrderingSettings,
  deliveryZones: number,
  categories: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  if (!settings.pickup && !settings.delivery)
    problems.push({ path: '/body/pickup', message: 'must be offered when delivery is not' });
  if (settings.warnAfterMinutes !== undefined && settings.warnAfterMinutes > settings.acceptWithinMinutes)
    problems.push({ path: '/body/warnAfterMinutes', message: 'must be at most acceptWithinMinutes' });
  if (settings.delivery && deliveryZones === 0)
    problems.push({ path: '/body/delivery', message: 'needs a delivery zone: add one first' });
  const firstOfCategory = new Map<MenuCategory, number>();
  settings.tax.categoryRates.forEach(({ category }, index) => {
    if (!categories.has(category))
      problems.push({
        path: `/body/tax/categoryRates/${index}/category`,
        message: 'is not one of the menu’s categories',
      });
    const first = firstOfCategory.get(category);
    if (first === undefined) firstOfCategory.set(category, index);
    else
      problems.push({
        path: `/body/tax/categoryRates/${index}/category`,
        message: `is taxed in categoryRates/${first} already`,
      });
  });
  return problems;
}

/** The settings row's columns for the settings as written; `currency` is the shop's, for a fee's fixed amount. */
export function orderingSettingsData(settings: OrderingSettings, currency: string): Prisma.ShopSettingsUpdateInput {
  const { tips, tax, serviceFee } = settings;
  const charge = serviceFee?.charge;
  return {
    pickup: settings.pickup,
    delivery: settings.delivery,
    slotMinutes: settings.slotMinutes,
    kitchenMinutesPerSlot: settings.kitchenMinutesPerSlot,
    leadMinutes: settings.leadMinutes,
    daysAhead: settings.daysAhead,
    acceptWithinMinutes: settings.acceptWithinMinutes,
    warnAfterMinutes: settings.warnAfterMinutes ?? defaultWarnAfter(settings.acceptWithinMinutes),
    tipsEnabled: tips.enabled,
    tipPresets: tips.presets,
    customTips: tips.custom,
    taxRate: basisPointsOf(tax.rate),
    categoryTaxRates: Object.fromEntries(
      tax.categoryRates.map(({ category, rate }) => [category, basisPointsOf(rate)]),
    ),
    pricesIncludeTax: tax.pricesIncludeTax,
    deliveryFeeTaxed: tax.deliveryFeeTaxed,
    tipTaxed: tax.tipTaxed,
    serviceFeeName: serviceFee?.name.trim() ?? null,
    serviceFeePurpose: serviceFee?.purpose.trim() ?? null,
    serviceFeeRate: charge && 'percent' in charge ? basisPointsOf(charge.percent) : null,
    serviceFeeCents: charge && 'amount' in charge ? toMinor(charge.amount, currency) : null,
  };
}

/** The shop's mandatory fee as the contract reads it, or null for none. */
export function toServiceFeeDto(row: ShopSettings, currency: string): Schemas['ServiceFee'] | null {
  const fee = serviceFeeOf(row);
  if (!fee) return null;
  const { share } = fee;
  return {
    name: fee.name,
    purpose: fee.purpose,
    charge: 'percent' in share ? { percent: percentOf(share.percent) } : { amount: fromMinor(share.cents, currency) },
  };
}

function toTipSettingsDto(row: ShopSettings): Schemas['TipSettings'] {
  return { enabled: row.tipsEnabled, presets: row.tipPresets, custom: row.customTips };
}

/** The settings as the contract reads them; `menuOrder` is the keys of the menu's categories, in the shop's order. */
export function toOrderingSettingsDto(
  row: ShopSettings,
  menuOrder: readonly MenuCategory[],
  currency: string,
): OrderingSettings {
  return {
    pickup: row.pickup,
    delivery: row.delivery,
    slotMinutes: row.slotMinutes as OrderingSettings['slotMinutes'],
    kitchenMinutesPerSlot: row.kitchenMinutesPerSlot,
    leadMinutes: row.leadMinutes,
    daysAhead: row.daysAhead,
    acceptWithinMinutes: row.acceptWithinMinutes,
    warnAfterMinutes: row.warnAfterMinutes,
    tips: toTipSettingsDto(row),
    tax: {
      rate: percentOf(row.taxRate),
      pricesIncludeTax: row.pricesIncludeTax,
      deliveryFeeTaxed: row.deliveryFeeTaxed,
      tipTaxed: row.tipTaxed,
      categoryRates: categoryTaxRatesOf(row.categoryTaxRates, menuOrder),
    },
    serviceFee: toServiceFeeDto(row, currency),
  };
}
