import type { Prisma } from '../generated/prisma/client';
import { SLOT_LOCK_SPACE } from './slot-ledger';

type Db = Pick<Prisma.TransactionClient, '$queryRaw'>;

/** Why a checkout whose hold lapsed cannot keep its claims, as `keep_checkout_claims` answers it. */
export type LostClaim = 'replaced' | 'slot full' | 'promo code used up';

/**
 * Keeps the claims of a checkout whose order is being recorded, in the recording's transaction: a checkout still
 * held keeps them; one whose hold lapsed takes its slot and promo code's use again if they are still to be had
 * (`keep_checkout_claims`, under the claim's locks); one replaced by a newer checkout never does. Answers why not.
 */
export async function keepClaims(db: Db, checkoutId: string): Promise<LostClaim | null> {
  const [outcome] = await db.$queryRaw<{ refusal: LostClaim | null }[]>`
    SELECT refusal FROM keep_checkout_claims(${checkoutId}::uuid, ${SLOT_LOCK_SPACE}::int)`;
  return outcome?.refusal ?? null;
}
