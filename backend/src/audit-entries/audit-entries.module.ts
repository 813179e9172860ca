import { Global, Module } from '@nestjs/common';
import { AuditEntriesController } from './audit-entries.controller';
import { AuditEntriesService } from './audit-entries.service';
import { AuditTrail } from './audit-trail';

/** The audit trail: every feature that changes what staff change records it here, in its own transaction. */
@Global()
@Module({
  controllers: [AuditEntriesController],
  providers: [AuditEntriesService, AuditTrail],
  exports: [AuditTrail],
})
export class AuditEntriesModule {}
