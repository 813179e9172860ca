import { Body, Controller, Headers, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { components } from '../generated/contract';
import { AuthService } from './auth.service';

type Schemas = components['schemas'];

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('jwt')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  createToken(@Body() body: Schemas['TokenRequest'], @Headers('authorization') authorization?: string): Promise<Schemas['TokenResponse']> {
    const bearer = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    return this.auth.exchange(body.idToken ?? bearer);
  }
}
