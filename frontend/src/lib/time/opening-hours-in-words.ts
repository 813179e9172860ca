import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpeningHours, OpeningInterval, Weekday } from '@/api/generated/model';
import { weekdayName, WEEKDAYS } from './weekdays';

/** One line of the week as a guest reads it: "Monday to Friday", "11:30 to 14:30 and 18:00 to 22:00". */
export interface HoursLine {
  days: string;
  hours: string;
}

/** An interval in words; one that opens and closes at the same time runs round the clock. */
const intervalInWords = ({ opens, closes }: OpeningInterval, i18n: I18n): string => {
  if (opens !== closes) return i18n._(msg`${opens} to ${closes}`);
  return opens === '00:00' ? i18n._(msg`open all day`) : i18n._(msg`24 hours from ${opens}`);
};

/** Two things said together: "Saturday and Sunday", "11:30 to 14:30 and 18:00 to 22:00". */
const both = (first: string, last: string, i18n: I18n): string => i18n._(msg`${first} and ${last}`);

/** A run of days: "Monday", "Saturday and Sunday", "Monday to Friday". */
const daysInWords = (firstDay: Weekday, lastDay: Weekday, i18n: I18n): string => {
  const days = WEEKDAYS.indexOf(lastDay) - WEEKDAYS.indexOf(firstDay) + 1;
  const first = weekdayName(firstDay, i18n.locale);
  if (days === 1) return first;
  const last = weekdayName(lastDay, i18n.locale);
  return days === 2 ? both(first, last, i18n) : i18n._(msg`${first} to ${last}`);
};

/** A day's intervals in words, in order: "11:30 to 14:30 and 18:00 to 22:00"; none is "closed". */
const dayHoursInWords = (intervals: OpeningInterval[], i18n: I18n): string =>
  intervals.length === 0
    ? i18n._(msg`closed`)
    : [...intervals]
        .sort((a, b) => a.opens.localeCompare(b.opens))
        .map((interval) => intervalInWords(interval, i18n))
        .reduce((earlier, later) => both(earlier, later, i18n));

/**
 * The shop's weekly hours in words, as its settings have them: days in a row with the same hours share a line,
 * a day's intervals are listed in order, and a day without one is closed.
 */
export function openingHoursInWords(
  weekly: OpeningHours['weekly'],
  i18n: I18n = globalI18n,
): HoursLine[] {
  const dayHours = WEEKDAYS.map((day) =>
    dayHoursInWords(
      weekly.filter((interval) => interval.day === day),
      i18n,
    ),
  );
  const runs: { first: Weekday; last: Weekday; hours: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const run = runs.at(-1);
    if (run?.hours === dayHours[index]) run.last = day;
    else runs.push({ first: day, last: day, hours: dayHours[index] });
  });
  if (runs.length === 1) return [{ days: i18n._(msg`Every day`), hours: runs[0].hours }];
  return runs.map(({ first, last, hours }) => ({ days: daysInWords(first, last, i18n), hours }));
}

/** What makes a calendar date (YYYY-MM-DD) its midnight in UTC. */
const UTC_MIDNIGHT = 'T00:00:00Z';

/** A special day's date in words, read as a calendar date wherever the page is rendered. */
const dateInWords = (date: string, withYear: boolean, locale: string) =>
  new Date(`${date}${UTC_MIDNIGHT}`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });

/** How many special days a guest is shown: the next ones; the staff may have planned a year of them. */
const SPECIAL_DAYS_SHOWN = 6;

/**
 * The shop's closures and special hours from `today` (the shop's calendar day, YYYY-MM-DD) on, soonest first:
 * "Friday, December 25 (Christmas Day)": "closed". A date in another year than today's says its year.
 */
export function specialDaysInWords(
  specialDays: OpeningHours['specialDays'],
  today: string,
  i18n: I18n = globalI18n,
): HoursLine[] {
  return specialDays
    .filter(({ date }) => date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, SPECIAL_DAYS_SHOWN)
    .map(({ date, note, intervals }) => {
      const day = dateInWords(date, date.slice(0, 4) !== today.slice(0, 4), i18n.locale);
      return {
        days: note ? i18n._(msg`${day} (${note})`) : day,
        hours: dayHoursInWords(intervals, i18n),
      };
    });
}
