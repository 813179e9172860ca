import { describe, expect, it } from 'vitest';
import { shopClocks } from './shop-time';

describe('the shop clock of a list of times', () => {
  it('labels the times the clock shows twice, when summer time ends, with their offset', () => {
    // In Paris, 25 October 2026: 02:59 summer time is followed by 02:00 winter time.
    const times = [
      '2026-10-25T00:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:00:00Z',
      '2026-10-25T01:30:00Z',
      '2026-10-25T02:00:00Z',
    ];
    expect(shopClocks(times, 'Europe/Paris')).toEqual([
      '02:00 (GMT+2)',
      '02:30 (GMT+2)',
      '02:00 (GMT+1)',
      '02:30 (GMT+1)',
      '03:00',
    ]);
  });

  it('says a time plainly when the clock shows it once', () => {
    expect(shopClocks(['2026-11-27T18:30:00Z', '2026-11-27T19:00:00Z'], 'Europe/Paris')).toEqual([
      '19:30',
      '20:00',
    ]);
  });
});
