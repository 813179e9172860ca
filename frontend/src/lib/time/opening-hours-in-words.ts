import type { OpeningHours, OpeningInterval, Weekday } from '@/api/generated/model';
import { WEEKDAY_NAMES, WEEKDAYS } from './weekdays';

/** One line of the week as a guest reads it: "Monday to Friday", "11:30 to 14:30 and 18:00 to 22:00". */
export interface HoursLine {
  days: string;
  hours: string;
}

/** An interval in words; one that opens and closes at the same time runs round the clock. */
const intervalInWords = ({ opens, closes }: OpeningInterval): string => {
  if (opens !== closes) return `${opens} to ${closes}`;
  return opens === '00:00' ? 'open all day' : `24 hours from ${opens}`;
};

/** A run of days: "Monday", "Saturday and Sunday", "Monday to Friday". */
const daysInWords = (first: Weekday, last: Weekday): string => {
  const days = WEEKDAYS.indexOf(last) - WEEKDAYS.indexOf(first) + 1;
  if (days === 1) return WEEKDAY_NAMES[first];
  return `${WEEKDAY_NAMES[first]} ${days === 2 ? 'and' : 'to'} ${WEEKDAY_NAMES[last]}`;
};

/** A day's intervals in words, in order: "11:30 to 14:30 and 18:00 to 22:00"; none is "closed". */
const dayHoursInWords = (intervals: OpeningInterval[]): string =>
  intervals.length === 0
    ? 'closed'
    : [...intervals]
        .sort((a, b) => a.opens.localeCompare(b.opens))
        .map(intervalInWords)
        .join(' and ');

/**
 * The shop's weekly hours in words, as its settings have them: days in a row with the same hours share a line,
 * a day's intervals are listed in order, and a day without one is closed.
 */
export function openingHoursInWords(weekly: OpeningHours['weekly']): HoursLine[] {
  const dayHours = WEEKDAYS.map((day) =>
    dayHoursInWords(weekly.filter((interval) => interval.day === day)),
  );
  const runs: { first: Weekday; last: Weekday; hours: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const run = runs.at(-1);
    if (run?.hours === dayHours[index]) run.last = day;
    else runs.push({ first: day, last: day, hours: dayHours[index] });
  });
  if (runs.length === 1) return [{ days: 'Every day', hours: runs[0].hours }];
  return runs.map(({ first, last, hours }) => ({ days: daysInWords(first, last), hours }));
}

/** A special day's date in words, read as a calendar date wherever the page is rendered. */
const dateInWords = (date: string, withYear: boolean) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
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
): HoursLine[] {
  return specialDays
    .filter(({ date }) => date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, SPECIAL_DAYS_SHOWN)
    .map(({ date, note, intervals }) => {
      const day = dateInWords(date, date.slice(0, 4) !== today.slice(0, 4));
      return { days: note ? `${day} (${note})` : day, hours: dayHoursInWords(intervals) };
    });
}
