import { describe, expect, it } from 'vitest';
import { formatPromisedTime, shopClocks } from './promised-times';

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

describe('the promised time', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('says when a pickup is ready today', () => {
    expect(formatPromisedTime('pickup', '2026-11-24T18:30:00Z', now, 'Europe/Paris')).toBe(
      'Pickup at 19:30 today',
    );
  });

  it('says around when a delivery comes tomorrow', () => {
    expect(formatPromisedTime('delivery', '2026-11-25T18:30:00Z', now, 'Europe/Paris')).toBe(
      'Delivery around 19:30 tomorrow',
    );
  });

  it('names the weekday further in the week', () => {
    expect(formatPromisedTime('pickup', '2026-11-27T17:00:00Z', now, 'Europe/Paris')).toBe(
      'Pickup at 18:00 on Friday',
    );
  });

  it('gives the date of an order from another week', () => {
    expect(formatPromisedTime('pickup', '2026-03-14T18:30:00Z', now, 'Europe/Paris')).toBe(
      'Pickup at 19:30 on Sat, Mar 14',
    );
  });
});
