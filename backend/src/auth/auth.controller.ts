import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { notYetOpen } from '../common/errors/not-yet-open';
import type { components } from '../generated/contract';

@Controller()
export class AuthController {
  @Post('jwt')
  @HttpCode(HttpStatus.OK)
  createToken(@Body() _body: components['schemas']['TokenRequest']): components['schemas']['TokenResponse'] {
    return notYetOpen('Sign-in');
  }
}
