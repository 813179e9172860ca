import { describe, expect, it } from 'vitest';
import { openingHoursSpecification } from './opening-hours';

const day = (name: string) => `https://schema.org/${name}`;

describe('the opening hours search engines read', () => {
  it('list the days that share their hours together, lunch and dinner apart, and leave closed weekdays out', () => {
    const hours = openingHoursSpecification({
      weekly: [
        { day: 'friday', opens: '11:30', closes: '14:30' },
        { day: 'monday', opens: '11:30', closes: '14:30' },
        { day: 'monday', opens: '18:00', closes: '22:00' },
      ],
      specialDays: [],
    });

    expect(hours).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Monday'), day('Friday')],
        opens: '11:30',
        closes: '14:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Monday')],
        opens: '18:00',
        closes: '22:00',
      },
    ]);
  });

  it('keep a night past midnight on the day it starts, closing earlier than it opens', () => {
    const [saturday] = openingHoursSpecification({
      weekly: [{ day: 'saturday', opens: '18:00', closes: '02:00' }],
      specialDays: [],
    });

    expect(saturday).toMatchObject({
      dayOfWeek: [day('Saturday')],
      opens: '18:00',
      closes: '02:00',
    });
  });

  it('read a whole day round as open until a minute before it opens again', () => {
    const hours = openingHoursSpecification({
      weekly: [
        { day: 'sunday', opens: '00:00', closes: '00:00' },
        { day: 'monday', opens: '06:00', closes: '06:00' },
      ],
      specialDays: [],
    });

    expect(hours).toEqual([
      expect.objectContaining({ dayOfWeek: [day('Monday')], opens: '06:00', closes: '05:59' }),
      expect.objectContaining({ dayOfWeek: [day('Sunday')], opens: '00:00', closes: '23:59' }),
    ]);
  });

  it('close a special day with no hours all day, give special hours for their date, and forget past ones', () => {
    const hours = openingHoursSpecification(
      {
        weekly: [],
        specialDays: [
          { date: '2026-11-01', intervals: [] },
          { date: '2026-12-25', note: 'Christmas Day', intervals: [] },
          { date: '2026-12-31', intervals: [{ opens: '19:00', closes: '01:00' }] },
        ],
      },
      () => '2026-11-24',
    );

    expect(hours).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '19:00',
        closes: '01:00',
      },
    ]);
  });

  it("ask for the shop's date only when there are special days to leave out", () => {
    let asked = 0;
    const today = () => {
      asked += 1;
      return '2026-11-24';
    };
    expect(openingHoursSpecification({ weekly: [], specialDays: [] }, today)).toEqual([]);
    expect(asked).toBe(0);
    openingHoursSpecification(
      { weekly: [], specialDays: [{ date: '2026-12-25', intervals: [] }] },
      today,
    );
    expect(asked).toBe(1);
  });
});
