import { said } from '../common/i18n/said';
import type { ShopLanguage } from '../common/i18n/languages';
import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { AuthUser } from '../auth/access';
import { type AuditRecord, AuditTrail } from '../audit-entries/audit-trail';
import { ShopMoney } from '../common/money';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { newGiftCardCode, printedGiftCardCode, storedGiftCardCode } from './gift-card-code';
import { GiftCardLedger } from './gift-card-ledger';
import { GiftCardMail } from './gift-card-mail';
import { toGiftCardDetailsDto, toGiftCardDto } from './gift-card.mapper';

type Schemas = components['schemas'];

const NOT_FOUND = 'No gift card with this id.';
const UNKNOWN_CODE = 'No gift card has this code. Check it on the e-mail or the card.';
const LISTED = 200;
const WITH_BUYER = { buyer: { select: { email: true } } } as const;

/**
 * What a gift card holding `available` pays of a bill of `totalCents`: all of it, or all it holds; but a card is
 * never left to pay less than the shop charges a card at least (`minimumCharge`), so the gift card then pays that
 * much less.
 */
export function giftCardShare(totalCents: number, available: number, minimumCharge: number): number {
  const share = Math.min(available, totalCents);
  const due = totalCents - share;
  return due > 0 && due < minimumCharge ? Math.max(0, totalCents - minimumCharge) : share;
}

/** What a gift card pays of a bill: its id, and the minor units it pays. */
export interface GiftCardPart {
  id: string;
  cents: number;
}

/**
 * Gift cards as staff keep them (issued, topped up, voided: each an entry of the card's ledger, under the card's
 * row lock), as anyone holding a code sees them (the balance), and as a checkout uses them (what a card pays).
 */
