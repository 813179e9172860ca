import { Inject, Injectable } from '@nestjs/common';
import { pageInLanguage, shopLanguageOf } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { JobsService } from '../jobs/jobs.service';
import { renderWaitingOrderEmail } from '../mail/kitchen-emails';
import { OutboxService } from '../mail/outbox.service';
import { recordOrderEvents } from './order-events';

/** The roles warned by e-mail of an order the kitchen leaves waiting. */
const WARNED_ROLES = ['owner', 'manager'] as const;
/** Orders warned of in one run; the next run, a minute later, takes the rest. */
const BATCH = 100;

/**
 * Warns of new orders the kitchen has left waiting past `warnAfterMinutes`, before they are rejected on their own:
 * the kitchen screens hear an `overdue` event (and alert louder), and every owner and manager is e-mailed. Each order
 * once, across every instance, its warning and its e-mails in one transaction.
 */
@Injectable()
export class WaitingOrders {
  constructor(
    private readonly prisma: PrismaService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    jobs: JobsService,
  ) {
    jobs.recur({ name: 'warn-of-waiting-orders', cron: '* * * * *', run: () => this.warn() });
  }

  async warn(): Promise<{ warned: number }> {
    return this.prisma.$transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string; number: number; answerBy: Date }[]>`
        UPDATE orders SET warned_at = now()
        WHERE id IN (
          SELECT id FROM orders
          WHERE status = 'pending' AND warned_at IS NULL AND warn_at <= now()
          ORDER BY warn_at LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, number, answer_by AS "answerBy"`;
      if (due.length === 0) return { warned: 0 };
      const managers = await tx.user.findMany({
        where: { role: { in: [...WARNED_ROLES] } },
        select: { id: true, email: true, name: true },
      });
      const language = shopLanguageOf(this.config.SHOP_LOCALE);
      const kitchenUrl = pageInLanguage(this.config.SHOP_URL, '/dashboard/kitchen', language, this.config.SHOP_LOCALE);
      for (const order of due) {
        for (const manager of managers) {
          const email = renderWaitingOrderEmail({
            orderNumber: order.number,
            answerBy: order.answerBy,
            name: manager.name,
            shopName: this.config.SHOP_NAME,
            kitchenUrl,
            timeZone: this.config.SHOP_TIME_ZONE,
            language,
          });
          await this.outbox.enqueue(tx, {
            key: `order:${order.id}:waiting:${manager.id}`,
            to: manager.email,
            ...email,
          });
        }
      }
      // Staff streams only: the customer's page has nothing to show of it.
      await recordOrderEvents(
        tx,
        due.map((order) => ({ orderId: order.id, userId: null, kind: 'overdue', status: 'pending' })),
      );
      return { warned: due.length };
    });
  }
}
