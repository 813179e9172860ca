import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { OrderEvent } from '@/api/generated/model';

/**
 * What the kitchen must notice: a new order, one left waiting too long (`overdue`, the loudest), or one turned away
 * without it (cancelled, or rejected by the timer).
 */
export type KitchenAlertKind = 'created' | 'overdue' | 'cancelled' | 'rejected';

export interface KitchenAlert {
  kind: KitchenAlertKind;
  orderId: string;
  /** The event's id: the same event heard twice raises one alert. */
  eventId: string;
}

/**
 * The alert an event raises, if any. `ownMoves` are the `orderId:status` changes this screen asked for: the
 * kitchen needs no alert for what it did itself.
 */
export function alertOf(
  event: OrderEvent,
  ownMoves: ReadonlySet<string>,
): KitchenAlert | undefined {
  const alert = (kind: KitchenAlertKind) => ({ kind, orderId: event.orderId, eventId: event.id });
  if (event.kind === 'created') return alert('created');
  if (event.kind === 'overdue') return alert('overdue');
  if (event.kind !== 'status') return undefined;
  if (event.status !== 'cancelled' && event.status !== 'rejected') return undefined;
  if (ownMoves.has(moveKey(event.orderId, event.status))) return undefined;
  return alert(event.status);
}

export const moveKey = (orderId: string, status: string) => `${orderId}:${status}`;

/** The alerts with one more, unless it was raised already. */
export const withAlert = (alerts: KitchenAlert[], alert: KitchenAlert | undefined) =>
  !alert || alerts.some((shown) => shown.eventId === alert.eventId) ? alerts : [...alerts, alert];

/** What an alert of each kind says, for how many orders: "2 new orders". */
const HEADLINES: Record<KitchenAlertKind, (count: number) => MessageDescriptor> = {
  created: (count) => msg`${plural(count, { one: 'New order', other: '# new orders' })}`,
  overdue: (count) =>
    msg`${plural(count, {
      one: 'Still waiting: accept or reject it before it is rejected on its own',
      other: '# orders still waiting: answer them before they are rejected on their own',
    })}`,
  cancelled: (count) =>
    msg`${plural(count, { one: 'Order cancelled', other: '# orders cancelled' })}`,
  rejected: (count) =>
    msg`${plural(count, {
      one: 'Order rejected: not accepted in time',
      other: '# orders rejected: not accepted in time',
    })}`,
};

/** The alerts of one kind together, most urgent kind first: "2 new orders". */
export function alertGroups(alerts: KitchenAlert[]) {
  return (['overdue', 'cancelled', 'rejected', 'created'] as const)
    .map((kind) => {
      const orderIds = alerts.filter((alert) => alert.kind === kind).map((alert) => alert.orderId);
      return { kind, orderIds, headline: HEADLINES[kind](orderIds.length) };
    })
    .filter((group) => group.orderIds.length > 0);
}
