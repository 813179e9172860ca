import { listOf, type Said, said } from '../common/i18n/said';
import type { OrderStatus } from '../generated/prisma/client';

/**
 * Where an order may go from each status, the next step first: the kitchen accepts or rejects a pending order;
 * an accepted one moves forward one step at a time and can be cancelled until it is completed.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'rejected'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/**
 * Moves that clients written before the kitchen accepted orders still make, and what they mean: `preparing`
 * accepts and starts at once; `cancelled` releases the authorisation as a rejection does. Never offered.
 */
const FORMER: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['preparing', 'cancelled'],
};

/** The statuses of an order the kitchen still has: waiting for its answer, accepted, cooking or ready. */
export const UNFINISHED_STATUSES = (Object.keys(NEXT) as OrderStatus[]).filter((status) => NEXT[status].length > 0);

/** The statuses an order may move to from this one, the next step first; none once it is finished. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to) || (FORMER[from]?.includes(to) ?? false);
}

/** Why an order cannot move, in the kitchen's words; undefined when it can. */
export function refusalOf(from: OrderStatus, to: OrderStatus): Said | undefined {
  if (canMove(from, to)) return undefined;
  const allowed = NEXT[from];
  const [statusFrom, statusTo] = [statusInWords(from), statusInWords(to)];
  return allowed.length > 0
    ? said('An order that is {from} cannot become {to}; it can become {allowed}.', {
        from: statusFrom,
        to: statusTo,
        allowed: listOf(allowed.map(statusInWords), 'or'),
      })
    : said('An order that is {from} cannot become {to}.', { from: statusFrom, to: statusTo });
}

/** An order's status as a word of a sentence. */
const statusInWords = (status: OrderStatus): Said =>
  said(
    '{status, select, pending {pending} accepted {accepted} preparing {preparing} ready {ready} completed {completed} rejected {rejected} other {cancelled}}',
    { status },
  );
