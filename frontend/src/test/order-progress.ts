import type { OrderStatus, PaymentFields } from '@/api/generated/model';

type Progress = Pick<PaymentFields, 'readyAt' | 'reason' | 'payment' | 'timeline' | 'answerBy'>;

const MINUTE = 60_000;
const later = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

/** The steps an order took to reach `status`, two minutes apart from when it was placed. */
const STEPS: Record<OrderStatus, OrderStatus[]> = {
  'order pending': ['order pending'],
  accepted: ['order pending', 'accepted'],
  preparing: ['order pending', 'accepted', 'preparing'],
  ready: ['order pending', 'accepted', 'preparing', 'ready'],
  completed: ['order pending', 'accepted', 'preparing', 'ready', 'completed'],
  rejected: ['order pending', 'rejected'],
  cancelled: ['order pending', 'accepted', 'cancelled'],
};

/**
 * What the shop answers of an order's progress in `status`: the time to answer it by while pending (10 minutes after
 * it was placed), its ready time once accepted (30 minutes after it was placed), why it was refused, its card payment (authorised, captured, released or refunded in full) and its
 * timeline, as the server would.
 */
export function orderProgress(
  status: OrderStatus,
  placedAt: string,
  total: number,
  reason = 'We ran out of basil tonight.',
): Progress {
  const accepted = !['order pending', 'rejected'].includes(status);
  const payment: Progress['payment'] =
    status === 'order pending'
      ? { status: 'authorised', captured: 0, refunded: 0 }
      : status === 'rejected'
        ? { status: 'released', captured: 0, refunded: 0 }
        : status === 'cancelled'
          ? { status: 'refunded', captured: total, refunded: total }
          : { status: 'captured', captured: total, refunded: 0 };
  return {
    answerBy: status === 'order pending' ? later(placedAt, 10) : null,
    readyAt: accepted ? later(placedAt, 30) : null,
    reason: status === 'rejected' || status === 'cancelled' ? reason : null,
    payment,
    timeline: STEPS[status].map((step, index) => ({
      status: step,
      at: later(placedAt, index * 2),
      note:
        step === 'accepted'
          ? `Ready at ${later(placedAt, 30)}`
          : step === 'rejected' || step === 'cancelled'
            ? reason
            : null,
    })),
  };
}
