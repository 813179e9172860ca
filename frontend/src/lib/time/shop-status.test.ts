import { describe, expect, it } from 'vitest';
import { formatShopStatus } from './shop-status';

const paris = 'Europe/Paris';
const newYork = 'America/New_York';

describe('the shop is open or closed, on its own clock', () => {
  it('says when an open shop closes today', () => {
    const now = new Date('2026-11-24T17:00:00Z'); // 18:00 in Paris
    expect(
      formatShopStatus(
        { open: true, closesAt: '2026-11-24T21:00:00Z', opensAt: null, timeZone: paris },
        now,
      ),
    ).toBe('Open now · closes 22:00');
  });

  it('names the day when an open shop closes after midnight', () => {
    const now = new Date('2026-11-24T21:30:00Z'); // 22:30 in Paris
    expect(
      formatShopStatus(
        { open: true, closesAt: '2026-11-25T01:00:00Z', opensAt: null, timeZone: paris },
        now,
      ),
    ).toBe('Open now · closes tomorrow 02:00');
  });

  it('says only "Open now" when the shop does not close in the days ahead', () => {
    expect(
      formatShopStatus(
        { open: true, closesAt: null, opensAt: null, timeZone: paris },
        new Date('2026-11-24T12:00:00Z'),
      ),
    ).toBe('Open now');
  });

  it('says a closed shop opens tomorrow by the shop calendar, not the visitor one', () => {
    // 23:30 in Paris is still the 24th there, though it is already the 25th in Tokyo.
    const now = new Date('2026-11-24T22:30:00Z');
    expect(
      formatShopStatus(
        { open: false, opensAt: '2026-11-25T10:30:00Z', closesAt: null, timeZone: paris },
        now,
      ),
    ).toBe('Closed · opens tomorrow 11:30');
  });

  it('names the weekday when a closed shop opens later in the week', () => {
    const now = new Date('2026-11-24T12:00:00Z'); // a Tuesday
    expect(
      formatShopStatus(
        { open: false, opensAt: '2026-11-27T17:00:00Z', closesAt: null, timeZone: paris },
        now,
      ),
    ).toBe('Closed · opens Friday 18:00');
  });

  it('says "today" for a shop that opens later the same day', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(
      formatShopStatus(
        { open: false, opensAt: '2026-11-24T10:30:00Z', closesAt: null, timeZone: paris },
        now,
      ),
    ).toBe('Closed · opens today 11:30');
  });

  it('says only "Closed" when the shop does not open in the days ahead', () => {
    expect(
      formatShopStatus(
        { open: false, opensAt: null, closesAt: null, timeZone: paris },
        new Date('2026-11-24T12:00:00Z'),
      ),
    ).toBe('Closed');
  });

  it('keeps the shop clock right across the end of summer time', () => {
    // New York leaves summer time at 02:00 on Sunday 1 November 2026: 00:30 EDT is 04:30Z, and 23:30 EST
    // the same day is 04:30Z on the 2nd, exactly 24 hours later yet still "today".
    const now = new Date('2026-11-01T04:30:00Z');
    expect(
      formatShopStatus(
        { open: false, opensAt: '2026-11-02T04:30:00Z', closesAt: null, timeZone: newYork },
        now,
      ),
    ).toBe('Closed · opens today 23:30');
    expect(
      formatShopStatus(
        { open: false, opensAt: '2026-11-01T16:30:00Z', closesAt: null, timeZone: newYork },
        now,
      ),
    ).toBe('Closed · opens today 11:30');
  });

  it('keeps the shop clock right across the start of summer time', () => {
    // New York springs forward at 02:00 on Sunday 8 March 2026: 23:00 EST on the 7th is 04:00Z on the 8th.
    const now = new Date('2026-03-08T04:00:00Z');
    expect(
      formatShopStatus(
        { open: false, opensAt: '2026-03-08T15:30:00Z', closesAt: null, timeZone: newYork },
        now,
      ),
    ).toBe('Closed · opens tomorrow 11:30');
  });
});

describe('a busy kitchen, as the storefront says it', () => {
  const now = new Date('2026-11-24T18:40:00Z'); // 19:40 in Paris
  const open = { open: true, closesAt: '2026-11-24T21:00:00Z', opensAt: null, timeZone: paris };

  it('says until when orders for now are paused, and that later times are taken', () => {
    const pause = { until: '2026-11-24T19:10:00Z', untilResumed: false };
    expect(formatShopStatus({ ...open, pause }, now)).toBe(
      'Orders for now paused until 20:10 · order for later',
    );
  });

  it('says no time while paused until the kitchen resumes', () => {
    const pause = { until: '2026-11-24T23:00:00Z', untilResumed: true };
    expect(formatShopStatus({ ...open, pause }, now)).toBe(
      'Orders for now paused · order for later',
    );
  });

  it('adds the busy minutes to the opening hours, and nothing while closed', () => {
    expect(formatShopStatus({ ...open, pause: null, extraMinutes: 20 }, now)).toBe(
      'Open now · closes 22:00 · busy kitchen, 20 min more',
    );
    expect(
      formatShopStatus(
        {
          open: false,
          opensAt: '2026-11-25T10:30:00Z',
          closesAt: null,
          timeZone: paris,
          extraMinutes: 20,
        },
        now,
      ),
    ).toBe('Closed · opens tomorrow 11:30');
  });
});
