import { type Said, said, timeOf } from '../common/i18n/said';
import { ConflictException, UnprocessableEntityException } from '@nestjs/common';
import type { ShopSettings } from '../generated/prisma/client';
import { earliestReady, type KitchenPace, paceAt } from '../ordering/kitchen-pace';
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
const FULL_UNTIL_CLOSING = said('The kitchen is full until we close: choose a later time.');
export const NOT_A_SLOT = said('Choose one of the times offered.');

/** What a customer reads while the kitchen has paused orders for now. */
function pausedForNow(pause: NonNullable<KitchenPace['pause']>, timeZone: string): Said {
  return pause.untilResumed
    ? said('The kitchen is too busy to take orders for now: choose a later time.')
    : said('The kitchen takes no orders for now until {time}: choose a later time.', {
        time: timeOf(pause.until, timeZone),
      });
}

/** Why there is no ASAP slot: paused or closed now, no slot before closing time, or none of them with room. */
export function asapUnavailableReason(offered: OfferedSlots, timeZone: string): Said {
  if (offered.pause) return pausedForNow(offered.pause, timeZone);
  if (!offered.asap) return CLOSED_FOR_NOW;
  return offered.asap.length === 0 ? CLOSING_TOO_SOON : FULL_UNTIL_CLOSING;
}

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

/** Every slot customers may choose now, the ASAP ones among them, and the kitchen's pause if it has paused. */
export interface OfferedSlots {
  all: number[];
  /** The slots of the opening interval the shop is in; null while it is closed or the kitchen has paused. */
  asap: number[] | null;
  pause: KitchenPace['pause'];
}

/**
 * The slots customers may choose now: from the lead time (with the busy kitchen's added minutes) up to the days
 * ahead, none before a pause of the kitchen ends plus that time, and none for now while it lasts.
 */
export function offeredSlots(settings: ShopSettings, now: Date, timeZone: string): OfferedSlots {
  const rules = slotRulesOf(settings, timeZone);
  const horizon = horizonOf(now, rules);
  const intervals = openIntervals(openingRulesOf(settings, timeZone), now.getTime(), horizon);
  const pace = paceAt(settings, now);
  const earliest = earliestReady(settings.leadMinutes, pace, now);
  const all = slotStarts(intervals, now, rules).filter((slot) => slot >= earliest);
  const current = intervalAt(intervals, now.getTime());
  const asap = current && !pace.pause ? all.filter((slot) => slot >= current.start && slot < current.end) : null;
  return { all, asap, pause: pace.pause };
}

/** The slots to try for an order: the one chosen (`422` unless offered), or ASAP (`409` while closed). */
export function planSlots(settings: ShopSettings, now: Date, timeZone: string, chosen: string | undefined): SlotPlan {
  const offered = offeredSlots(settings, now, timeZone);
  if (chosen !== undefined) {
    const slot = Date.parse(chosen);
    if (!offered.all.includes(slot)) throw new UnprocessableEntityException(NOT_A_SLOT);
    return { asap: false, candidates: [slot], fullRefusal: slotFilledUp(slot, timeZone) };
  }
  if (!offered.asap || offered.asap.length === 0) throw new ConflictException(asapUnavailableReason(offered, timeZone));
  return { asap: true, candidates: offered.asap, fullRefusal: FULL_UNTIL_CLOSING };
}
