import { startOfNextDay } from '../common/shop-clock';
import type { ShopSettings } from '../generated/prisma/client';
import { intervalAt, type OpenInterval } from './open-intervals';

const MS_PER_MINUTE = 60_000;

/** How a pause was asked for: the contract's `KitchenPaceChange.pause`. */
export type PauseAsked = 'off' | '15-minutes' | '30-minutes' | '60-minutes' | 'until-resumed';

const PAUSE_MINUTES: Record<Exclude<PauseAsked, 'off' | 'until-resumed'>, number> = {
  '15-minutes': 15,
  '30-minutes': 30,
  '60-minutes': 60,
};

/** The kitchen's pace at an instant: what the settings row says, less what has lapsed. */
export interface KitchenPace {
  pause: { until: Date; untilResumed: boolean } | null;
  extraMinutes: number;
  extraUntil: Date | null;
  autoAccept: boolean;
}

type PaceColumns = Pick<
  ShopSettings,
  'pausedUntil' | 'pauseUntilResumed' | 'extraMinutes' | 'extraUntil' | 'autoAccept'
>;

/** The pace as of `now`: a pause or added minutes whose time has passed are gone, whatever the row still holds. */
export function paceAt(settings: PaceColumns, now: Date): KitchenPace {
  const paused = settings.pausedUntil !== null && settings.pausedUntil > now;
  const busy = settings.extraMinutes > 0 && settings.extraUntil !== null && settings.extraUntil > now;
  return {
    pause: paused ? { until: settings.pausedUntil!, untilResumed: settings.pauseUntilResumed } : null,
    extraMinutes: busy ? settings.extraMinutes : 0,
    extraUntil: busy ? settings.extraUntil : null,
    autoAccept: settings.autoAccept,
  };
}

/**
 * When the day's service ends, for what the kitchen turns on "until further notice": the end of the opening
 * interval the shop is in, and at the latest the end of its day, so that nothing of tonight's rush outlasts the night.
 */
export function endOfService(intervals: readonly OpenInterval[], now: Date, timeZone: string): Date {
  const endOfDay = startOfNextDay(now, timeZone).getTime();
  const current = intervalAt(intervals, now.getTime());
  return new Date(Math.min(current?.end ?? endOfDay, endOfDay));
}

/** The settings row's columns for a pause asked for at `now`; `serviceEnds` bounds one until resumed. */
export function pauseColumns(
  asked: PauseAsked,
  now: Date,
  serviceEnds: Date,
): Pick<ShopSettings, 'pausedUntil' | 'pauseUntilResumed'> {
  if (asked === 'off') return { pausedUntil: null, pauseUntilResumed: false };
  if (asked === 'until-resumed') return { pausedUntil: serviceEnds, pauseUntilResumed: true };
  return { pausedUntil: new Date(now.getTime() + PAUSE_MINUTES[asked] * MS_PER_MINUTE), pauseUntilResumed: false };
}

/** The settings row's columns for minutes added to promised times from `now` until the service ends. */
export function extraColumns(minutes: number, serviceEnds: Date): Pick<ShopSettings, 'extraMinutes' | 'extraUntil'> {
  return minutes === 0 ? { extraMinutes: 0, extraUntil: null } : { extraMinutes: minutes, extraUntil: serviceEnds };
}

/**
 * The earliest instant a new order can be ready: the lead time (and the busy kitchen's added minutes) from now, or
 * from when a pause ends.
 */
export function earliestReady(leadMinutes: number, pace: KitchenPace, now: Date): number {
  const from = pace.pause ? Math.max(now.getTime(), pace.pause.until.getTime()) : now.getTime();
  return from + (leadMinutes + pace.extraMinutes) * MS_PER_MINUTE;
}
