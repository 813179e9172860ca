import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';

type Db = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;

/** Why a gift card cannot pay what a checkout held of it, as `spend_gift_card` answers. */
export type GiftCardRefusal = 'gift card spent' | 'gift card voided';

/**
 * A gift card's ledger as the checkout and the kitchen move it: read before a bill is priced, spent by an order's
 * recording, refunded by its rejection or refund, each in the caller's transaction.
 */
@Injectable()
export class GiftCardLedger {
  /**
   * Spends what the checkout held of its gift card for the order being recorded, in the recording's transaction and
   * under the card's row lock (`spend_gift_card`): its ledger entry commits with the order, or neither does. Answers
   * why not when the card was voided meanwhile, or its hold lapsed and others spent the card.
   */
  async spend(db: Db, checkoutId: string, orderId: string): Promise<GiftCardRefusal | null> {
    const [outcome] = await db.$queryRaw<{ refusal: GiftCardRefusal | null }[]>`
      SELECT refusal FROM spend_gift_card(${checkoutId}::uuid, ${orderId}::uuid)`;
    return outcome?.refusal ?? null;
  }

  /** Puts `cents` of an order back onto the gift card that paid it, in the transaction that refunds the order. */
  async refund(
    db: Db,
    refund: { giftCardId: string; orderId: string; cents: number; note?: string | null },
  ): Promise<void> {
    if (refund.cents <= 0) return;
    await db.$executeRaw`
      INSERT INTO gift_card_entries (id, gift_card_id, kind, cents, order_id, note)
      VALUES (gen_random_uuid(), ${refund.giftCardId}::uuid, 'refunded', ${refund.cents}::int, ${refund.orderId}::uuid,
              ${refund.note ?? null})`;
  }

  /**
   * What a gift card can pay now for `userId`: its ledger, less what other customers' payments in progress hold of
   * it (the caller's own unpaid holds are given up by their next checkout), in one snapshot.
   */
  async available(db: Db, giftCardId: string, userId: string | null): Promise<number> {
    const [row] = await db.$queryRaw<{ available: number }[]>`
      SELECT ((SELECT coalesce(sum(e.cents), 0) FROM gift_card_entries e WHERE e.gift_card_id = ${giftCardId}::uuid)
        - (SELECT coalesce(sum(c.gift_card_cents), 0) FROM checkouts c
           WHERE c.gift_card_id = ${giftCardId}::uuid AND c.held_until > now() AND c.settled_at IS NULL
             AND c.user_id IS DISTINCT FROM ${userId}::uuid))::int AS available`;
    return row?.available ?? 0;
  }
}
