import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts';
import type { OpeningHours, OpeningInterval, Weekday } from '@/api/generated/model';
import { WEEKDAYS } from '@/lib/time/weekdays';

const SCHEMA_DAYS: Record<Weekday, DayOfWeek> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

const MINUTES_PER_DAY = 24 * 60;

/** schema.org's type of an entry of opening hours. */
const SPECIFICATION_TYPE = 'OpeningHoursSpecification';

const clockTime = (minutes: number) => {
  const inDay = (minutes + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = String(Math.floor(inDay / 60)).padStart(2, '0');
  return `${hours}:${String(inDay % 60).padStart(2, '0')}`;
};

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * An interval as schema.org reads it: one closing earlier than it opens runs past midnight (18:00–02:00) and is
 * kept so; a whole day round (opens equals closes) closes a minute before it opens again, 00:00–23:59 for midnight.
 */
function hoursOf({ opens, closes }: OpeningInterval): { opens: string; closes: string } {
  return opens === closes ? { opens, closes: clockTime(minutesOf(opens) - 1) } : { opens, closes };
}

/** Every weekly interval, the days that share the same hours in one entry; a weekday without one is closed. */
function weeklyHours(weekly: OpeningHours['weekly']): OpeningHoursSpecification[] {
  const byHours = new Map<string, { opens: string; closes: string; days: DayOfWeek[] }>();
  for (const day of WEEKDAYS) {
    for (const interval of weekly.filter((candidate) => candidate.day === day)) {
      const hours = hoursOf(interval);
      const key = `${hours.opens}-${hours.closes}`;
      const entry = byHours.get(key) ?? { ...hours, days: [] };
      entry.days.push(SCHEMA_DAYS[day]);
      byHours.set(key, entry);
    }
  }
  return [...byHours.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/**
 * Special days from `today` on: a closed date opens and closes at 00:00, as search engines read "closed all day".
 * `today` is asked only when there are special days: the shop's date takes an `Intl` formatter, which a phone's
 * first render does without when it can.
 */
function specialDayHours(
  specialDays: OpeningHours['specialDays'],
  today: (() => string) | undefined,
): OpeningHoursSpecification[] {
  if (specialDays.length === 0) return [];
  const from = today?.();
  return specialDays
    .filter(({ date }) => from === undefined || date >= from)
    .flatMap(({ date, intervals }) => {
      const day = {
        '@type': SPECIFICATION_TYPE,
        validFrom: date,
        validThrough: date,
      } as const;
      if (intervals.length === 0) return [{ ...day, opens: '00:00', closes: '00:00' }];
      return intervals.map((interval) => ({ ...day, ...hoursOf(interval) }));
    });
}

/** The shop's opening-hours settings as schema.org's openingHoursSpecification; past special days are left out. */
export const openingHoursSpecification = (
  { weekly, specialDays }: OpeningHours,
  today?: () => string,
): OpeningHoursSpecification[] => [...weeklyHours(weekly), ...specialDayHours(specialDays, today)];
