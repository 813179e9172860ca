// The rules of ordering read from the shop's one settings row: opening, slots, tax and the service fee.
import type { ShopSettings } from '../generated/prisma/client';
import type { BasisPoints, Share, TaxRule } from '../pricing/bill';
import type { OpeningRules, SpecialDay, WeeklyInterval } from './open-intervals';
import type { SlotRules } from './slots';

/** The shop's one settings row (id 1, made by the migration). */
export const SETTINGS_ID = 1;

/** The hours kept as JSON in the contract's shapes, read in the shop's time zone. */
export function openingRulesOf(settings: ShopSettings, timeZone: string): OpeningRules {
  return {
    weekly: settings.weeklyHours as unknown as WeeklyInterval[],
    specialDays: settings.specialDays as unknown as SpecialDay[],
    timeZone,
  };
}

export function slotRulesOf(settings: ShopSettings, timeZone: string): SlotRules {
  return {
    slotMinutes: settings.slotMinutes,
    leadMinutes: settings.leadMinutes,
    daysAhead: settings.daysAhead,
    timeZone,
  };
}

export function taxRuleOf(settings: ShopSettings): TaxRule {
  return {
    rate: settings.taxRate,
    pricesIncludeTax: settings.pricesIncludeTax,
    deliveryFeeTaxed: settings.deliveryFeeTaxed,
    tipTaxed: settings.tipTaxed,
  };
}

/** A category's own tax rate, or undefined for the shop's. */
export function categoryTaxRate(settings: ShopSettings, category: string): BasisPoints | undefined {
  return (settings.categoryTaxRates as Record<string, BasisPoints> | null)?.[category];
}

/** The shop's mandatory fee on every order: what the bill calls it, what it pays for, and how much it is. */
export interface ServiceFeeRule {
  name: string;
  purpose: string;
  share: Share;
}

/** The fee the settings row holds, or null for none (the migration keeps its four columns all set or all null). */
export function serviceFeeOf(settings: ShopSettings): ServiceFeeRule | null {
  const { serviceFeeName: name, serviceFeePurpose: purpose, serviceFeeRate: rate, serviceFeeCents: cents } = settings;
  if (name === null || purpose === null) return null;
  if (rate !== null) return { name, purpose, share: { percent: rate } };
  if (cents !== null) return { name, purpose, share: { cents } };
  return null;
}
