import { Contract } from './contract';
import { isInstant } from './instant';

describe('isInstant', () => {
  it('takes the instants a clock shows, in any offset RFC 3339 writes', () => {
    for (const text of [
      '2026-11-24T19:30:00Z',
      '2026-11-24T19:30:00.123456Z',
      '2024-02-29T12:00:00+01:00',
      '2026-12-31T23:59:59-23:59',
      '0000-01-01T00:00:00Z',
    ]) {
      expect([text, isInstant(text)]).toEqual([text, true]);
    }
  });

  it('refuses what no clock shows: leap seconds, days a month lacks, hour 24, offsets past a day, years past 9999', () => {
    for (const text of [
      '2026-12-31T23:59:60Z',
      '2026-06-30T12:59:60-11:00',
      '2026-02-30T10:00:00Z',
      '2025-02-29T10:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:00:00+25:00',
      '2026-01-01T10:00:00+01',
      '9999-12-31T23:59:59-00:01',
      '2026-01-01T10:00:00',
      'tomorrow',
    ]) {
      expect([text, isInstant(text)]).toEqual([text, false]);
    }
  });

  it("is the contract's date-time, in bodies and in query strings", () => {
    const contract = Contract.load();
    expect(
      contract.find('patch', '/orders/{id}')!.checkJsonBody({ status: 'accepted', readyAt: '2026-12-31T23:59:60Z' }),
    ).toEqual([{ path: '/body/readyAt', message: 'must match format "date-time"' }]);
    expect(contract.checkSchema('Slot', { startsAt: '2026-02-30T10:00:00Z', available: true })).not.toEqual([]);
  });
});
