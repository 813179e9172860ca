import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';

/** An e-mail to send once: a second e-mail with the same key is ignored. */
export interface OutboxEmailInput {
  /** What makes the e-mail once, e.g. `order:<uuid>:accepted`. */
  key: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it, e.g. a booking's calendar entry. */
  attachments?: OutboxAttachment[];
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The channel that wakes the sender of every instance when an e-mail is committed. */
export const OUTBOX_CHANNEL = 'outbox';

@Injectable()
export class OutboxService {
  /**
   * Writes the e-mail into the outbox within the caller's transaction: it exists if and only if that transaction
   * commits, and the senders hear of it at the commit. The same key twice keeps the first e-mail.
   */
  async enqueue(tx: Prisma.TransactionClient, email: OutboxEmailInput): Promise<void> {
    await tx.$executeRaw`
      WITH queued AS (
        INSERT INTO outbox_emails (key, to_address, subject, html, text, attachments)
        VALUES (${email.key}, ${email.to}, ${email.subject}, ${email.html}, ${email.text}, ${JSON.stringify(email.attachments ?? [])}::jsonb)
        ON CONFLICT (key) DO NOTHING)
      SELECT pg_notify(${OUTBOX_CHANNEL}, '')`;
  }
}
