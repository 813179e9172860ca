import { type Said, said } from '../common/i18n/said';
import { ConflictException } from '@nestjs/common';
import type { ShopMoney } from '../common/money';
import { Prisma } from '../generated/prisma/client';

type Db = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;

/** How long a slot and a promo code stay held for a payment in progress. */
export const HOLD_MINUTES = 10;

/** The advisory lock's first key: this ledger's own space, so that no other lock of the shop shares its numbers. */
export const SLOT_LOCK_SPACE = 17_017;

/**
 * Slot starts as a raw statement's parameter: their milliseconds since the epoch, which PostgreSQL turns into a
 * timestamptz[] in their order. Given as `Date`s, each was checked, formatted and copied by Prisma and its driver one
 * by one (a quarter of the CPU of `GET /checkout/slots`); formatted as ISO strings here, each still cost a `Date`
 * and its formatting, about half a millisecond per checkout for a long opening interval's ASAP slots.
 */
const instants = (slots: readonly number[]) =>
  Prisma.sql`ARRAY(SELECT to_timestamp(s.ms / 1000.0) FROM unnest(${slots}::float8[]) WITH ORDINALITY AS s(ms, n) ORDER BY s.n)`;

/** No one: claims of every customer count. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * The minutes of the kitchen already claimed in each of these slots by live claims (held, or kept for good),
 * leaving out the unpaid holds of `releasedBy`, which their next checkout gives up.
 */
export async function claimedMinutes(
  db: Db,
  slots: readonly number[],
  releasedBy: string = NO_ONE,
): Promise<Map<number, number>> {
  if (slots.length === 0) return new Map();
  const rows = await db.$queryRaw<{ slot: Date; minutes: number }[]>`
    SELECT slot_starts_at AS slot, sum(load_minutes)::int AS minutes FROM checkouts
    WHERE slot_starts_at = ANY(${instants(slots)})
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
export function promoUsedUp(
  limits: { maxUses: number | null; maxUsesPerCustomer: number | null },
  uses: { all: number; theirs: number },
): Said | null {
  if (limits.maxUses !== null && uses.all >= limits.maxUses) return said('This promo code has been used up.');
  if (limits.maxUsesPerCustomer !== null && uses.theirs >= limits.maxUsesPerCustomer) {
    return said(
      '{times, plural, one {You have already used this promo code.} other {You have already used this promo code # times.}}',
      { times: limits.maxUsesPerCustomer },
    );
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
  /** The gift card that pays part of the bill, and how much of it. */
  giftCard: { id: string; cents: number } | null;
  /** The sentence when no slot has room. */
  fullRefusal: Said;
}

/** The checkout a claim writes when it gets its slot; its bill's `promisedAt` is the slot's start. */
export interface ClaimedCheckout {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  lines: unknown;
  fulfilment: string;
  address: unknown;
  heldUntil: Date;
  bill: unknown;
  phone: string | null;
  /** What the customer asked the kitchen to mind for an allergy; the order keeps it. */
  allergyNote: string | null;
  /** The language the customer pays in: the order's e-mails are written in it. */
  language: string;
}

interface ClaimOutcome {
  slot: Date | null;
  refusal: 'slot full' | 'promo code used up' | 'gift card spent' | 'gift card voided' | null;
  promo_uses: number | null;
  promo_uses_theirs: number | null;
  gift_card_left: number | null;
  replaced: string[] | null;
}

/** What a claim took: its slot's start, and the payments of the customer's earlier checkouts it replaced. */
export interface ClaimedSlot {
  slot: number;
  replacedPayments: string[];
}

/**
 * Claims a slot, a promo code's use and a gift card's part and writes the checkout, in one call to PostgreSQL's
 * `claim_checkout_slot` (prisma/migrations/…_gift_cards) under locks taken always in the same order (the slot's
 * advisory lock, then the promo code's row, then the gift card's), so that two claims never deadlock and never both
 * take the last room, the last use or the last of a balance: the caller's other unpaid holds are released first,
 * the slots already full are passed by without their locks, and the first with room is counted again under its
 * lock. One call, so that a lock is never held over a round trip to the shop: a busy evening's checkouts would queue
 * behind each other's. Refusals are 409s and undo everything, the release of the holds included; answers the slot's
 * start.
 */
export async function claimSlot(
  db: Db,
  claim: Claim,
  checkout: ClaimedCheckout,
  money: Pick<ShopMoney, 'format'>,
): Promise<ClaimedSlot> {
  const promo = claim.promo;
  const [outcome] = await db.$queryRaw<ClaimOutcome[]>`
    SELECT slot, refusal, promo_uses, promo_uses_theirs, gift_card_left, replaced FROM claim_checkout_slot(
      ${claim.userId}::uuid, ${instants(claim.slots)}, ${claim.capacityMinutes}::int, ${SLOT_LOCK_SPACE}::int,
      ${promo?.id ?? null}::uuid, ${promo?.maxUses ?? null}::int, ${promo?.maxUsesPerCustomer ?? null}::int,
      ${checkout.paymentIntentId}, ${checkout.amountCents}::int, ${checkout.currency}, ${JSON.stringify(checkout.lines)}::jsonb,
      ${checkout.fulfilment}, ${checkout.address === null ? null : JSON.stringify(checkout.address)}::jsonb, ${claim.loadMinutes}::int,
      ${checkout.heldUntil}::timestamptz, ${JSON.stringify(checkout.bill)}::jsonb, ${checkout.phone}::varchar,
      ${checkout.language}::varchar, ${checkout.allergyNote}::varchar, ${claim.giftCard?.id ?? null}::uuid,
      ${claim.giftCard?.cents ?? 0}::int)`;
  if (outcome?.refusal === 'promo code used up' && promo) {
    throw new ConflictException(
      promoUsedUp(promo, { all: outcome.promo_uses ?? 0, theirs: outcome.promo_uses_theirs ?? 0 }),
    );
  }
  if (outcome?.refusal === 'gift card voided')
    throw new ConflictException('This gift card was voided meanwhile: it pays nothing more. Pay without it.');
  if (outcome?.refusal === 'gift card spent') {
    throw new ConflictException(
      said('The gift card was used meanwhile: it now holds {left}. Check the bill and pay again.', {
        left: money.format(Math.max(0, outcome.gift_card_left ?? 0)),
      }),
    );
  }
  if (!outcome?.slot) throw new ConflictException(claim.fullRefusal);
  return { slot: outcome.slot.getTime(), replacedPayments: outcome.replaced ?? [] };
}
