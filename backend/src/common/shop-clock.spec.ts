import { clockTimeOf, minuteOfDay, minutesOfClockTime, startOfNextDay } from './shop-clock';

describe("the shop's clock", () => {
  it('reads the time of day in the shop’s time zone, not the server’s', () => {
    const instant = new Date('2026-07-01T05:30:00Z');
    expect(minuteOfDay(instant, 'UTC')).toBe(5 * 60 + 30);
    expect(minuteOfDay(instant, 'Europe/Paris')).toBe(7 * 60 + 30);
    expect(minuteOfDay(instant, 'America/New_York')).toBe(60 + 30);
    expect(minuteOfDay(new Date('2026-07-01T23:59:59Z'), 'UTC')).toBe(1439);
    expect(minuteOfDay(new Date('2026-07-01T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('starts the next day at the shop’s midnight, one second before it and just after it', () => {
    expect(startOfNextDay(new Date('2026-07-01T21:59:59Z'), 'Europe/Paris')).toEqual(new Date('2026-07-01T22:00:00Z'));
    expect(startOfNextDay(new Date('2026-07-01T22:00:00Z'), 'Europe/Paris')).toEqual(new Date('2026-07-02T22:00:00Z'));
    expect(startOfNextDay(new Date('2026-07-01T12:00:00Z'), 'UTC')).toEqual(new Date('2026-07-02T00:00:00Z'));
    expect(startOfNextDay(new Date('2026-07-01T12:00:00Z'), 'Pacific/Kiritimati')).toEqual(
      new Date('2026-07-02T10:00:00Z'),
    );
    expect(startOfNextDay(new Date('2026-07-01T12:00:00Z'), 'Pacific/Pago_Pago')).toEqual(
      new Date('2026-07-02T11:00:00Z'),
    );
  });

  it('counts a day that daylight saving time shortens or lengthens', () => {
    // Paris goes to summer time on 29 March 2026 and back on 25 October 2026: those days have 23 and 25 hours.
    expect(startOfNextDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Paris')).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(startOfNextDay(new Date('2026-03-28T12:00:00Z'), 'Europe/Paris')).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(startOfNextDay(new Date('2026-10-25T12:00:00Z'), 'Europe/Paris')).toEqual(new Date('2026-10-25T23:00:00Z'));
    expect(startOfNextDay(new Date('2026-10-24T12:00:00Z'), 'Europe/Paris')).toEqual(new Date('2026-10-24T22:00:00Z'));
  });

  it('starts a day whose midnight daylight saving time skips at its first wall time', () => {
    // São Paulo went from 23:59:59 to 01:00 on 4 November 2018.
    expect(startOfNextDay(new Date('2018-11-03T15:00:00Z'), 'America/Sao_Paulo')).toEqual(
      new Date('2018-11-04T03:00:00Z'),
    );
    expect(minuteOfDay(new Date('2018-11-04T03:00:00Z'), 'America/Sao_Paulo')).toBe(60);
  });

  it('turns times of day into minutes and back', () => {
    expect(minutesOfClockTime('00:00')).toBe(0);
    expect(minutesOfClockTime('07:30')).toBe(450);
    expect(minutesOfClockTime('23:59')).toBe(1439);
    expect(() => minutesOfClockTime('24:00')).toThrow(RangeError);
    expect(clockTimeOf(0)).toBe('00:00');
    expect(clockTimeOf(450)).toBe('07:30');
    expect(clockTimeOf(1439)).toBe('23:59');
  });
});