@Injectable()
export class GiftCardsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly money: ShopMoney,
    private readonly mail: GiftCardMail,
    private readonly ledger: GiftCardLedger,
    private readonly audit: AuditTrail,
  ) {}

  async list(q?: string): Promise<Schemas['GiftCard'][]> {
    const search = q?.trim();
    const code = search ? storedGiftCardCode(search) : '';
    const cards = await this.prisma.giftCard.findMany({
      where: {
        issuedAt: { not: null },
        ...(search
          ? {
              OR: [
                ...(code ? [{ code: { contains: code } }] : []),
                { recipientEmail: { contains: search.toLowerCase() } },
                { buyer: { email: { contains: search.toLowerCase() } } },
              ],
            }
          : {}),
      },
      include: WITH_BUYER,
      orderBy: [{ issuedAt: 'desc' }, { id: 'asc' }],
      take: LISTED,
    });
    const sums = await this.prisma.giftCardEntry.groupBy({
      by: ['giftCardId'],
      where: { giftCardId: { in: cards.map((card) => card.id) } },
      _sum: { cents: true },
    });
    const balances = new Map(sums.map((sum) => [sum.giftCardId, sum._sum.cents ?? 0]));
    return cards.map((card) => toGiftCardDto(card, balances.get(card.id) ?? 0));
  }

  async get(id: string): Promise<Schemas['GiftCardDetails']> {
    const card = await this.prisma.giftCard.findFirst({
      where: { id, issuedAt: { not: null } },
      include: { ...WITH_BUYER, entries: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
    });
    if (!card) throw new NotFoundException(NOT_FOUND);
    const orderIds = card.entries.flatMap((entry) => (entry.orderId ? [entry.orderId] : []));
    const orders = await this.prisma.order.findMany({
      where: { id: { in: orderIds } },
      select: { id: true, number: true },
    });
    return toGiftCardDetailsDto(card, new Map(orders.map((order) => [order.id, order.number])));
  }

  /** Staff issue a card, spendable at once; with a recipient's address, it is e-mailed to them. */
  async issue(
    staff: AuthUser,
    input: Schemas['GiftCardIssue'],
    language: ShopLanguage,
  ): Promise<Schemas['GiftCardDetails']> {
    const cents = this.money.toMinor(input.amount);
    if (cents > this.money.maximumAmount)
      throw new UnprocessableEntityException(
        said('A gift card holds at most {most}.', { most: this.money.format(this.money.maximumAmount) }),
      );
    const card = await this.prisma.$transaction(async (tx) => {
      const created = await tx.giftCard.create({
        data: {
          code: newGiftCardCode(),
          currency: this.money.stripeCurrency,
          initialCents: cents,
          recipientEmail: input.recipientEmail?.toLowerCase() ?? null,
          recipientName: input.recipientName?.trim() || null,
          message: input.message?.trim() || null,
          language,
          issuedBy: staff.email,
          issuedAt: new Date(),
          entries: { create: { kind: 'issued', cents, staff: staff.email } },
        },
      });
      await this.mail.enqueue(tx, created);
      await this.audit.record(tx, staff, {
        action: 'gift-card.issued',
        subject: giftCardSubject(created),
        // Not the recipient's address: an erasure takes it away, and the trail is never changed.
        after: { amount: this.money.fromMinor(cents), emailed: created.recipientEmail !== null },
      });
      return created;
    });
    return this.get(card.id);
  }

  async topUp(staff: AuthUser, id: string, input: Schemas['GiftCardTopUp']): Promise<Schemas['GiftCardDetails']> {
    const cents = this.money.toMinor(input.amount);
    await this.prisma.$transaction(async (tx) => {
      const card = await this.lock(tx, id);
      if (card.voidedAt) throw new ConflictException('This gift card is voided: it cannot be topped up.');
      const balance = await this.ledgerSum(tx, id);
      if (balance + cents > this.money.maximumAmount)
        throw new UnprocessableEntityException(
          said('A gift card holds at most {most}.', { most: this.money.format(this.money.maximumAmount) }),
        );
      await tx.giftCardEntry.create({
        data: { giftCardId: id, kind: 'topped_up', cents, staff: staff.email, note: input.note?.trim() || null },
      });
      await this.audit.record(tx, staff, {
        action: 'gift-card.topped-up',
        subject: giftCardSubject(card),
        before: { balance: this.money.fromMinor(balance) },
        after: { balance: this.money.fromMinor(balance + cents) },
      });
    });
    return this.get(id);
  }

  /**
   * The card pays nothing more: its balance leaves by one entry, and a payment in progress with it is refused when
   * it is recorded (`spend_gift_card` finds the card voided).
   */
  async void(staff: AuthUser, id: string, input: Schemas['GiftCardVoid']): Promise<Schemas['GiftCardDetails']> {
    await this.prisma.$transaction(async (tx) => {
      const card = await this.lock(tx, id);
      if (card.voidedAt) return;
      const balance = await this.ledgerSum(tx, id);
      await tx.giftCardEntry.create({
        data: { giftCardId: id, kind: 'voided', cents: -balance, staff: staff.email, note: input.reason.trim() },
      });
      await tx.giftCard.update({ where: { id }, data: { voidedAt: new Date() } });
      await this.audit.record(tx, staff, {
        action: 'gift-card.voided',
        subject: giftCardSubject(card),
        before: { balance: this.money.fromMinor(balance) },
        after: { balance: 0, reason: input.reason.trim() },
      });
    });
    return this.get(id);
  }

  /** What a card can pay now, for anyone holding its code. */
  async balance(typed: string): Promise<Schemas['GiftCardBalance']> {
    const card = await this.findByCode(typed);
    const available = card.voidedAt ? 0 : await this.ledger.available(this.prisma, card.id, null);
    return {
      code: printedGiftCardCode(card.code),
      balance: this.money.fromMinor(Math.max(0, available)),
      currency: card.currency,
      voided: card.voidedAt !== null,
    };
  }

  /**
   * What the card with this code pays of a bill of `totalCents` for the caller (`giftCardShare`). The
   * checkout claims it under the card's lock; this reading only prices the bill. An unknown or voided code, or a
   * card with nothing left, is `422`.
   */
  async partOf(typed: string, totalCents: number, caller: Pick<AuthUser, 'id'>): Promise<GiftCardPart> {
    const card = await this.findByCode(typed, 422);
    if (card.voidedAt) throw new UnprocessableEntityException('This gift card is voided: it pays nothing more.');
    if (card.currency !== this.money.stripeCurrency)
      throw new UnprocessableEntityException('This gift card is in another currency than the shop’s.');
    const available = await this.ledger.available(this.prisma, card.id, caller.id);
    if (available <= 0) throw new UnprocessableEntityException('This gift card has nothing left on it.');
    const cents = giftCardShare(totalCents, available, this.money.minimumCharge);
    // A bill of about the least the shop charges, which the gift card cannot pay in full, leaves it nothing to pay.
    if (cents === 0)
      throw new UnprocessableEntityException('This gift card cannot pay part of a bill this small: pay it by card.');
    return { id: card.id, cents };
  }

  /** The issued card with this code; unknown is `404` where a card is looked up, `422` where a bill names it. */
  private async findByCode(typed: string, unknownIs: 404 | 422 = 404) {
    const card = await this.prisma.giftCard.findUnique({ where: { code: storedGiftCardCode(typed) } });
    if (!card?.issuedAt)
      throw unknownIs === 404 ? new NotFoundException(UNKNOWN_CODE) : new UnprocessableEntityException(UNKNOWN_CODE);
    return card;
  }

  /** Reads the card and holds its row until the transaction ends, as every spending of it does. */
  private async lock(tx: Prisma.TransactionClient, id: string) {
    await tx.$queryRaw`SELECT id FROM gift_cards WHERE id = ${id}::uuid FOR UPDATE`;
    const card = await tx.giftCard.findFirst({ where: { id, issuedAt: { not: null } } });
    if (!card) throw new NotFoundException(NOT_FOUND);
    return card;
  }

  private async ledgerSum(tx: Prisma.TransactionClient, id: string): Promise<number> {
    const sum = await tx.giftCardEntry.aggregate({ where: { giftCardId: id }, _sum: { cents: true } });
    return sum._sum.cents ?? 0;
  }
}

/** A card as the audit trail names it: by the last characters of its code, never the code that spends it. */
function giftCardSubject(card: { id: string; code: string }): AuditRecord['subject'] {
  return { type: 'gift-card', id: card.id, name: `…${card.code.slice(-4)}` };
}
