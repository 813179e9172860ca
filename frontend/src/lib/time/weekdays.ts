import { Weekday } from '@/api/generated/model';

/** The days of the shop's week, Monday first, as the contract names them. */
export const WEEKDAYS = Object.values(Weekday);

/** A weekday as guests and staff read it. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
