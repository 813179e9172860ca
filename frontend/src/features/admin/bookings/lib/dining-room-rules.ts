import { i18n as browserI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingRules, DiningTableInput, TableCombinationInput } from '@/api/generated/model';
import {
  createDiningTableBody,
  createTableCombinationBody,
  replaceBookingRulesBody,
} from '@/api/generated/zod/bookings-staff/bookings-staff.zod';
import { contractProblems } from '@/features/admin/shared/lib/contract-rules';

/** A form's seats, as typed: a number, or an emptied field. */
export interface SeatsValues {
  minSeats: number | string;
  maxSeats: number | string;
}

const seatsProblem = ({ minSeats, maxSeats }: SeatsValues, i18n: I18n) =>
  typeof minSeats === 'number' && typeof maxSeats === 'number' && minSeats > maxSeats
    ? { maxSeats: i18n._(msg`No fewer than the smallest party.`) }
    : {};

/** The contract's rules for a table, and its smallest party no larger than its largest. */
export const diningTableProblems = (
  values: DiningTableInput & SeatsValues,
  i18n: I18n = browserI18n,
) => ({
  ...contractProblems(
    createDiningTableBody,
    { ...values, name: values.name.trim() },
    undefined,
    undefined,
    i18n,
  ),
  ...seatsProblem(values, i18n),
});

/** The contract's rules for joined tables (two to six), and their seats. */
export const tableCombinationProblems = (
  values: TableCombinationInput & SeatsValues,
  i18n: I18n = browserI18n,
) => ({
  ...contractProblems(
    createTableCombinationBody,
    values,
    undefined,
    (issue) => (issue.path[0] === 'tableIds' ? i18n._(msg`Pick two to six tables.`) : undefined),
    i18n,
  ),
  ...seatsProblem(values, i18n),
});

/**
 * The contract's rules for booking, and stays that grow with the party (each `upToParty` larger than the one
 * before), which the shop refuses otherwise.
 */
export function bookingRulesProblems(
  rules: BookingRules,
  i18n: I18n = browserI18n,
): Record<string, string> {
  const problems = contractProblems(replaceBookingRulesBody, rules, undefined, undefined, i18n);
  rules.stays.forEach((stay, index) => {
    const before = rules.stays[index - 1];
    if (!before || stay.upToParty > before.upToParty) return;
    const above = before.upToParty;
    problems[`stays.${index}.upToParty`] ??= i18n._(msg`More than ${above}, the party size above.`);
  });
  return problems;
}

/** A stay for a party larger than the last one, so that a new row is valid as it comes. */
export const nextStay = (stays: BookingRules['stays']) => {
  const last = stays.at(-1);
  return {
    upToParty: Math.min((last?.upToParty ?? 0) + 2, 50),
    minutes: Math.min((last?.minutes ?? 90) + 30, 600),
  };
};
