import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { pageInLanguage, spokenLanguage } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Booking, Prisma } from '../generated/prisma/client';
import { OutboxService } from '../mail/outbox.service';
import { bookingCalendar } from './booking-calendar';
import { type BookingEmailKind, renderBookingEmail } from './booking-emails';

/** The guest's e-mails about a booking, written into the outbox in the transaction that changes the booking. */
@Injectable()
export class BookingMail {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The token in a booking's links: whoever holds the e-mail may confirm, change or cancel that booking. It is
   * derived from the booking and the shop's secret, so that every e-mail of a booking carries a working link and
   * none is stored.
   */
  tokenOf(bookingId: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`booking:${bookingId}`).digest('base64url');
  }

  /** The page of the booking's links: it confirms a booking still to confirm, and changes or cancels it. */
  manageUrlOf(bookingId: string, language = spokenLanguage('', this.config.SHOP_LOCALE)): string {
    const query = new URLSearchParams({ booking: bookingId, token: this.tokenOf(bookingId) });
    return `${pageInLanguage(this.config.SHOP_URL, '/booking/manage', language, this.config.SHOP_LOCALE)}?${query.toString()}`;
  }

  async enqueue(tx: Prisma.TransactionClient, booking: Booking, kind: BookingEmailKind): Promise<void> {
    if (!booking.email) return;
    const language = spokenLanguage(booking.language, this.config.SHOP_LOCALE);
    const manageUrl = this.manageUrlOf(booking.id, language);
    const email = renderBookingEmail({
      kind,
      language,
      reference: booking.reference,
      guestName: booking.name,
      partySize: booking.partySize,
      startsAt: booking.startsAt,
      notes: booking.notes,
      shopName: this.config.SHOP_NAME,
      timeZone: this.config.SHOP_TIME_ZONE,
      manageUrl,
      confirmBy: booking.confirmBy,
    });
    const calendar =
      kind === 'confirm-link'
        ? []
        : [
            {
              filename: 'booking.ics',
              contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
              content: bookingCalendar({
                id: booking.id,
                reference: booking.reference,
                partySize: booking.partySize,
                startsAt: booking.startsAt,
                endsAt: booking.endsAt,
                shopName: this.config.SHOP_NAME,
                manageUrl,
                sequence: Math.floor(booking.updatedAt.getTime() / 1000),
                cancelled: kind === 'cancelled',
              }),
            },
          ];
    // A change is its own e-mail each time: keyed by the moment the booking was changed.
    const key =
      kind === 'changed'
        ? `booking:${booking.id}:changed:${booking.updatedAt.toISOString()}`
        : `booking:${booking.id}:${kind}`;
    await this.outbox.enqueue(tx, { key, to: booking.email, ...email, attachments: calendar });
  }
}
