import { i18n as globalI18n } from '@lingui/core';
import { Weekday } from '@/api/generated/model';

/** The days of the shop's week, Monday first, as the contract names them. */
export const WEEKDAYS = Object.values(Weekday);

/** A Monday, from which the week's days are counted to name them. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekday as guests and staff read it, in a language: "Monday", "lundi", "Montag". */
export const weekdayName = (day: Weekday, locale: string = globalI18n.locale): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(A_MONDAY + WEEKDAYS.indexOf(day) * DAY_MS),
  );

/** A weekday as guests and staff read it, in the interface's language at the moment it is read. */
export const WEEKDAY_NAMES = Object.defineProperties(
  {},
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, { enumerable: true, get: () => weekdayName(day) }]),
  ),
) as Record<Weekday, string>;
