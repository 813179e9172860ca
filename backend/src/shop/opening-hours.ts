import type { Problem } from '../common/contract/contract';
import { minutesOfClockTime } from '../common/shop-clock';
import type { components } from '../generated/contract';

type Schemas = components['schemas'];
export type OpeningHours = Schemas['OpeningHours'];
type Weekday = Schemas['Weekday'];
type OpeningInterval = Schemas['OpeningInterval'];

const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Minutes an interval is open from its opening time: past midnight when it closes earlier, a whole day when at the same time. */
function lengthOf({ opens, closes }: OpeningInterval): number {
  const length = minutesOfClockTime(closes) - minutesOfClockTime(opens);
  return length > 0 ? length : length + MINUTES_PER_DAY;
}

const said = ({ opens, closes }: OpeningInterval) =>
  opens === closes ? `${opens}–${closes} (all day)` : `${opens}–${closes}`;

/** Whether [aStart, aStart + aLength) and [bStart, bStart + bLength) meet on a circle of `period` minutes. */
function overlapOnCircle(aStart: number, aLength: number, bStart: number, bLength: number, period: number): boolean {
  const bFromA = (((bStart - aStart) % period) + period) % period;
  const aFromB = (((aStart - bStart) % period) + period) % period;
  return bFromA < aLength || aFromB < bLength;
}

/**
 * Why opening hours as an administrator wrote them cannot be kept, one detail per problem: its `422`. Weekly
 * intervals are compared round the week, so that Monday's 18:00–02:00 meets Tuesday's 01:00–09:00; a special
 * day's intervals are compared within that day.
 */
export function openingHoursProblems({ weekly, specialDays }: OpeningHours): Problem[] {
  const problems: Problem[] = [];
  const weekStart = (day: Weekday, opens: string) =>
    WEEKDAYS.indexOf(day) * MINUTES_PER_DAY + minutesOfClockTime(opens);
  weekly.forEach((interval, index) => {
    for (let earlier = 0; earlier < index; earlier++) {
      const other = weekly[earlier]!;
      if (
        overlapOnCircle(
          weekStart(interval.day, interval.opens),
          lengthOf(interval),
          weekStart(other.day, other.opens),
          lengthOf(other),
          MINUTES_PER_WEEK,
        )
      ) {
        problems.push({ path: `/body/weekly/${index}`, message: `overlaps ${other.day} ${said(other)}` });
      }
    }
  });
  const firstOfDate = new Map<string, number>();
  specialDays.forEach((day, index) => {
    const first = firstOfDate.get(day.date);
    if (first === undefined) firstOfDate.set(day.date, index);
    else problems.push({ path: `/body/specialDays/${index}/date`, message: `is the date of specialDays/${first} too` });
    day.intervals.forEach((interval, at) => {
      const start = minutesOfClockTime(interval.opens);
      for (let earlier = 0; earlier < at; earlier++) {
        const other = day.intervals[earlier]!;
        const otherStart = minutesOfClockTime(other.opens);
        if (start < otherStart + lengthOf(other) && otherStart < start + lengthOf(interval)) {
          problems.push({
            path: `/body/specialDays/${index}/intervals/${at}`,
            message: `overlaps ${said(other)} on ${day.date}`,
          });
        }
      }
    });
  });
  return problems;
}

const byOpeningTime = (a: OpeningInterval, b: OpeningInterval) => a.opens.localeCompare(b.opens);

/** The hours as the shop keeps them: weekly intervals by weekday then opening time, special days by date. */
export function sortedOpeningHours({ weekly, specialDays }: OpeningHours): OpeningHours {
  return {
    weekly: weekly
      .map(({ day, opens, closes }) => ({ day, opens, closes }))
      .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || byOpeningTime(a, b)),
    specialDays: specialDays
      .map(({ date, note, intervals }) => ({
        date,
        ...(note === undefined ? {} : { note }),
        intervals: intervals.map(({ opens, closes }) => ({ opens, closes })).sort(byOpeningTime),
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}
