import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';

type Schemas = components['schemas'];

/** One change for the trail: what was done to what, and the values it changed before and after. */
export interface AuditRecord {
  action: Schemas['AuditAction'];
  subject: { type: Schemas['AuditEntry']['subject']['type']; id?: string; name: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Who did it: a member of staff, or the person who joined with an invitation. */
export type Actor = Pick<AuthUser, 'id' | 'name' | 'role'>;

/**
 * Writes the audit trail. Always inside the transaction of the change it records (`tx`), so that the change and
 * its entry commit together or not at all; the table refuses to change or lose a row.
 */
@Injectable()
export class AuditTrail {
  async record(tx: Prisma.TransactionClient, actor: Actor, record: AuditRecord): Promise<void> {
    await tx.auditEntry.create({
      data: {
        actorId: actor.id,
        actorName: actor.name.slice(0, 100),
        actorRole: actor.role,
        action: record.action,
        subjectType: record.subject.type,
        subjectId: record.subject.id ?? null,
        subjectName: record.subject.name.slice(0, 300),
        ...(record.before ? { before: record.before as Prisma.InputJsonValue } : {}),
        ...(record.after ? { after: record.after as Prisma.InputJsonValue } : {}),
      },
    });
  }
}

/** The fields of `after` whose values differ from `before`'s, each side with only those: what a change changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
