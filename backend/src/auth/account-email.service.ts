import { pageInLanguage, type ShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { Inject, Injectable } from '@nestjs/common';
import { cleanName } from '../common/text/person-name';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { OutboxService } from '../mail/outbox.service';
import type { AuthUser } from './access';
import { NAME_MAX_LENGTH } from './account-record';
import { type AccountEmailKind, renderAccountEmail, type StaffInvitationFacts } from './account-emails';
import type { Prisma } from '../generated/prisma/client';
import { type FirebaseAccount, FirebaseService } from './firebase.service';

/** The minute an e-mail is asked for in, as its outbox key names it: asking again within it sends nothing more. */
const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

/**
 * The e-mails about a customer's account, with links that Firebase makes and the shop mails through its outbox:
 * the proof of an address, and a new password. One of each kind per account and minute, however often it is asked.
 */
@Injectable()
export class AccountEmailService {
  constructor(
    private readonly firebase: FirebaseService,
    private readonly prisma: PrismaService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails the caller's account, at its address as Firebase holds it now, the link that verifies it; nothing once verified. */
  async sendVerificationEmail(caller: AuthUser, asked: ShopLanguage | undefined): Promise<void> {
    const { firebaseUid } = await this.prisma.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { firebaseUid: true },
    });
    const account = await this.firebase.account(firebaseUid);
    if (!account?.email || account.emailVerified || account.disabled) return;
    const language = this.languageOf(asked);
    const link = await this.firebase.emailVerificationLink(account.email, this.page('/', language));
    await this.enqueue('verify-email', account, account.email, link, language);
  }

  /** Mails the account that uses the address a link to choose a new password; nothing when no account uses it. */
  async sendPasswordResetEmail(email: string, asked: ShopLanguage | undefined): Promise<void> {
    const address = email.toLowerCase();
    const language = this.languageOf(asked);
    // Both questions are asked whatever the address, so that the answer takes as long when nobody uses it.
    const [account, link] = await Promise.all([
      this.firebase.accountByEmail(address),
      this.firebase.passwordResetLink(address, this.page('/login', language)),
    ]);
    if (!account?.email || account.disabled || !link) return;
    await this.enqueue('password-reset', account, account.email, link, language);
  }

  /**
   * Writes an invitation to the staff into the outbox, in the transaction that records it: the link (the shop's own)
   * joins the team in the role given. `key` names the invitation, so that it is sent once.
   */
  async enqueueStaffInvitation(
    tx: Prisma.TransactionClient,
    invitation: { key: string; to: string; link: string; inviter: string; role: StaffInvitationFacts['role'] },
    asked: ShopLanguage | undefined,
  ): Promise<void> {
    const email = renderAccountEmail({
      kind: 'staff-invitation',
      name: null,
      shopName: this.config.SHOP_NAME,
      link: invitation.link,
      language: this.languageOf(asked),
      invitation: { inviter: invitation.inviter, role: invitation.role },
    });
    await this.outbox.enqueue(tx, { key: invitation.key, to: invitation.to, ...email });
  }

  /** A page of the shop, in the language asked for (else the shop's own): where an e-mail's link leads. */
  pageFor(pathname: string, asked: ShopLanguage | undefined): string {
    return this.page(pathname, this.languageOf(asked));
  }

  /** The language the customer asked in, if the shop speaks it, else the shop's own. */
  private languageOf(asked: ShopLanguage | undefined): ShopLanguage {
    return asked ?? shopLanguageOf(this.config.SHOP_LOCALE);
  }

  /** A page of the shop in a language, where the link leads back to. */
  private page(pathname: string, language: ShopLanguage): string {
    return pageInLanguage(this.config.SHOP_URL, pathname, language, this.config.SHOP_LOCALE);
  }

  private async enqueue(
    kind: AccountEmailKind,
    account: FirebaseAccount,
    to: string,
    link: string,
    language: ShopLanguage,
  ): Promise<void> {
    const email = renderAccountEmail({
      kind,
      name: cleanName(account.displayName, NAME_MAX_LENGTH) || null,
      shopName: this.config.SHOP_NAME,
      link,
      language,
    });
    const key = `account:${account.uid}:${kind}:${minuteOf(new Date())}`;
    await this.prisma.$transaction((tx) => this.outbox.enqueue(tx, { key, to, ...email }));
  }
}
