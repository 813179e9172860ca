import { ConflictException } from '@nestjs/common';
import { said } from '../common/i18n/said';
import type { Prisma, User } from '../generated/prisma/client';

/**
 * The user, once it is sure the shop keeps an owner without them. Inside a serializable transaction, so that two
 * owners demoting or removing each other at once cannot leave the shop without one.
 */
export async function userWhoMayStopBeingOwner(
  tx: Prisma.TransactionClient,
  id: string,
  change: 'demoted' | 'removed',
  missing: () => Error,
): Promise<User> {
  const user = await tx.user.findUnique({ where: { id } });
  if (!user) throw missing();
  if (user.role === 'owner' && (await tx.user.count({ where: { role: 'owner' } })) <= 1) {
    throw new ConflictException(
      change === 'demoted'
        ? said('The last owner cannot be given another role. Make someone else an owner first.')
        : said('The last owner cannot be removed. Make someone else an owner first.'),
    );
  }
  return user;
}
