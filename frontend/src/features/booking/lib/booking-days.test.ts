import { describe, expect, it } from 'vitest';
import { bookableDates, largestParty, partyOf } from './booking-days';

describe('bookableDates', () => {
  it("counts the days from the shop's today, not the browser's", () => {
    // 23:30 in New York is already the next day in Paris.
    const now = new Date('2026-11-24T23:30:00-05:00');
    expect(bookableDates(now, 2, 'Europe/Paris')).toEqual([
      { value: '2026-11-25', label: 'Today, Wed, Nov 25' },
      { value: '2026-11-26', label: 'Tomorrow, Thu, Nov 26' },
      { value: '2026-11-27', label: 'Fri, Nov 27' },
    ]);
    expect(bookableDates(now, 0, 'America/New_York')).toEqual([
      { value: '2026-11-24', label: 'Today, Tue, Nov 24' },
    ]);
  });

  it('keeps every date across a change of the clocks', () => {
    const dates = bookableDates(new Date('2026-03-27T10:00:00Z'), 4, 'Europe/Paris');
    expect(dates.map(({ value }) => value)).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
  });
});

describe('largestParty and partyOf', () => {
  it('takes the largest party from the stays and names a party in words', () => {
    const stays = [
      { upToParty: 2, minutes: 90 },
      { upToParty: 8, minutes: 150 },
    ];
    expect(largestParty({ stays } as Parameters<typeof largestParty>[0])).toBe(8);
    expect(partyOf(1)).toBe('1 guest');
    expect(partyOf(12)).toBe('12 guests');
  });
});
