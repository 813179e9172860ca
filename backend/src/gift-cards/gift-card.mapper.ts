import { fromMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { GiftCard, GiftCardEntry } from '../generated/prisma/client';
import { printedGiftCardCode } from './gift-card-code';

type Schemas = components['schemas'];

/** A gift card as staff list it: its balance is the sum of its ledger. */
export function toGiftCardDto(
  card: GiftCard & { buyer?: { email: string } | null },
  balanceCents: number,
): Schemas['GiftCard'] {
  const amount = (minor: number) => fromMinor(minor, card.currency);
  return {
    _id: card.id,
    code: printedGiftCardCode(card.code),
    initial: amount(card.initialCents),
    balance: amount(balanceCents),
    currency: card.currency,
    voided: card.voidedAt !== null,
    issuedAt: (card.issuedAt ?? card.createdAt).toISOString(),
    source: card.paymentIntentId ? 'bought' : 'issued',
    ...(card.recipientEmail ? { recipientEmail: card.recipientEmail } : {}),
    ...(card.recipientName ? { recipientName: card.recipientName } : {}),
    ...(card.buyer ? { buyerEmail: card.buyer.email } : {}),
    ...(card.issuedBy ? { issuedBy: card.issuedBy } : {}),
  };
}

/** A gift card with its ledger, oldest entry first; `orderNumbers` names the orders its entries are about. */
export function toGiftCardDetailsDto(
  card: GiftCard & { buyer?: { email: string } | null; entries: GiftCardEntry[] },
  orderNumbers: ReadonlyMap<string, number>,
): Schemas['GiftCardDetails'] {
  const balance = card.entries.reduce((sum, entry) => sum + entry.cents, 0);
  return {
    ...toGiftCardDto(card, balance),
    ...(card.message ? { message: card.message } : {}),
    entries: card.entries.map((entry) => {
      const orderNumber = entry.orderId ? orderNumbers.get(entry.orderId) : undefined;
      return {
        _id: entry.id,
        kind: entry.kind,
        amount: fromMinor(Math.abs(entry.cents), card.currency),
        ...(orderNumber !== undefined ? { orderNumber } : {}),
        ...(entry.staff ? { staff: entry.staff } : {}),
        ...(entry.note ? { note: entry.note } : {}),
        createdAt: entry.createdAt.toISOString(),
      };
    }),
  };
}
