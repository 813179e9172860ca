import { type Said, said, timeOf } from '../common/i18n/said';
import { ConflictException, UnprocessableEntityException } from '@nestjs/common';
import type { ShopSettings } from '../generated/prisma/client';
import { intervalAt, openIntervals } from '../ordering/open-intervals';
import { openingRulesOf, slotRulesOf } from '../ordering/settings-rules';
import { horizonOf, slotStarts } from '../ordering/slots';

/** The slots an order may take, in the order to try them, and what to say when none has room. */
export interface SlotPlan {
  asap: boolean;
  candidates: number[];
  fullRefusal: Said;
}

export const CLOSED_FOR_NOW = said("We're closed now: choose a later time.");
export const CLOSING_TOO_SOON = said('We close too soon to make your order: choose a later time.');
export const FULL_UNTIL_CLOSING = said('The kitchen is full until we close: choose a later time.');
export const NOT_A_SLOT = said('Choose one of the times offered.');

/**
 * A cart that needs more of the kitchen's time than a slot has fits no slot, however empty the kitchen: the words
 * for that, or none. Said before anything about opening hours or full slots, which would send the customer to
 * choose a later time in vain.
 */
export function tooBigForASlot(loadMinutes: number, capacityMinutes: number): Said | undefined {
  if (loadMinutes <= capacityMinutes) return undefined;
  return said(
    "Your order needs {loadMinutes} minutes of the kitchen's time, and the kitchen cooks at most {capacityMinutes} for one time: remove some dishes, or split it into two orders.",
    { loadMinutes, capacityMinutes },
  );
}

export const slotFilledUp = (slot: number, timeZone: string) =>
  said('The {time} slot has just filled up: choose another time.', { time: timeOf(slot, timeZone) });

/** Every slot customers may choose now, and the ASAP ones among them: those of the opening interval the shop is in. */
export function offeredSlots(
  settings: ShopSettings,
  now: Date,
  timeZone: string,
): { all: number[]; asap: number[] | null } {
  const horizon = horizonOf(now, slotRulesOf(settings, timeZone));
  const intervals = openIntervals(openingRulesOf(settings, timeZone), now.getTime(), horizon);
  const all = slotStarts(intervals, now, slotRulesOf(settings, timeZone));
  const current = intervalAt(intervals, now.getTime());
  return { all, asap: current ? all.filter((slot) => slot >= current.start && slot < current.end) : null };
}

/** The slots to try for an order: the one chosen (`422` unless offered), or ASAP (`409` while closed). */
export function planSlots(settings: ShopSettings, now: Date, timeZone: string, chosen: string | undefined): SlotPlan {
  const offered = offeredSlots(settings, now, timeZone);
  if (chosen !== undefined) {
    const slot = Date.parse(chosen);
    if (!offered.all.includes(slot)) throw new UnprocessableEntityException(NOT_A_SLOT);
    return { asap: false, candidates: [slot], fullRefusal: slotFilledUp(slot, timeZone) };
  }
  if (!offered.asap) throw new ConflictException(CLOSED_FOR_NOW);
  if (offered.asap.length === 0) throw new ConflictException(CLOSING_TOO_SOON);
  return { asap: true, candidates: offered.asap, fullRefusal: FULL_UNTIL_CLOSING };
}
