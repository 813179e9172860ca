import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { serializable } from '../database/serializable';
import type { components } from '../generated/contract';
import { AccountRecords } from './account-record';
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
  async createToken(idToken: string | undefined, claimedEmail?: string): Promise<components['schemas']['TokenResponse']> {
    if (!idToken) throw new UnauthorizedException('A Firebase ID token is required: send it as idToken or as a Bearer header.');
    const identity = await this.firebase.verifyIdToken(idToken);
    if (claimedEmail !== undefined && claimedEmail.toLowerCase() !== identity.email.toLowerCase()) {
      throw new ForbiddenException('The e-mail address sent is not the one of the account signing in.');
    }
    const record = this.accounts.recordOf(identity);
    // An address grants a right only once its holder has proven it is theirs.
    const named = record.emailVerified && this.config.ADMIN_EMAILS.some((email) => email.toLowerCase() === record.email);
    const user = await serializable(this.prisma, async (tx) => {
      if (await tx.removedAccount.findUnique({ where: { firebaseUid: identity.uid } })) {
        throw new ForbiddenException('The restaurant has removed this account from the shop.');
      }
      const known = await tx.user.findUnique({ where: { firebaseUid: identity.uid } });
      const role = named ? 'admin' : (known?.role ?? 'customer');
      if (!known) {
        this.accounts.assertAnswerable({ ...record, role });
        return tx.user.create({ data: { firebaseUid: identity.uid, ...record, role } });
      }
      const { email, emailVerified } = record;
      this.accounts.assertAnswerable({ ...known, email, emailVerified, role });
      return tx.user.update({ where: { id: known.id }, data: { email, emailVerified, role, signedInAt: new Date() } });
    });
    const claims: TokenClaims = { sub: user.id };
    return { token: await this.jwt.signAsync(claims), expiresIn: this.config.JWT_TTL_SECONDS };
  }
}
