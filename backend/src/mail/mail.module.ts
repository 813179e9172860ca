import { Global, Module } from '@nestjs/common';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';

/**
 * The shop's e-mail: features enqueue an e-mail in the transaction of the change that causes it (OutboxService),
 * and every instance sends what the outbox holds, each e-mail once (OutboxSender). The order e-mails' templates are
 * the plain function `renderOrderEmail` of order-emails.ts.
 */
@Global()
@Module({ providers: [OutboxService, OutboxSender], exports: [OutboxService] })
export class MailModule {}
