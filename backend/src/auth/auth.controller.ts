import { RequestLanguage, type ShopLanguage } from '../common/i18n/languages';
import { Body, Controller, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { components } from '../generated/contract';
import { Access, Auth, type AuthUser } from './access';
import { AccountEmailService } from './account-email.service';
import { AuthService } from './auth.service';

type Schemas = components['schemas'];

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accountEmails: AccountEmailService,
  ) {}

  @Post('jwt')
  @HttpCode(HttpStatus.OK)
  @Access({ rateLimit: 'sign-in' })
  createToken(
    @Body() body: Schemas['TokenRequest'],
    @Headers('authorization') authorization?: string,
  ): Promise<Schemas['TokenResponse']> {
    const bearer = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    return this.auth.createToken(body.idToken ?? bearer, body.email);
  }

  @Post('auth/verification-email')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Access({ user: 'signed-in', rateLimit: 'account-email' })
  sendVerificationEmail(
    @Auth() caller: AuthUser,
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<void> {
    return this.accountEmails.sendVerificationEmail(caller, language);
  }

  @Post('auth/password-reset-email')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access({ rateLimit: 'account-email' })
  sendPasswordResetEmail(
    @Body() body: Schemas['PasswordResetRequest'],
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<void> {
    return this.accountEmails.sendPasswordResetEmail(body.email, language);
  }
}
