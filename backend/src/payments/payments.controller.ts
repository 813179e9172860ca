import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { assertOwnerOrAdmin, Auth, Authenticated, type AuthUser } from '../auth/auth.guard';
import { notYetOpen } from '../common/errors/not-yet-open';
import type { components } from '../generated/contract';

type Schemas = components['schemas'];

@Controller()
export class PaymentsController {
  @Post('create-payment-intent')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  createIntent(@Body() _request: Schemas['PaymentIntentRequest']): Schemas['PaymentIntent'] {
    return notYetOpen('Card payment');
  }

  @Post('payments')
  @Authenticated()
  record(@Body() _request: Schemas['PaymentRecordRequest']): Schemas['Payment'] {
    return notYetOpen('Card payment');
  }

  @Get('payments')
  @Authenticated()
  list(@Auth() caller: AuthUser, @Query('email') email: string): Schemas['Payment'][] {
    assertOwnerOrAdmin(caller, email);
    return notYetOpen('Order tracking');
  }
}
