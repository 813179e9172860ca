import { Injectable, NotFoundException } from '@nestjs/common';
import type { Prisma, Role, User } from '../generated/prisma/client';
import { userWhoMayStopBeingOwner } from './last-owner';

/** The one way a user's role changes: in the caller's serializable transaction, the last owner keeping theirs. */
@Injectable()
export class StaffRoles {
  async give(tx: Prisma.TransactionClient, user: User, role: Role): Promise<User> {
    if (role === user.role) return user;
    if (user.role === 'owner') {
      await userWhoMayStopBeingOwner(tx, user.id, 'demoted', () => new NotFoundException('No user with this id.'));
    }
    return tx.user.update({ where: { id: user.id }, data: { role } });
  }
}
