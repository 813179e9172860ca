import { describe, expect, it } from 'vitest';
import { sampleBookingRules } from '@/features/admin/bookings/components/booking-fixtures';
import {
  bookingRulesProblems,
  diningTableProblems,
  nextStay,
  tableCombinationProblems,
} from './dining-room-rules';

const tableId = (n: number) => `5b0c1a2e-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('a table of the dining room', () => {
  it('needs a name of at most 30 characters and seats from one to fifty, the smallest party first', () => {
    expect(diningTableProblems({ name: 'Window 4', minSeats: 2, maxSeats: 4 })).toEqual({});
    expect(diningTableProblems({ name: '  ', minSeats: 0, maxSeats: 51 })).toEqual({
      name: 'Fill this in.',
      minSeats: 'Enter 1 or more.',
      maxSeats: 'Enter at most 50.',
    });
    expect(diningTableProblems({ name: 'W'.repeat(31), minSeats: 6, maxSeats: 4 })).toEqual({
      name: 'Keep it to 30 characters.',
      maxSeats: 'No fewer than the smallest party.',
    });
  });
});

describe('tables joined for larger parties', () => {
  it('are two to six tables', () => {
    const seats = { minSeats: 5, maxSeats: 8 };
    expect(tableCombinationProblems({ tableIds: [tableId(1), tableId(2)], ...seats })).toEqual({});
    expect(tableCombinationProblems({ tableIds: [tableId(1)], ...seats })).toEqual({
      tableIds: 'Pick two to six tables.',
    });
    expect(
      tableCombinationProblems({ tableIds: [1, 2, 3, 4, 5, 6, 7].map(tableId), ...seats }),
    ).toEqual({ tableIds: 'Pick two to six tables.' });
  });
});

describe('the booking rules', () => {
  it('take the rules the shop keeps', () => {
    expect(bookingRulesProblems(sampleBookingRules)).toEqual({});
  });

  it('want stays that grow with the party', () => {
    const stays = [
      { upToParty: 4, minutes: 120 },
      { upToParty: 4, minutes: 150 },
      { upToParty: 2, minutes: 90 },
    ];
    expect(bookingRulesProblems({ ...sampleBookingRules, stays })).toEqual({
      'stays.1.upToParty': 'More than 4, the party size above.',
      'stays.2.upToParty': 'More than 4, the party size above.',
    });
  });

  it('keep the contract’s limits: a confirmation window of five minutes at least', () => {
    expect(bookingRulesProblems({ ...sampleBookingRules, confirmMinutes: 2 })).toEqual({
      confirmMinutes: 'Enter 5 or more.',
    });
  });

  it('add a stay for a larger party than the last, within the limits', () => {
    expect(nextStay(sampleBookingRules.stays)).toEqual({ upToParty: 10, minutes: 180 });
    expect(nextStay([{ upToParty: 50, minutes: 600 }])).toEqual({ upToParty: 50, minutes: 600 });
  });
});
