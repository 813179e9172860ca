import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma, type User } from '../generated/prisma/client';
import { type AccountRecord, AccountRecords } from './account-record';
import type { TokenClaims } from './access';
import { FirebaseService } from './firebase.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly firebase: FirebaseService,
    private readonly accounts: AccountRecords,
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Verifies a Firebase ID token and answers the shop's token for that Firebase account only. The account's
   * user is found by its uid, never by its address: the address follows the account when it changes, and an
   * address that passes to another account starts a user of its own.
   */
  async createToken(
    idToken: string | undefined,
    claimedEmail?: string,
  ): Promise<components['schemas']['TokenResponse']> {
    if (!idToken)
      throw new UnauthorizedException('A Firebase ID token is required: send it as idToken or as a Bearer header.');
    const identity = await this.firebase.verifyIdToken(idToken);
    if (claimedEmail !== undefined && claimedEmail.toLowerCase() !== identity.email.toLowerCase()) {
      throw new ForbiddenException('The e-mail address sent is not the one of the account signing in.');
    }
    const record = this.accounts.recordOf(identity);
    // An address grants a right only once its holder has proven it is theirs.
    const named =
      record.emailVerified && this.config.ADMIN_EMAILS.some((email) => email.toLowerCase() === record.email);
    const user = await this.recordSignIn(identity.uid, record, named);
    const claims: TokenClaims = { sub: user.id };
    return { token: await this.jwt.signAsync(claims), expiresIn: this.config.JWT_TTL_SECONDS };
  }

  /**
   * Records the account's sign-in with the account's row locked, not in a serializable transaction: customers
   * signing in at once touch rows of their own and never conflict, while a removal or a demotion of this very
   * account either waits for the sign-in or is seen by it (the removal is read after the lock).
   */
  private async recordSignIn(firebaseUid: string, record: AccountRecord, named: boolean): Promise<{ id: string }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.prisma.$transaction(async (tx) => {
          const [known] = await tx.$queryRaw<Pick<User, 'id' | 'name' | 'photoUrl' | 'role'>[]>`
            SELECT id, name, photo_url AS "photoUrl", role::text AS role FROM users WHERE firebase_uid = ${firebaseUid} FOR NO KEY UPDATE`;
          if (await tx.removedAccount.findUnique({ where: { firebaseUid } })) {
            throw new ForbiddenException('The restaurant has removed this account from the shop.');
          }
          const role = named ? 'owner' : (known?.role ?? 'customer');
          if (!known) {
            this.accounts.assertAnswerable({ ...record, role });
            return tx.user.create({ data: { firebaseUid, ...record, role }, select: { id: true } });
          }
          const { email, emailVerified } = record;
          this.accounts.assertAnswerable({ ...known, email, emailVerified, role });
          // The role is written only when the address makes it: a demotion made meanwhile is never undone.
          const data = { email, emailVerified, signedInAt: new Date(), ...(named ? { role } : {}) };
          return tx.user.update({ where: { id: known.id }, data, select: { id: true } });
        });
      } catch (error) {
        // The same new account signing in twice at once: the second finds the user the first created.
        if (attempt < 3 && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') continue;
        throw error;
      }
    }
  }
}
