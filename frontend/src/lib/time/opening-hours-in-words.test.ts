import { describe, expect, it } from 'vitest';
import type { WeeklyInterval } from '@/api/generated/model';
import { openingHoursInWords, specialDaysInWords } from './opening-hours-in-words';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

describe('the opening hours a guest reads', () => {
  it('puts days in a row with the same hours on one line, and names the days the shop is closed', () => {
    const weekly: WeeklyInterval[] = [
      ...weekdays.map((day) => ({ day, opens: '11:30', closes: '22:00' })),
      { day: 'saturday', opens: '18:00', closes: '23:00' },
      { day: 'saturday', opens: '10:00', closes: '14:00' },
    ];
    expect(openingHoursInWords(weekly)).toEqual([
      { days: 'Monday to Friday', hours: '11:30 to 22:00' },
      { days: 'Saturday', hours: '10:00 to 14:00 and 18:00 to 23:00' },
      { days: 'Sunday', hours: 'closed' },
    ]);
    expect(
      openingHoursInWords([
        { day: 'saturday', opens: '10:00', closes: '23:00' },
        { day: 'sunday', opens: '10:00', closes: '23:00' },
      ]),
    ).toEqual([
      { days: 'Monday to Friday', hours: 'closed' },
      { days: 'Saturday and Sunday', hours: '10:00 to 23:00' },
    ]);
  });

  it('does not join days that are apart, even with the same hours', () => {
    const weekly: WeeklyInterval[] = [
      { day: 'monday', opens: '12:00', closes: '15:00' },
      { day: 'wednesday', opens: '12:00', closes: '15:00' },
    ];
    expect(openingHoursInWords(weekly).map((line) => line.days)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday to Sunday',
    ]);
  });

  it('says every day when the week is the same, and reads round-the-clock and past-midnight hours', () => {
    const allDays = [...weekdays, 'saturday', 'sunday'] as const;
    expect(
      openingHoursInWords(allDays.map((day) => ({ day, opens: '00:00', closes: '00:00' }))),
    ).toEqual([{ days: 'Every day', hours: 'open all day' }]);
    expect(
      openingHoursInWords(allDays.map((day) => ({ day, opens: '18:00', closes: '02:00' }))),
    ).toEqual([{ days: 'Every day', hours: '18:00 to 02:00' }]);
    expect(
      openingHoursInWords([{ day: 'friday', opens: '06:00', closes: '06:00' }]),
    ).toContainEqual({ days: 'Friday', hours: '24 hours from 06:00' });
  });

  it('says the shop is closed all week when it has no hours', () => {
    expect(openingHoursInWords([])).toEqual([{ days: 'Every day', hours: 'closed' }]);
  });
});

describe('the closures and special hours a guest reads', () => {
  const christmas = { date: '2026-12-25', note: 'Christmas Day', intervals: [] };
  const newYearsEve = {
    date: '2026-12-31',
    intervals: [
      { opens: '19:00', closes: '02:00' },
      { opens: '11:30', closes: '14:30' },
    ],
  };
  const newYearsDay = { date: '2027-01-01', intervals: [{ opens: '00:00', closes: '00:00' }] };

  it('lists the days from today on, soonest first, with their notes and hours in order', () => {
    expect(specialDaysInWords([newYearsEve, christmas], '2026-12-01')).toEqual([
      { days: 'Friday, December 25 (Christmas Day)', hours: 'closed' },
      { days: 'Thursday, December 31', hours: '11:30 to 14:30 and 19:00 to 02:00' },
    ]);
  });

  it('leaves out the days gone by, keeps today, and says the year of a date in another year', () => {
    expect(specialDaysInWords([christmas, newYearsEve, newYearsDay], '2026-12-31')).toEqual([
      { days: 'Thursday, December 31', hours: '11:30 to 14:30 and 19:00 to 02:00' },
      { days: 'Friday, January 1, 2027', hours: 'open all day' },
    ]);
    expect(specialDaysInWords([christmas], '2026-12-26')).toEqual([]);
  });

  it('shows only the next six of a long list', () => {
    const days = Array.from({ length: 20 }, (_, index) => ({
      date: `2027-03-${String(20 - index).padStart(2, '0')}`,
      intervals: [],
    }));
    const shown = specialDaysInWords(days, '2027-03-05');
    expect(shown.map((line) => line.days)).toEqual([
      'Friday, March 5',
      'Saturday, March 6',
      'Sunday, March 7',
      'Monday, March 8',
      'Tuesday, March 9',
      'Wednesday, March 10',
    ]);
  });
});
