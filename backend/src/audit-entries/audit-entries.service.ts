import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { shopDayRange } from '../database/shop-day-range';
import type { components } from '../generated/contract';
import type { AuditEntry, Prisma } from '../generated/prisma/client';

type Schemas = components['schemas'];

const PAGE_SIZE = 50;

export interface AuditFilter {
  action?: Schemas['AuditAction'];
  actor?: string;
  from?: string;
  to?: string;
  page?: number;
}

@Injectable()
export class AuditEntriesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A page of the trail, newest first, with the days in the shop's time zone. */
  async list({ action, actor, from, to, page = 1 }: AuditFilter): Promise<Schemas['AuditPage']> {
    const where: Prisma.AuditEntryWhereInput = {
      ...(action ? { action } : {}),
      ...(actor ? { actorId: actor } : {}),
      ...(from || to ? { at: await shopDayRange(this.prisma, this.config.SHOP_TIME_ZONE, from, to) } : {}),
    };
    const [items, total] = await Promise.all([
      this.prisma.auditEntry.findMany({
        where,
        orderBy: { id: 'desc' },
        skip: (page - 1) * PAGE_SIZE,
        take: PAGE_SIZE,
      }),
      this.prisma.auditEntry.count({ where }),
    ]);
    return { items: items.map(toAuditEntryDto), total, page, pageSize: PAGE_SIZE };
  }
}

function toAuditEntryDto(entry: AuditEntry): Schemas['AuditEntry'] {
  return {
    _id: entry.id.toString(),
    at: entry.at.toISOString(),
    actor: { ...(entry.actorId ? { _id: entry.actorId } : {}), name: entry.actorName, role: entry.actorRole },
    action: entry.action as Schemas['AuditAction'],
    subject: {
      type: entry.subjectType as Schemas['AuditEntry']['subject']['type'],
      ...(entry.subjectId ? { _id: entry.subjectId } : {}),
      name: entry.subjectName,
    },
    ...(entry.before ? { before: entry.before as Record<string, unknown> } : {}),
    ...(entry.after ? { after: entry.after as Record<string, unknown> } : {}),
  };
}
