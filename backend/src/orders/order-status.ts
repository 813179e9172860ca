import type { OrderStatus } from '../generated/prisma/client';

/** Where an order may go from each status: one step forward, or cancelled until it is completed. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The statuses an order may move to from this one, the next step first; none once it is completed or cancelled. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Why an order cannot move, in the kitchen's words; undefined when it can. */
export function refusalOf(from: OrderStatus, to: OrderStatus): string | undefined {
  if (canMove(from, to)) return undefined;
  const allowed = NEXT[from];
  const hint = allowed.length > 0 ? `; it can become ${allowed.join(' or ')}` : '';
  return `An order that is ${from} cannot become ${to}${hint}.`;
}
