import { Injectable, NotFoundException } from '@nestjs/common';
import { type Actor, AuditTrail } from '../audit-entries/audit-trail';
import type { Prisma, Role, User } from '../generated/prisma/client';
import { userWhoMayStopBeingOwner } from './last-owner';

/**
 * The one way a user's role changes: in the caller's serializable transaction, the last owner keeping theirs, and
 * the change in the audit trail (`by` gave it, or joined with an invitation).
 */
@Injectable()
export class StaffRoles {
  constructor(private readonly audit: AuditTrail) {}

  async give(
    tx: Prisma.TransactionClient,
    user: User,
    role: Role,
    by: Actor,
    action: 'user.role-changed' | 'staff.joined' = 'user.role-changed',
  ): Promise<User> {
    if (role === user.role) return user;
    if (user.role === 'owner') {
      await userWhoMayStopBeingOwner(tx, user.id, 'demoted', () => new NotFoundException('No user with this id.'));
    }
    const changed = await tx.user.update({ where: { id: user.id }, data: { role } });
    await this.audit.record(tx, by, {
      action,
      subject: { type: 'user', id: user.id, name: `${user.name} (${user.email})` },
      before: { role: user.role },
      after: { role },
    });
    return changed;
  }
}
