import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createMenuItemBodyKcalMaxOne } from '@/api/generated/zod/menu-staff/menu-staff.zod';

/** The contract's most kilocalories for a dish or a choice. */
export const MAX_KCAL = createMenuItemBodyKcalMaxOne;

/** Energy as typed: empty when not given, else whole kilocalories from 0 to the contract's most. */
export function checkKcal(kcal: number | string, i18n: I18n): string | null {
  if (kcal === '') return null;
  if (typeof kcal !== 'number' || !Number.isInteger(kcal) || kcal < 0 || kcal > MAX_KCAL)
    return i18n._(msg`Enter whole kilocalories from 0 to ${MAX_KCAL}, or leave it empty.`);
  return null;
}

/** The energy as the contract takes it: null when not given. */
export const kcalOf = (kcal: number | string): number | null => (kcal === '' ? null : Number(kcal));

/** The energy as the form shows it: empty when not given. */
export const kcalInput = (kcal: number | undefined): number | string => kcal ?? '';
