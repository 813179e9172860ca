import { shopStatus, type OpeningRules } from '../ordering/open-intervals';

const MS_PER_MINUTE = 60_000;

/** What decides when the kitchen must answer a new order. */
export interface AnswerRules {
  opening: OpeningRules;
  acceptWithinMinutes: number;
  leadMinutes: number;
  daysAhead: number;
}

/**
 * By when the kitchen must accept or reject an order placed at `placedAt` for `promisedAt`: its time to accept,
 * counted from when it can answer (at once while the shop is open, else when it opens), or later, when the order's
 * preparation must start (the promised time less the lead time), so that an order paid at night for the evening
 * waits for the kitchen instead of being rejected before anyone is there.
 */
export function answerDeadline(rules: AnswerRules, placedAt: Date, promisedAt: Date | null): Date {
  const status = shopStatus(rules.opening, placedAt, rules.daysAhead);
  const canAnswerFrom = status.open ? placedAt.getTime() : (status.opensAt?.getTime() ?? placedAt.getTime());
  const byAccepting = canAnswerFrom + rules.acceptWithinMinutes * MS_PER_MINUTE;
  const prepStarts = promisedAt ? promisedAt.getTime() - rules.leadMinutes * MS_PER_MINUTE : byAccepting;
  return new Date(Math.max(byAccepting, prepStarts));
}

/**
 * When the owners and managers are warned of an order still waiting for the kitchen: `warnAfterMinutes` into its
 * time to accept, that is as long before its deadline as the time to accept has left then.
 */
export function warningTime(rules: { acceptWithinMinutes: number; warnAfterMinutes: number }, answerBy: Date): Date {
  return new Date(answerBy.getTime() - (rules.acceptWithinMinutes - rules.warnAfterMinutes) * MS_PER_MINUTE);
}
