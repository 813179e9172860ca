import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PgNotificationsService } from '../database/pg-notifications.service';
import { PrismaService } from '../database/prisma.service';
import { JobsService } from '../jobs/jobs.service';
import { type OutboxAttachment, OUTBOX_CHANNEL } from './outbox.service';

/** A permanent refusal (5xx) is tried this many times in all, then given up. */
const PERMANENT_ATTEMPTS = 5;
/** A transient failure (4xx, no answer) is tried this many times in all, waiting longer each time, then given up. */
const TRANSIENT_ATTEMPTS = 20;
const MAX_BACKOFF_SECONDS = 3600;
/** The longest a send may take: SMTP's own time limits are shorter, so the claiming transaction outlives them. */
const SEND_TIMEOUT_MS = 60_000;

interface ClaimedEmail {
  id: bigint;
  key: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
  attempts: number;
}

/** What the SMTP client says of a failure; `responseCode` is the server's answer when there was one. */
interface SmtpFailure {
  message?: string;
  responseCode?: number;
}

/**
 * Sends the outbox, one e-mail at a time, on every instance of the shop. Each e-mail is claimed with its row locked
 * (FOR UPDATE SKIP LOCKED), sent while the lock holds and marked sent in the same transaction: two instances never
 * send one e-mail, and an instance that dies before the commit leaves it to be sent again. In the one window that
 * remains (the server took the message, the commit did not happen) the copy sent again carries the same Message-ID,
 * by which a mail system recognises it.
 *
 * Woken by the `outbox` notification (at the commit of every enqueue, on every instance), at start-up, when a retry
 * falls due, and by a sweep every minute (a background job, when jobs run).
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport?: ReturnType<typeof createTransport>;
  private readonly messageIdHost: string;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    notifications: PgNotificationsService,
    jobs: JobsService,
  ) {
    this.messageIdHost = new URL(config.SHOP_URL).hostname || 'shop.localhost';
    if (!config.SMTP_URL) return;
    this.transport = createTransport(
      { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from: config.MAIL_FROM },
    );
    // An undefined payload follows a reconnect, when notifications may have been missed: a look finds them.
    notifications.listen(OUTBOX_CHANNEL, () => void this.drain());
    jobs.recur({ name: 'send-outbox', cron: '* * * * *', run: () => this.drain() });
  }

  onApplicationBootstrap(): void {
    if (!this.transport) {
      this.logger.warn('SMTP_URL is not set: e-mail is kept in the outbox, unsent, until it is.');
      return;
    }
    void this.drain();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.running;
    this.transport?.close();
  }

  /**
   * Sends every e-mail that is due, one at a time, until none is; answers how many were sent. A call while a run
   * is under way joins it, and makes it look once more before it ends.
   */
  drain(): Promise<number> {
    if (!this.transport || this.stopped) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<number> {
    let sent = 0;
    try {
      // A call heard while the retry is being scheduled looks once more too: that query may predate its commit.
      do {
        this.again = false;
        for (;;) {
          if (this.stopped) return sent;
          const outcome = await this.sendOne();
          if (outcome === 'none') break;
          if (outcome === 'sent') sent += 1;
        }
        await this.scheduleRetry();
      } while (this.again);
    } catch (error) {
      // The database went away for a moment: the next notification, retry or sweep starts again.
      this.logger.warn(`sending the outbox: ${(error as Error).message}`);
    }
    return sent;
  }

  /** Claims the oldest e-mail due that no other instance holds, sends it, and records the outcome. */
  private sendOne(): Promise<'sent' | 'failed' | 'none'> {
    return this.prisma.$transaction(
      async (tx) => {
        const [email] = await tx.$queryRaw<ClaimedEmail[]>`
          SELECT id, key, to_address, subject, html, text, attachments, attempts FROM outbox_emails
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`;
        if (!email) return 'none';
        try {
          await this.transport!.sendMail({
            to: email.to_address,
            subject: email.subject,
            html: email.html,
            text: email.text,
            attachments: email.attachments,
            messageId: this.messageId(email),
          });
        } catch (error) {
          await this.recordFailure(tx, email, error as SmtpFailure);
          return 'failed';
        }
        await tx.$executeRaw`UPDATE outbox_emails SET sent_at = now(), attempts = attempts + 1 WHERE id = ${email.id}`;
        return 'sent';
      },
      { timeout: SEND_TIMEOUT_MS },
    );
  }

  private async recordFailure(
    tx: Parameters<Parameters<PrismaService['$transaction']>[0]>[0],
    email: ClaimedEmail,
    failure: SmtpFailure,
  ): Promise<void> {
    const attempts = email.attempts + 1;
    const permanent = failure.responseCode !== undefined && failure.responseCode >= 500 && failure.responseCode < 600;
    const givenUp = attempts >= (permanent ? PERMANENT_ATTEMPTS : TRANSIENT_ATTEMPTS);
    const waitSeconds = Math.min(this.config.MAIL_RETRY_SECONDS * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
    const reason = (failure.message ?? 'the SMTP server failed').slice(0, 1000);
    await tx.$executeRaw`
      UPDATE outbox_emails
      SET attempts = ${attempts}, last_error = ${reason},
          next_attempt_at = now() + make_interval(secs => ${waitSeconds}),
          failed_at = CASE WHEN ${givenUp} THEN now() END
      WHERE id = ${email.id}`;
    const about = { email: email.key, attempts, error: reason };
    if (givenUp) this.logger.error(about, 'e-mail given up: the server would not take it');
    else this.logger.warn({ ...about, retryInSeconds: waitSeconds }, 'e-mail not sent; it will be tried again');
  }

  /** Wakes this instance when the next retry falls due, so that retries need no sweep; the sweep remains the backstop. */
  private async scheduleRetry(): Promise<void> {
    const [next] = await this.prisma.$queryRaw<{ due_in_ms: number | null }[]>`
      SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS due_in_ms FROM outbox_emails
      WHERE sent_at IS NULL AND failed_at IS NULL`;
    clearTimeout(this.retryTimer);
    if (next?.due_in_ms === null || next?.due_in_ms === undefined || this.stopped) return;
    // One still due is held by another instance (or by a transaction that is ending): look again in a moment.
    const delay = Math.min(Math.max(next.due_in_ms, 2000), 60_000);
    this.retryTimer = setTimeout(() => void this.drain(), delay);
    this.retryTimer.unref();
  }

  /** The same for every copy of one e-mail, so that a copy sent again is recognised as the same message. */
  private messageId(email: ClaimedEmail): string {
    const hash = createHash('sha256').update(email.key).digest('hex').slice(0, 16);
    return `<outbox-${email.id}.${hash}@${this.messageIdHost}>`;
  }
}
