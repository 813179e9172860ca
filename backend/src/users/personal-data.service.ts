import { ConflictException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { type Actor, AuditTrail } from '../audit-entries/audit-trail';
import type { AuthUser } from '../auth/access';
import { toUserDto } from '../auth/account-record';
import { FirebaseService } from '../auth/firebase.service';
import { BookingsService } from '../bookings/bookings.service';
import { said } from '../common/i18n/said';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { serializable } from '../database/serializable';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma, type User } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import { UNFINISHED_STATUSES } from '../orders/order-status';
import { OrdersService } from '../orders/orders.service';
import { fromMinor } from '../common/money';
import { SavedCardsService } from '../saved-cards/saved-cards.service';
import { userWhoMayStopBeingOwner } from './last-owner';

type Schemas = components['schemas'];

/**
 * What an erased customer's orders keep for the restaurant's tax records: their amounts and dishes. The address
 * stands in for the customer's in the record's own field, which must hold one; it names nobody.
 */
const ERASED_EMAIL = 'erased@erased.invalid';

/** What an order keeps of its customer once its personal data is removed. */
const WITHOUT_THE_CUSTOMER = {
  customerName: '',
  email: ERASED_EMAIL,
  phone: null,
  address: Prisma.DbNull,
  allergyNote: null,
} as const;

/** The customer's data, theirs: everything the shop holds about them to take away (GDPR art. 15, 20), and erasure (art. 17). */
@Injectable()
export class PersonalDataService {
  private readonly logger = new Logger(PersonalDataService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly bookings: BookingsService,
    private readonly firebase: FirebaseService,
    private readonly savedCards: SavedCardsService,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    jobs: JobsService,
  ) {
    jobs.recur({ name: 'forget-old-orders-customers', cron: '41 3 * * *', run: () => this.forgetOldCustomers() });
  }

  /**
   * With PERSONAL_DATA_RETENTION_YEARS set: the finished orders placed longer ago than that keep their amounts and
   * dishes only, as an erased customer's do. Answers how many orders it changed.
   */
  async forgetOldCustomers(now = new Date()): Promise<number> {
    const years = this.config.PERSONAL_DATA_RETENTION_YEARS;
    if (years === undefined) return 0;
    const before = new Date(now);
    before.setUTCFullYear(before.getUTCFullYear() - years);
    const { count } = await this.prisma.order.updateMany({
      where: {
        createdAt: { lt: before },
        status: { notIn: UNFINISHED_STATUSES },
        email: { not: ERASED_EMAIL },
      },
      data: { ...WITHOUT_THE_CUSTOMER, userId: null },
    });
    if (count > 0) this.logger.log({ count, years }, 'old orders kept without their customer’s personal data');
    return count;
  }

  async exportMyData(caller: AuthUser): Promise<Schemas['PersonalData']> {
    const user = await this.prisma.user.findUnique({ where: { id: caller.id } });
    if (!user) throw new UnauthorizedException(said('Your account no longer exists.'));
    const [orders, bookings, cards, giftCards, emails] = await Promise.all([
      this.orders.listPayments(caller),
      this.bookings.mine(caller),
      this.savedCards.list(caller),
      this.prisma.giftCard.findMany({
        where: { buyerId: user.id, issuedAt: { not: null } },
        orderBy: [{ issuedAt: 'desc' }, { id: 'asc' }],
      }),
      this.prisma.outboxEmail.findMany({
        where: { toAddress: { equals: user.email, mode: 'insensitive' } },
        orderBy: { id: 'desc' },
        select: { toAddress: true, subject: true, text: true, createdAt: true, sentAt: true },
      }),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: toUserDto(user),
      orders,
      bookings,
      cards,
      giftCardsBought: giftCards.map((card) => ({
        amount: fromMinor(card.initialCents, card.currency),
        recipientEmail: card.recipientEmail!,
        ...(card.recipientName ? { recipientName: card.recipientName } : {}),
        ...(card.senderName ? { senderName: card.senderName } : {}),
        ...(card.message ? { message: card.message } : {}),
        sentAt: card.issuedAt!.toISOString(),
      })),
      emails: emails.map((email) => ({
        to: email.toAddress,
        subject: email.subject,
        text: email.text,
        writtenAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      })),
    };
  }

  async eraseMyAccount(caller: AuthUser): Promise<Schemas['Message']> {
    await this.erase(caller.id, () => new UnauthorizedException(said('Your account no longer exists.')));
    return { message: 'Your account and your personal data are erased.' };
  }

  /**
   * Erases a user in one transaction, on their own request or on staff's: their orders keep amounts and dishes only,
   * everything else that names them goes; then their sign-in account. The shop forgets the account first, so that a
   * sign-in that fails to be deleted cannot bring them back (it is refused as a removed account). Answers who it was.
   */
  async erase(userId: string, missing: () => Error, by?: Actor): Promise<User> {
    const user = await serializable(this.prisma, async (tx) => {
      const found = await userWhoMayStopBeingOwner(tx, userId, 'removed', missing);
      // While the kitchen has an order of theirs, they may need to be reached about it: the erasure waits.
      const cooking = await tx.order.findFirst({
        where: { userId: found.id, status: { in: UNFINISHED_STATUSES } },
        orderBy: { createdAt: 'asc' },
        select: { number: true },
      });
      if (cooking) {
        throw new ConflictException(
          said(
            'Order #{number} is still with the kitchen: the account can be erased once it is done, so that the customer can be reached about it.',
            { number: cooking.number },
          ),
        );
      }
      const addresses = { equals: found.email, mode: 'insensitive' } as const;
      await tx.order.updateMany({
        where: { userId: found.id },
        data: WITHOUT_THE_CUSTOMER,
      });
      await tx.booking.deleteMany({
        where: { OR: [{ userId: found.id }, ...(found.emailVerified ? [{ email: addresses }] : [])] },
      });
      await tx.outboxEmail.deleteMany({ where: { toAddress: addresses } });
      await tx.staffInvitation.deleteMany({ where: { email: addresses } });
      // A card they bought stays the recipient's to spend; the name it was sent under goes with them.
      await tx.giftCard.updateMany({ where: { buyerId: found.id }, data: { senderName: null, buyerId: null } });
      await tx.user.delete({ where: { id: found.id } });
      await tx.removedAccount.upsert({
        where: { firebaseUid: found.firebaseUid },
        create: { firebaseUid: found.firebaseUid },
        update: {},
      });
      // The trail keeps that staff removed an account, and whose role it had, not who it was.
      if (by) {
        await this.audit.record(tx, by, {
          action: 'user.removed',
          subject: { type: 'user', id: found.id, name: 'An erased account' },
          before: { role: found.role },
        });
      }
      return found;
    });
    await this.firebase.deleteAccount(user.firebaseUid).catch((error: unknown) => {
      // The shop has forgotten them and refuses the account; nobody tries its deletion again, so it is said.
      this.logger.error({ err: error }, 'an erased user’s sign-in account could not be deleted');
    });
    if (user.stripeCustomerId) await this.savedCards.forget(user.stripeCustomerId);
    return user;
  }
}
