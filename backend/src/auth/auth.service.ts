import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { TokenClaims } from './auth.guard';
import { FirebaseService } from './firebase.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly firebase: FirebaseService,
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Verifies a Firebase ID token, records its user, and answers the shop's token for that user only. */
  async exchange(idToken: string | undefined): Promise<{ token: string }> {
    if (!idToken) throw new UnauthorizedException('A Firebase ID token is required: send it as idToken or as a Bearer header.');
    const identity = await this.firebase.verifyIdToken(idToken);
    const firstAdmin = this.config.ADMIN_EMAILS.some((email) => email.toLowerCase() === identity.email);
    const user = await this.prisma.user.upsert({
      where: { email: identity.email },
      create: {
        email: identity.email,
        name: (identity.name ?? identity.email.split('@')[0]!).slice(0, 100),
        photoUrl: identity.picture,
        firebaseUid: identity.uid,
        role: firstAdmin ? 'admin' : 'customer',
      },
      update: { firebaseUid: identity.uid },
    });
    const claims: TokenClaims = { sub: user.id, email: user.email };
    return { token: await this.jwt.signAsync(claims) };
  }
}
