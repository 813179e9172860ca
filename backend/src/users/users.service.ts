import { ConflictException, Inject, Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { assertOwnerOrAdmin, type AuthUser } from '../auth/auth.guard';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { serializable } from '../database/serializable';
import type { components } from '../generated/contract';
import type { Prisma, User } from '../generated/prisma/client';

type Schemas = components['schemas'];

const NOT_FOUND = 'No user with this id.';

export function toUserDto(user: User): Schemas['User'] {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    ...(user.photoUrl ? { photoURL: user.photoUrl } : {}),
  };
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first administrators come from ADMIN_EMAILS; those already recorded are promoted at start-up. */
  async onApplicationBootstrap(): Promise<void> {
    const emails = this.config.ADMIN_EMAILS.map((email) => email.toLowerCase());
    if (emails.length > 0) await this.prisma.user.updateMany({ where: { email: { in: emails } }, data: { role: 'admin' } });
  }

  async list(): Promise<Schemas['User'][]> {
    const users = await this.prisma.user.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return users.map(toUserDto);
  }

  async register(caller: AuthUser, { name, photoURL }: Schemas['UserRegistration']): Promise<Schemas['User']> {
    const user = await this.prisma.user.update({
      where: { id: caller.id },
      data: { ...(name === undefined ? {} : { name: name.trim() || caller.name }), ...(photoURL === undefined ? {} : { photoUrl: photoURL }) },
    });
    return toUserDto(user);
  }

  async isAdmin(caller: AuthUser, email: string): Promise<Schemas['AdminStatus']> {
    assertOwnerOrAdmin(caller, email);
    const wanted = email.toLowerCase();
    const user = await this.prisma.user.findUnique({ where: { email: wanted }, select: { role: true } });
    return { admin: user?.role === 'admin' };
  }

  async promote(id: string): Promise<Schemas['User']> {
    const found = await this.prisma.user.findUnique({ where: { id } });
    if (!found) throw new NotFoundException(NOT_FOUND);
    return toUserDto(found.role === 'admin' ? found : await this.prisma.user.update({ where: { id }, data: { role: 'admin' } }));
  }

  async demote(id: string): Promise<Schemas['User']> {
    return serializable(this.prisma, async (tx) => {
      const user = await userWhoMayStopBeingAdmin(tx, id, 'demoted');
      if (user.role !== 'admin') return toUserDto(user);
      return toUserDto(await tx.user.update({ where: { id }, data: { role: 'customer' } }));
    });
  }

  async remove(id: string): Promise<Schemas['Message']> {
    return serializable(this.prisma, async (tx) => {
      const user = await userWhoMayStopBeingAdmin(tx, id, 'removed');
      await tx.user.delete({ where: { id } });
      return { message: `${user.name} is removed from database` };
    });
  }
}

/**
 * The user, once it is sure the shop keeps an administrator without them. Inside a serializable transaction, so
 * that two administrators demoting or removing each other at once cannot leave the shop without one.
 */
async function userWhoMayStopBeingAdmin(tx: Prisma.TransactionClient, id: string, change: 'demoted' | 'removed'): Promise<User> {
  const user = await tx.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundException(NOT_FOUND);
  if (user.role === 'admin' && (await tx.user.count({ where: { role: 'admin' } })) <= 1) {
    throw new ConflictException(`The last administrator cannot be ${change}. Make someone else an administrator first.`);
  }
  return user;
}
