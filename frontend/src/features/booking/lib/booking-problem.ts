import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/api/fetcher';

/** The free times the shop offers instead when the time asked for was just taken (a 409 with `alternatives`). */
export function takenTimeAlternatives(error: unknown): string[] | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const { alternatives } = error.body as { alternatives?: unknown };
  if (!Array.isArray(alternatives)) return undefined;
  return alternatives.filter((time): time is string => typeof time === 'string');
}

/** What to tell the guest when the shop refused or could not be reached: its own words when it gave some. */
export const bookingProblem = (error: unknown, i18n: I18n = activeI18n): string =>
  isApiError(error) ? error.message : i18n._(msg`Something went wrong. Please try again.`);
