import { ConflictException } from '@nestjs/common';
import { said } from '../common/i18n/said';
import type { Prisma, User } from '../generated/prisma/client';

/**
 * The user, once it is sure the shop keeps an administrator without them. Inside a serializable transaction, so
 * that two administrators demoting or removing each other at once cannot leave the shop without one.
 */
export async function userWhoMayStopBeingAdmin(
  tx: Prisma.TransactionClient,
  id: string,
  change: 'demoted' | 'removed',
  missing: () => Error,
): Promise<User> {
  const user = await tx.user.findUnique({ where: { id } });
  if (!user) throw missing();
  if (user.role === 'admin' && (await tx.user.count({ where: { role: 'admin' } })) <= 1) {
    throw new ConflictException(
      change === 'demoted'
        ? said('The last administrator cannot be demoted. Make someone else an administrator first.')
        : said('The last administrator cannot be removed. Make someone else an administrator first.'),
    );
  }
  return user;
}
