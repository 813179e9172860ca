import { earliestReady, endOfService, extraColumns, paceAt, pauseColumns } from './kitchen-pace';

const at = (time: string) => new Date(`2026-11-30T${time}:00.000Z`);
const calm = { pausedUntil: null, pauseUntilResumed: false, extraMinutes: 0, extraUntil: null, autoAccept: false };
const MINUTE = 60_000;

describe('the kitchen pace', () => {
  it('pauses for the minutes asked, or until resumed at the end of the service, and "off" resumes', () => {
    const now = at('19:40');
    const ends = at('22:00');
    expect(pauseColumns('15-minutes', now, ends)).toEqual({ pausedUntil: at('19:55'), pauseUntilResumed: false });
    expect(pauseColumns('60-minutes', now, ends)).toEqual({ pausedUntil: at('20:40'), pauseUntilResumed: false });
    expect(pauseColumns('until-resumed', now, ends)).toEqual({ pausedUntil: ends, pauseUntilResumed: true });
    expect(pauseColumns('off', now, ends)).toEqual({ pausedUntil: null, pauseUntilResumed: false });
    expect(extraColumns(20, ends)).toEqual({ extraMinutes: 20, extraUntil: ends });
    expect(extraColumns(0, ends)).toEqual({ extraMinutes: 0, extraUntil: null });
  });

  it('forgets a pause and added minutes once their time has passed, whatever the row still holds', () => {
    const row = { ...calm, pausedUntil: at('20:00'), extraMinutes: 20, extraUntil: at('22:00'), autoAccept: true };
    expect(paceAt(row, at('19:59'))).toEqual({
      pause: { until: at('20:00'), untilResumed: false },
      extraMinutes: 20,
      extraUntil: at('22:00'),
      autoAccept: true,
    });
    expect(paceAt(row, at('20:00'))).toMatchObject({ pause: null, extraMinutes: 20 });
    expect(paceAt(row, at('22:00'))).toEqual({ pause: null, extraMinutes: 0, extraUntil: null, autoAccept: true });
  });

  it('ends the service with the opening interval the shop is in, and at the latest with its day', () => {
    const evening = { start: at('18:00').getTime(), end: at('22:30').getTime() };
    expect(endOfService([evening], at('19:00'), 'UTC')).toEqual(at('22:30'));
    const allWeek = { start: at('00:00').getTime(), end: at('00:00').getTime() + 7 * 24 * 60 * MINUTE };
    expect(endOfService([allWeek], at('19:00'), 'UTC')).toEqual(new Date('2026-12-01T00:00:00.000Z'));
    // Closed now: nothing to end but the day.
    expect(endOfService([evening], at('23:00'), 'UTC')).toEqual(new Date('2026-12-01T00:00:00.000Z'));
    // In Paris, the day ends at 23:00 UTC.
    expect(endOfService([allWeek], at('19:00'), 'Europe/Paris')).toEqual(at('23:00'));
  });

  it('promises the earliest time from now, or from when a pause ends, with the lead time and the added minutes', () => {
    const now = at('19:00');
    expect(earliestReady(20, paceAt(calm, now), now)).toBe(at('19:20').getTime());
    const busy = paceAt({ ...calm, extraMinutes: 30, extraUntil: at('22:00') }, now);
    expect(earliestReady(20, busy, now)).toBe(at('19:50').getTime());
    const paused = paceAt({ ...calm, pausedUntil: at('19:30'), extraMinutes: 10, extraUntil: at('22:00') }, now);
    expect(earliestReady(20, paused, now)).toBe(at('20:00').getTime());
  });
});
