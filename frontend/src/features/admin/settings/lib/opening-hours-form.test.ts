import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  intervalInWords,
  openingHoursFieldOf,
  openingHoursFormValues,
  openingHoursInput,
  openingHoursProblems,
} from './opening-hours-form';

const hours = {
  weekly: [
    { day: 'monday' as const, opens: '11:30', closes: '14:30' },
    { day: 'monday' as const, opens: '18:30', closes: '22:00' },
    { day: 'friday' as const, opens: '18:00', closes: '01:00' },
  ],
  specialDays: [
    { date: '2026-12-25', note: 'Christmas', intervals: [] },
    { date: '2026-12-31', intervals: [{ opens: '19:00', closes: '02:00' }] },
  ],
};

describe('the opening hours as the dashboard edits them', () => {
  it('gives back the hours it was given, day by day', () => {
    const values = openingHoursFormValues(hours);
    expect(values.weekly.monday).toHaveLength(2);
    expect(values.weekly.tuesday).toEqual([]);
    expect(openingHoursInput(values)).toEqual(hours);
  });

  it('names the field of a weekday’s interval the server refuses, and the one the contract refuses', () => {
    const values = openingHoursFormValues(hours);
    const fieldOf = openingHoursFieldOf(values);
    expect(fieldOf('weekly.2.opens')).toBe('weekly.friday.0.opens');
    expect(fieldOf('weekly.1')).toBe('weekly.monday.1.closes');
    expect(fieldOf('specialDays.1.intervals.0.closes')).toBe('specialDays.1.intervals.0.closes');
    values.weekly.friday[0].opens = '25:00';
    expect(openingHoursProblems(values, i18n)).toEqual({
      'weekly.friday.0.opens': 'Enter a time such as 18:30.',
    });
  });

  it('says when an interval runs past midnight or all day', () => {
    expect(intervalInWords({ opens: '18:00', closes: '01:00' }, i18n)).toBe(
      'Runs past midnight, until 01:00 the next day',
    );
    expect(intervalInWords({ opens: '00:00', closes: '00:00' }, i18n)).toBe(
      'Open the whole day round',
    );
    expect(intervalInWords({ opens: '11:30', closes: '14:30' }, i18n)).toBeUndefined();
  });

  it('refuses two intervals of a day that overlap, past midnight too', () => {
    const values = openingHoursFormValues(hours);
    values.weekly.monday[1].opens = '14:00';
    values.weekly.friday.push({ key: 'late', opens: '00:30', closes: '02:00' });
    values.weekly.friday.push({ key: 'later', opens: '23:00', closes: '23:30' });
    expect(openingHoursProblems(values, i18n)).toEqual({
      'weekly.monday.1.opens': 'Overlaps another interval of the same day.',
      'weekly.friday.2.opens': 'Overlaps another interval of the same day.',
    });
  });
});
