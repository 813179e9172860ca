import { BadRequestException, Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Auth, Authenticated, type AuthUser } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import { RateLimited } from '../rate-limits/rate-limit.guard';
import { PaymentsService } from './payments.service';
import { StripeService } from './stripe.service';

type Schemas = components['schemas'];

@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly stripe: StripeService,
  ) {}

  @Post('create-payment-intent')
  @RateLimited('payment')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  createIntent(@Auth() caller: AuthUser, @Body() request: Schemas['PaymentIntentRequest']): Promise<Schemas['PaymentIntent']> {
    return this.payments.createIntent(caller, request);
  }

  @Post('payments')
  @RateLimited('payment')
  @Authenticated()
  async record(
    @Auth() caller: AuthUser,
    @Body() request: Schemas['PaymentRecordRequest'],
    @Res({ passthrough: true }) res: Response,
  ): Promise<Schemas['Payment']> {
    const { created, payment } = await this.payments.record(caller, request);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return payment;
  }

  @Get('payments')
  @Authenticated()
  list(@Auth() caller: AuthUser, @Query('email') email: string): Promise<Schemas['Payment'][]> {
    return this.payments.list(caller, email);
  }

  @Post('stripe-webhook')
  @HttpCode(HttpStatus.OK)
  receive(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string): Promise<Schemas['Message']> {
    if (!signature || !req.rawBody) throw new BadRequestException('A signed Stripe event is required.');
    let event;
    try {
      event = this.stripe.verifyEvent(req.rawBody, signature);
    } catch (error) {
      if ((error as { getStatus?: () => number }).getStatus) throw error;
      throw new BadRequestException('The Stripe signature does not match this event.');
    }
    return this.payments.receive(event);
  }
}
