import type { OpeningHours, OpeningInterval, Weekday } from '../api/generated/model';
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

/**
 * The shop's weekly hours in words, as its settings have them: days in a row with the same hours share a line,
 * a day's intervals are listed in order, and a day without one is closed.
 */
export function openingHoursInWords(weekly: OpeningHours['weekly']): HoursLine[] {
  const dayHours = WEEKDAYS.map((day) => {
    const intervals = weekly
      .filter((interval) => interval.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens));
    return intervals.length === 0 ? 'closed' : intervals.map(intervalInWords).join(' and ');
  });
  const runs: { first: Weekday; last: Weekday; hours: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const run = runs.at(-1);
    if (run?.hours === dayHours[index]) run.last = day;
    else runs.push({ first: day, last: day, hours: dayHours[index] });
  });
  if (runs.length === 1) return [{ days: 'Every day', hours: runs[0].hours }];
  return runs.map(({ first, last, hours }) => ({ days: daysInWords(first, last), hours }));
}
