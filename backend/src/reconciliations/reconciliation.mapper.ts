import { fromMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { ReconciliationRun } from '../generated/prisma/client';
import type { PaymentDifference } from './payment-differences';

type Schemas = components['schemas'];

/** How many of a check's differences are kept and answered (the contract's `differences`' maxItems). */
export const LISTED_DIFFERENCES = 200;

export function toReconciliationDto(run: ReconciliationRun, currency: string): Schemas['Reconciliation'] {
  const differences = run.differences as unknown as PaymentDifference[];
  return {
    _id: run.id,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    from: run.windowFrom.toISOString(),
    to: run.windowTo.toISOString(),
    ...(run.byName ? { by: run.byName } : {}),
    compared: { payments: run.payments, refunds: run.refunds, orders: run.orders },
    differenceCount: run.differenceCount,
    differences: differences.map((difference) => ({
      kind: difference.kind,
      transactionId: difference.transactionId,
      ...(difference.order ? { order: { _id: difference.order.id, number: difference.order.number } } : {}),
      ...(difference.stripeStatus ? { stripeStatus: difference.stripeStatus } : {}),
      stripe: fromMinor(difference.stripeCents, currency),
      shop: fromMinor(difference.shopCents, currency),
    })),
  };
}
