import { said } from '../common/i18n/said';
import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  type OnApplicationBootstrap,
  UnauthorizedException,
} from '@nestjs/common';
import { AccountRecords, NAME_MAX_LENGTH, toUserDto } from '../auth/account-record';
import type { AuthUser, RecordOwner } from '../auth/access';
import { Contract } from '../common/contract/contract';
import { cleanName } from '../common/text/person-name';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { serializable } from '../database/serializable';
import type { components } from '../generated/contract';
import { StaffRoles } from './staff-roles';
import { PersonalDataService } from './personal-data.service';

type Schemas = components['schemas'];

const NOT_FOUND = 'No user with this id.';

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  constructor(
    private readonly prisma: PrismaService,
    private readonly accounts: AccountRecords,
    private readonly personalData: PersonalDataService,
    private readonly contract: Contract,
    private readonly roles: StaffRoles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first owners come from ADMIN_EMAILS: those already recorded, with the address verified, at start-up. */
  async onApplicationBootstrap(): Promise<void> {
    const emails = this.config.ADMIN_EMAILS.map((email) => email.toLowerCase());
    if (emails.length > 0) {
      await this.prisma.user.updateMany({
        where: { email: { in: emails }, emailVerified: true },
        data: { role: 'owner' },
      });
    }
  }

  async listUsers(): Promise<Schemas['User'][]> {
    const users = await this.prisma.user.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return users.map(toUserDto);
  }

  async registerUser(
    caller: AuthUser,
    { name, photoURL, email }: Schemas['UserRegistration'],
  ): Promise<Schemas['User']> {
    if (email !== undefined && email.toLowerCase() !== caller.email) {
      throw new ForbiddenException(
        'The e-mail address sent is not yours: it comes from your sign-in and cannot be changed here.',
      );
    }
    const photoUrl = photoURL === undefined ? undefined : this.accounts.customerPhoto(photoURL);
    const cleaned = name === undefined ? undefined : cleanName(name, NAME_MAX_LENGTH);
    const data = { ...(cleaned ? { name: cleaned } : {}), ...(photoUrl === undefined ? {} : { photoUrl }) };
    const current = await this.prisma.user.findUnique({ where: { id: caller.id } });
    if (!current) throw new UnauthorizedException('Your account no longer exists.');
    this.accounts.assertAnswerable({ ...current, ...data });
    const { count } = await this.prisma.user.updateMany({ where: { id: caller.id }, data });
    if (count === 0) throw new UnauthorizedException('Your account no longer exists.');
    return toUserDto({ ...current, ...data });
  }

  /** Whether the user the request names (the caller, or anyone for staff who manage users) is staff, and what they may do. */
  getAdminStatus(owner: RecordOwner): Schemas['AdminStatus'] {
    const role = owner?.role ?? 'customer';
    const permissions = [...(this.contract.rolePermissions.get(role) ?? [])] as Schemas['Permission'][];
    return { admin: role !== 'customer', role, permissions };
  }

  /**
   * Gives a user a staff role: the one asked for, else the one they hold, else a manager's (the original client's
   * "make admin"). Nobody changes their own role, and the last owner stays one.
   */
  async promoteUser(caller: AuthUser, id: string, change?: Schemas['StaffRoleChange']): Promise<Schemas['User']> {
    refuseOwnRoleChange(caller, id);
    return serializable(this.prisma, async (tx) => {
      const found = await tx.user.findUnique({ where: { id } });
      if (!found) throw new NotFoundException(NOT_FOUND);
      if (!found.emailVerified) {
        throw new ConflictException(
          said('{email} is not verified yet: only an account that has proven its address can join the staff.', {
            email: found.email,
          }),
        );
      }
      const role = change?.role ?? (found.role === 'customer' ? 'manager' : found.role);
      return toUserDto(await this.roles.give(tx, found, role, caller));
    });
  }

  async demoteUser(caller: AuthUser, id: string): Promise<Schemas['User']> {
    refuseOwnRoleChange(caller, id);
    return serializable(this.prisma, async (tx) => {
      const user = await tx.user.findUnique({ where: { id } });
      if (!user) throw new NotFoundException(NOT_FOUND);
      return toUserDto(await this.roles.give(tx, user, 'customer', caller));
    });
  }

  /** Removes the user and erases their personal data, as they could themselves (PersonalDataService). */
  async deleteUser(caller: AuthUser, id: string): Promise<Schemas['Message']> {
    const user = await this.personalData.erase(id, () => new NotFoundException(NOT_FOUND), caller);
    return { message: `${user.name} is removed from database` };
  }
}

/** Nobody raises, or gives up, their own rights: another member of staff who may manage roles does it. */
function refuseOwnRoleChange(caller: AuthUser, id: string): void {
  if (caller.id === id) throw new ForbiddenException('You cannot change your own role. Ask another owner.');
}
