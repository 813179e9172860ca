import { instantOfWallTime, shopDayOf } from '../common/shop-clock';
import type { OpenInterval } from './open-intervals';

const MS_PER_MINUTE = 60_000;

/** How the kitchen's time is cut into slots, and how far ahead customers order. */
export interface SlotRules {
  slotMinutes: number;
  leadMinutes: number;
  daysAhead: number;
  timeZone: string;
}

/** The end of the shop's day `daysAhead` days after today: no slot starts at or after it. */
export function horizonOf(now: Date, { daysAhead, timeZone }: Pick<SlotRules, 'daysAhead' | 'timeZone'>): number {
  return instantOfWallTime(shopDayOf(now, timeZone) + daysAhead + 1, 0, timeZone);
}

/**
 * The slots customers may choose, as their start instants in order: each open interval's start and every
 * slotMinutes after it, a slot lying wholly inside its interval, from now + the lead time up to the horizon.
 */
export function slotStarts(intervals: readonly OpenInterval[], now: Date, rules: SlotRules): number[] {
  const length = rules.slotMinutes * MS_PER_MINUTE;
  const earliest = now.getTime() + rules.leadMinutes * MS_PER_MINUTE;
  const horizon = horizonOf(now, rules);
  const starts: number[] = [];
  for (const { start, end } of intervals) {
    const first = start >= earliest ? start : start + Math.ceil((earliest - start) / length) * length;
    for (let slot = first; slot + length <= end && slot < horizon; slot += length) starts.push(slot);
  }
  return starts;
}

/** What an order weighs in its slot: the kitchen's minutes, Σ prepMinutes × quantity over its lines. */
export function loadOf(lines: readonly { prepMinutes: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.prepMinutes * line.quantity, 0);
}

/** Whether a slot already holding `usedMinutes` has room for an order of `loadMinutes`. */
export const hasRoom = (usedMinutes: number, loadMinutes: number, capacityMinutes: number): boolean =>
  usedMinutes + loadMinutes <= capacityMinutes;
