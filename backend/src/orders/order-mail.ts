import { Inject, Injectable } from '@nestjs/common';
import { pageInLanguage, spokenLanguage } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Prisma } from '../generated/prisma/client';
import { type OrderEmailKind, renderOrderEmail } from '../mail/order-emails';
import { OutboxService } from '../mail/outbox.service';
import type { LineChoice } from '../pricing/selection';
import { billCentsOf, type OrderWithDetails } from './order.mapper';

export type { OrderEmailKind };

/** The customer's e-mail about their order, written into the outbox in the transaction that changes the order. */
@Injectable()
export class OrderMail {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Enqueues the `kind` e-mail of the order as it is now; `refundedBefore` (to the card) and `giftCardRefundedBefore`
   * are what had been refunded before this change, so that a cancellation tells what it gave back. One e-mail of each kind per order, whoever asks twice.
   */
  async enqueue(
    tx: Prisma.TransactionClient,
    order: Omit<OrderWithDetails, 'events'>,
    kind: OrderEmailKind,
    {
      refundedBefore = 0,
      giftCardRefundedBefore = 0,
      customerName,
    }: { refundedBefore?: number; giftCardRefundedBefore?: number; customerName?: string | null } = {},
  ): Promise<void> {
    // A caller that has just read the customer says their name; otherwise it is read here.
    const customer =
      customerName !== undefined
        ? { name: customerName }
        : order.userId
          ? await tx.user.findUnique({ where: { id: order.userId }, select: { name: true } })
          : null;
    const language = spokenLanguage(order.language, this.config.SHOP_LOCALE);
    const email = renderOrderEmail({
      kind,
      language,
      orderNumber: order.number,
      customerName: order.customerName || (customer?.name ?? null),
      phone: order.phone,
      allergyNote: order.allergyNote,
      answerBy: order.status === 'pending' ? order.answerBy : null,
      shopName: this.config.SHOP_NAME,
      orderUrl: pageInLanguage(this.config.SHOP_URL, '/order', language, this.config.SHOP_LOCALE),
      timeZone: this.config.SHOP_TIME_ZONE,
      locale: this.config.SHOP_LOCALE,
      fulfilment: order.fulfilment,
      address:
        (order.address as { line1: string; line2?: string | null; city: string; postcode: string } | null) ?? null,
      promisedAt: order.promisedAt,
      readyAt: order.readyAt,
      lines: order.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        priceCents: line.priceCents,
        choices: (line.choices as unknown as LineChoice[]).map((choice) => ({
          name: choice.name,
          quantity: choice.quantity,
        })),
        allergens: line.allergens,
        mayContain: line.mayContain,
      })),
      bill: { ...billCentsOf(order), serviceFeeName: order.serviceFeeName, currency: order.currency },
      reason: order.reason,
      refundCents: kind === 'cancelled' ? order.refundedCents - refundedBefore : null,
      giftCardRefundCents: order.giftCardRefundedCents - giftCardRefundedBefore,
    });
    await this.outbox.enqueue(tx, { key: `order:${order.id}:${kind}`, to: order.email, ...email });
  }
}
