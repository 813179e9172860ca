import { ConflictException } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { hasRoom } from '../ordering/slots';

type Db = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;
type Transaction = Prisma.TransactionClient;
/** What runs a claim's transactions: the shop's PrismaService. */
type Transactions = { $transaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> };

/** How long a slot and a promo code stay held for a payment in progress. */
export const HOLD_MINUTES = 10;

/** The advisory lock's first key: this ledger's own space, so that no other lock of the shop shares its numbers. */
const SLOT_LOCK_SPACE = 17_017;
const MS_PER_MINUTE = 60_000;

/** No one: claims of every customer count. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * The minutes of the kitchen already claimed in each of these slots by live claims (held, or kept for good),
 * leaving out the unpaid holds of `releasedBy`, which their next checkout gives up.
 */
export async function claimedMinutes(db: Db, slots: readonly number[], releasedBy: string = NO_ONE): Promise<Map<number, number>> {
  if (slots.length === 0) return new Map();
  const rows = await db.$queryRaw<{ slot: Date; minutes: number }[]>`
    SELECT slot_starts_at AS slot, sum(load_minutes)::int AS minutes FROM checkouts
    WHERE slot_starts_at = ANY(${slots.map((slot) => new Date(slot))}::timestamptz[])
      AND (held_until IS NULL OR (held_until > now() AND user_id <> ${releasedBy}::uuid))
    GROUP BY slot_starts_at`;
  return new Map(rows.map((row) => [row.slot.getTime(), row.minutes]));
}

/** The uses of a promo code by live claims, by everyone and by one customer, leaving out that customer's unpaid holds. */
export async function promoUses(db: Db, promoCodeId: string, userId: string): Promise<{ all: number; theirs: number }> {
  const [row] = await db.$queryRaw<{ all: number; theirs: number }[]>`
    SELECT count(*)::int AS all, (count(*) FILTER (WHERE user_id = ${userId}::uuid))::int AS theirs FROM checkouts
    WHERE promo_code_id = ${promoCodeId}::uuid AND (held_until IS NULL OR (held_until > now() AND user_id <> ${userId}::uuid))`;
  return row ?? { all: 0, theirs: 0 };
}

/** Whether a promo code's uses leave room for one more by this customer; the sentence saying why not otherwise. */
export function promoUsedUp(limits: { maxUses: number | null; maxUsesPerCustomer: number | null }, uses: { all: number; theirs: number }): string | null {
  if (limits.maxUses !== null && uses.all >= limits.maxUses) return 'This promo code has been used up.';
  if (limits.maxUsesPerCustomer !== null && uses.theirs >= limits.maxUsesPerCustomer) {
    return limits.maxUsesPerCustomer === 1 ? 'You have already used this promo code.' : `You have already used this promo code ${limits.maxUsesPerCustomer} times.`;
  }
  return null;
}

export interface Claim {
  userId: string;
  /** The slots to try, in order: one chosen slot, or the ASAP slots of the current opening interval. */
  slots: readonly number[];
  loadMinutes: number;
  capacityMinutes: number;
  promo: { id: string; maxUses: number | null; maxUsesPerCustomer: number | null } | null;
  /** The sentence when no slot has room. */
  fullRefusal: string;
}

/** A slot that filled up between the first count and its lock: the claim is tried again, without that slot's lock. */
class SlotFilledMeanwhile extends Error {}

/** How many times a claim starts again after its slot filled meanwhile, before it waits for each slot's lock in turn. */
const FRESH_STARTS = 10;

/**
 * Claims a slot and a promo code's use in a transaction of its own that `insert` writes the checkout in, under
 * PostgreSQL locks taken always in the same order (the slot's advisory lock, then the promo code's row) so that
 * two claims never deadlock and never both take the last room: the caller's other unpaid holds are released
 * first, then live claims are counted and, when there is room, `insert` writes the checkout. Refusals are 409s.
 */
export async function claimSlot<T>(prisma: Transactions, claim: Claim, insert: (tx: Transaction, slot: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction((tx) => claimIn(tx, claim, attempt > FRESH_STARTS, insert));
    } catch (error) {
      if (!(error instanceof SlotFilledMeanwhile)) throw error;
    }
  }
}

async function claimIn<T>(tx: Transaction, claim: Claim, waitInTurn: boolean, insert: (tx: Transaction, slot: number) => Promise<T>): Promise<T> {
  // A customer starting another checkout gives up the holds of the ones they did not pay (cut to the column's
  // milliseconds downwards, so that the release is not a moment after now()).
  await tx.$executeRaw`
    UPDATE checkouts SET held_until = date_trunc('milliseconds', now()) WHERE user_id = ${claim.userId}::uuid AND held_until > now()`;
  // Slots already full are passed by without their locks, and a slot found full under its lock starts the claim
  // again: a lock is held to the commit, so holding a full slot's lock while waiting for the next one would queue
  // every customer of a busy evening behind every other one.
  const seen = await claimedMinutes(tx, claim.slots);
  let slot: number | undefined;
  for (const candidate of claim.slots) {
    if (!hasRoom(seen.get(candidate) ?? 0, claim.loadMinutes, claim.capacityMinutes)) continue;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SLOT_LOCK_SPACE}::int, ${Math.floor(candidate / MS_PER_MINUTE)}::int)`;
    const used = (await claimedMinutes(tx, [candidate])).get(candidate) ?? 0;
    if (hasRoom(used, claim.loadMinutes, claim.capacityMinutes)) {
      slot = candidate;
      break;
    }
    if (!waitInTurn && candidate !== claim.slots.at(-1)) throw new SlotFilledMeanwhile();
  }
  if (slot === undefined) throw new ConflictException(claim.fullRefusal);
  if (claim.promo) {
    await tx.$queryRaw`SELECT id FROM promo_codes WHERE id = ${claim.promo.id}::uuid FOR UPDATE`;
    const usedUp = promoUsedUp(claim.promo, await promoUses(tx, claim.promo.id, claim.userId));
    if (usedUp) throw new ConflictException(usedUp);
  }
  return insert(tx, slot);
}
