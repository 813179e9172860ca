import { Controller, Get, Query } from '@nestjs/common';
import { Access } from '../auth/access';
import type { operations } from '../generated/contract';
import type { components } from '../generated/contract';
import { AuditEntriesService } from './audit-entries.service';

type Schemas = components['schemas'];

@Controller('audit-entries')
export class AuditEntriesController {
  constructor(private readonly entries: AuditEntriesService) {}

  @Get()
  @Access({ permission: 'audit.read' })
  listAuditEntries(
    @Query() query: NonNullable<operations['listAuditEntries']['parameters']['query']>,
  ): Promise<Schemas['AuditPage']> {
    return this.entries.list({ ...query, page: query.page === undefined ? 1 : Number(query.page) });
  }
}
