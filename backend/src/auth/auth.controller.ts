import { Body, Controller, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { components } from '../generated/contract';
import { Access } from './access';
import { AuthService } from './auth.service';

type Schemas = components['schemas'];

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('jwt')
  @HttpCode(HttpStatus.OK)
  @Access({ rateLimit: 'sign-in' })
  createToken(@Body() body: Schemas['TokenRequest'], @Headers('authorization') authorization?: string): Promise<Schemas['TokenResponse']> {
    const bearer = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    return this.auth.createToken(body.idToken ?? bearer, body.email);
  }
}
