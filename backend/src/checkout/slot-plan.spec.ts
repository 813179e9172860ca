import type { ShopSettings } from '../generated/prisma/client';
import { CLOSED_FOR_NOW, CLOSING_TOO_SOON, NOT_A_SLOT, planSlots, slotFilledUp } from './slot-plan';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const shop = (opens: string, closes: string) =>
  ({
    slotMinutes: 15,
    leadMinutes: 20,
    daysAhead: 1,
    weeklyHours: WEEK.map((day) => ({ day, opens, closes })),
    specialDays: [],
  }) as unknown as ShopSettings;
const iso = (slot: number) => new Date(slot).toISOString();

describe('the slots an order may take', () => {
  it('are, as soon as possible, those of the opening interval the shop is in, after the lead time', () => {
    const plan = planSlots(shop('11:30', '14:30'), new Date('2026-07-01T12:00:00Z'), 'UTC', undefined);
    expect(plan.asap).toBe(true);
    // 12:20 is the earliest with the lead time; slots start at 11:30 and every 15 minutes, the last at 14:15.
    expect(plan.candidates.map(iso)).toEqual(
      ['12:30', '12:45', '13:00', '13:15', '13:30', '13:45', '14:00', '14:15'].map(
        (time) => `2026-07-01T${time}:00.000Z`,
      ),
    );
  });

  it('refuse an order for now while closed or closing too soon, and a time that is not a slot', () => {
    expect(() => planSlots(shop('11:30', '14:30'), new Date('2026-07-01T15:00:00Z'), 'UTC', undefined)).toThrow(
      CLOSED_FOR_NOW.message,
    );
    expect(() => planSlots(shop('11:30', '14:30'), new Date('2026-07-01T14:20:00Z'), 'UTC', undefined)).toThrow(
      CLOSING_TOO_SOON.message,
    );
    expect(() =>
      planSlots(shop('11:30', '14:30'), new Date('2026-07-01T15:00:00Z'), 'UTC', '2026-07-02T11:35:00Z'),
    ).toThrow(NOT_A_SLOT.message);
  });

  it('take a chosen slot alone, named in the shop’s time when it fills up', () => {
    const plan = planSlots(shop('11:30', '14:30'), new Date('2026-07-01T15:00:00Z'), 'UTC', '2026-07-02T11:45:00.000Z');
    expect(plan).toMatchObject({ asap: false, candidates: [Date.parse('2026-07-02T11:45:00Z')] });
    expect(slotFilledUp(Date.parse('2026-07-02T17:30:00Z'), 'Europe/Paris')).toEqual(
      'The 19:30 slot has just filled up: choose another time.',
    );
  });
});
