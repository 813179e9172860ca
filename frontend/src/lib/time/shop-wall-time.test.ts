import { describe, expect, it } from 'vitest';
import { formatShopTime, isoOfShopWallTime, shopWallTimeOf } from './shop-wall-time';

describe('date-times in the shop’s time zone', () => {
  it('reads a date-time typed in Paris as the instant it names, summer and winter', () => {
    expect(isoOfShopWallTime('2026-12-01T00:00', 'Europe/Paris')).toBe('2026-11-30T23:00:00.000Z');
    expect(isoOfShopWallTime('2026-07-14T21:30', 'Europe/Paris')).toBe('2026-07-14T19:30:00.000Z');
    expect(isoOfShopWallTime('2026-12-01T09:00', 'America/New_York')).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(isoOfShopWallTime('', 'Europe/Paris')).toBeUndefined();
  });

  it('shows an instant as the shop’s clock read it', () => {
    expect(shopWallTimeOf('2026-11-30T23:00:00.000Z', 'Europe/Paris')).toBe('2026-12-01T00:00');
    expect(formatShopTime('2026-11-30T23:00:00.000Z', 'Europe/Paris')).toBe('Dec 1, 2026, 00:00');
  });
});
