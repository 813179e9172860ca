import { type OpeningHours, openingHoursProblems, sortedOpeningHours } from './opening-hours';

type Weekly = OpeningHours['weekly'][number];
const at = (day: Weekly['day'], opens: string, closes: string): Weekly => ({ day, opens, closes });
const weeklyProblems = (...weekly: Weekly[]) => openingHoursProblems({ weekly, specialDays: [] });

describe('opening hours an administrator saves', () => {
  it('may hold lunch and dinner on one day, and intervals that only touch', () => {
    expect(
      weeklyProblems(at('monday', '11:30', '14:30'), at('monday', '18:00', '22:00'), at('monday', '14:30', '15:00')),
    ).toEqual([]);
  });

  it('refuses intervals of one day that overlap, naming each one that meets an earlier one', () => {
    expect(weeklyProblems(at('friday', '11:00', '15:00'), at('friday', '14:00', '22:00'))).toEqual([
      { path: '/body/weekly/1', message: 'overlaps friday 11:00–15:00' },
    ]);
  });

  it('counts an interval with one opening and closing time as the whole day round', () => {
    expect(weeklyProblems(at('sunday', '00:00', '00:00'), at('sunday', '12:00', '13:00'))).toEqual([
      { path: '/body/weekly/1', message: 'overlaps sunday 00:00–00:00 (all day)' },
    ]);
    const everyDayAllDay = (
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
    ).map((day) => at(day, '11:00', '11:00'));
    expect(weeklyProblems(...everyDayAllDay)).toEqual([]);
  });

  it('follows an interval past midnight into the next day, and Sunday night into Monday', () => {
    expect(weeklyProblems(at('monday', '20:00', '02:00'), at('monday', '22:00', '23:00'))).toHaveLength(1);
    expect(weeklyProblems(at('monday', '20:00', '02:00'), at('monday', '01:00', '05:00'))).toEqual([]);
    expect(weeklyProblems(at('monday', '18:00', '02:00'), at('tuesday', '01:00', '09:00'))).toEqual([
      { path: '/body/weekly/1', message: 'overlaps monday 18:00–02:00' },
    ]);
    expect(weeklyProblems(at('monday', '00:30', '03:00'), at('sunday', '22:00', '01:00'))).toEqual([
      { path: '/body/weekly/1', message: 'overlaps monday 00:30–03:00' },
    ]);
    expect(weeklyProblems(at('monday', '02:00', '03:00'), at('sunday', '22:00', '02:00'))).toEqual([]);
  });

  it('refuses two special days on one date, and overlapping intervals within a special day', () => {
    const problems = openingHoursProblems({
      weekly: [],
      specialDays: [
        {
          date: '2026-12-24',
          intervals: [
            { opens: '10:00', closes: '14:00' },
            { opens: '13:00', closes: '16:00' },
          ],
        },
        { date: '2026-12-25', intervals: [] },
        {
          date: '2026-12-24',
          note: 'Again',
          intervals: [
            { opens: '20:00', closes: '02:00' },
            { opens: '01:00', closes: '04:00' },
          ],
        },
      ],
    });
    expect(problems).toEqual([
      { path: '/body/specialDays/0/intervals/1', message: 'overlaps 10:00–14:00 on 2026-12-24' },
      { path: '/body/specialDays/2/date', message: 'is the date of specialDays/0 too' },
    ]);
  });

  it('are kept by weekday then opening time, and special days by date', () => {
    const sorted = sortedOpeningHours({
      weekly: [at('sunday', '12:00', '15:00'), at('monday', '18:00', '22:00'), at('monday', '11:00', '14:00')],
      specialDays: [
        {
          date: '2027-01-01',
          intervals: [
            { opens: '18:00', closes: '23:00' },
            { opens: '12:00', closes: '14:00' },
          ],
        },
        { date: '2026-12-25', note: 'Christmas Day', intervals: [] },
      ],
    });
    expect(sorted.weekly).toEqual([
      at('monday', '11:00', '14:00'),
      at('monday', '18:00', '22:00'),
      at('sunday', '12:00', '15:00'),
    ]);
    expect(sorted.specialDays).toEqual([
      { date: '2026-12-25', note: 'Christmas Day', intervals: [] },
      {
        date: '2027-01-01',
        intervals: [
          { opens: '12:00', closes: '14:00' },
          { opens: '18:00', closes: '23:00' },
        ],
      },
    ]);
  });
});
