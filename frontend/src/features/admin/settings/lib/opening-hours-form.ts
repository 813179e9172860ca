import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpeningHours, OpeningInterval, Weekday } from '@/api/generated/model';
import { replaceOpeningHoursBody } from '@/api/generated/zod/shop-staff/shop-staff.zod';
import { WEEKDAYS } from '@/lib/time/weekdays';
import { contractProblems } from '@/features/admin/shared/lib/contract-rules';

/** An interval as the form keeps it: a key that follows it when others are removed. */
export interface IntervalValues extends OpeningInterval {
  key: string;
}

interface SpecialDayValues {
  key: string;
  date: string;
  note: string;
  intervals: IntervalValues[];
}

/** The week by day, so that each day's intervals are edited together; the contract lists them flat. */
export interface OpeningHoursFormValues {
  weekly: Record<Weekday, IntervalValues[]>;
  specialDays: SpecialDayValues[];
}

let lastKey = 0;
export const newKey = () => `new-${++lastKey}`;

/** Lunch first, then dinner: the two intervals most restaurants open for. */
const USUAL_INTERVALS: OpeningInterval[] = [
  { opens: '11:30', closes: '14:30' },
  { opens: '18:30', closes: '22:00' },
];

/** The interval a day gains from "Add hours": lunch, then dinner, then an evening after the last. */
export const nextInterval = (intervals: OpeningInterval[]): IntervalValues => ({
  key: newKey(),
  ...(USUAL_INTERVALS[intervals.length] ?? { opens: '22:00', closes: '23:30' }),
});

export const ALL_DAY: OpeningInterval = { opens: '00:00', closes: '00:00' };

const withKey = (interval: OpeningInterval): IntervalValues => ({ key: newKey(), ...interval });

export const openingHoursFormValues = (hours: OpeningHours): OpeningHoursFormValues => ({
  weekly: Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      hours.weekly
        .filter((interval) => interval.day === day)
        .map(({ opens, closes }) => withKey({ opens, closes })),
    ]),
  ) as Record<Weekday, IntervalValues[]>,
  specialDays: hours.specialDays.map((special) => ({
    key: newKey(),
    date: special.date,
    note: special.note ?? '',
    intervals: special.intervals.map(withKey),
  })),
});

const interval = ({ opens, closes }: OpeningInterval): OpeningInterval => ({ opens, closes });

/** The hours as PUT /opening-hours takes them: the week flat, Monday first, each day's intervals in order. */
export const openingHoursInput = (values: OpeningHoursFormValues): OpeningHours => ({
  weekly: WEEKDAYS.flatMap((day) => values.weekly[day].map((open) => ({ day, ...interval(open) }))),
  specialDays: values.specialDays.map((special) => ({
    date: special.date,
    ...(special.note.trim() && { note: special.note.trim() }),
    intervals: special.intervals.map(interval),
  })),
});

/**
 * The form's field for a path of the contract's body: `weekly.3.opens` is the fourth interval of the flat week,
 * which the form keeps under its day (`weekly.tuesday.1.opens`). Undefined for a path no field shows.
 */
export function openingHoursFieldOf(values: OpeningHoursFormValues) {
  const flat = WEEKDAYS.flatMap((day) =>
    values.weekly[day].map((_, index) => `weekly.${day}.${index}`),
  );
  return (path: string): string | undefined => {
    const weekly = /^weekly\.(\d+)(\.(opens|closes))?$/.exec(path);
    if (weekly) {
      const field = flat[Number(weekly[1])];
      return field && `${field}.${weekly[3] ?? 'closes'}`;
    }
    if (/^specialDays\.\d+\.(date|note)$/.test(path)) return path;
    if (/^specialDays\.\d+\.intervals\.\d+\.(opens|closes)$/.test(path)) return path;
    const interval = /^(specialDays\.\d+\.intervals\.\d+)$/.exec(path);
    if (interval) return `${interval[1]}.closes`;
    return undefined;
  };
}

/** What an interval means when it is not plain: the whole day, or past midnight. */
export function intervalInWords(
  { opens, closes }: OpeningInterval,
  i18n: I18n,
): string | undefined {
  if (opens === closes) return i18n._(msg`Open the whole day round`);
  if (closes < opens) return i18n._(msg`Runs past midnight, until ${closes} the next day`);
  return undefined;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's intervals that overlap an earlier one of the same day, by their index (the server refuses them). */
function overlapping(intervals: OpeningInterval[]): number[] {
  const spans = intervals.map(({ opens, closes }) => {
    const start = minutesOf(opens);
    const end = minutesOf(closes);
    return [start, end > start ? end : end + 24 * 60];
  });
  return spans.flatMap(([start, end], index) =>
    spans.slice(0, index).some(([otherStart, otherEnd]) => start < otherEnd && otherStart < end)
      ? [index]
      : [],
  );
}

const OVERLAPS = msg`Overlaps another interval of the same day.`;

/** The contract's rules for the hours, by the form's fields, and no two intervals of a day overlapping. */
export const openingHoursProblems = (values: OpeningHoursFormValues, i18n: I18n) => {
  const problems = contractRulesOf(values, i18n);
  const days = [
    ...WEEKDAYS.map((day) => [`weekly.${day}`, values.weekly[day]] as const),
    ...values.specialDays.map(
      (special, index) => [`specialDays.${index}.intervals`, special.intervals] as const,
    ),
  ];
  for (const [path, intervals] of days)
    for (const index of overlapping(intervals))
      problems[`${path}.${index}.opens`] ??= i18n._(OVERLAPS);
  return problems;
};

const contractRulesOf = (values: OpeningHoursFormValues, i18n: I18n) => {
  const fieldOf = openingHoursFieldOf(values);
  return contractProblems(
    replaceOpeningHoursBody,
    openingHoursInput(values),
    (path) => fieldOf(path) ?? path,
    (issue) =>
      issue.code === 'invalid_format'
        ? /date$/.test(issue.path.join('.'))
          ? i18n._(msg`Enter a date.`)
          : i18n._(msg`Enter a time such as 18:30.`)
        : undefined,
  );
};
