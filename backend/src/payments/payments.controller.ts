import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { RequestLanguage, type ShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { Access, Auth, type AuthUser, Owner, type RecordOwner } from '../auth/access';
import { CheckoutService } from '../checkout/checkout.service';
import type { components } from '../generated/contract';
import { OrderRecordingService } from '../orders/order-recording.service';
import { OrdersService } from '../orders/orders.service';
import { StripeEventsService } from './stripe-events.service';
import { SignedStripeEvent, StripeSignatureGuard } from './stripe-signature.guard';

type Schemas = components['schemas'];

/** The contract's payments: paying for a cart, recording its order, a customer's orders, and Stripe's events. */
@Controller()
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly recording: OrderRecordingService,
    private readonly orders: OrdersService,
    private readonly stripeEvents: StripeEventsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.shopLanguage = shopLanguageOf(config.SHOP_LOCALE);
  }

  /** The language of a checkout that says none (a client written against the seed). */
  private readonly shopLanguage: ShopLanguage;

  @Post('create-payment-intent')
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'signed-in', rateLimit: 'payment' })
  createPaymentIntent(
    @Auth() caller: AuthUser,
    @Body() request: Schemas['PaymentIntentRequest'],
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<Schemas['PaymentIntent']> {
    return this.checkout.createPaymentIntent(caller, request, language ?? this.shopLanguage);
  }

  @Post('checkout/gift-card-order')
  @Access({ user: 'signed-in', rateLimit: 'payment' })
  async placeGiftCardOrder(
    @Auth() caller: AuthUser,
    @Body() request: Schemas['PaymentIntentRequest'],
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<Schemas['Payment']> {
    const checkoutId = await this.checkout.claimGiftCardOrder(caller, request, language ?? this.shopLanguage);
    return this.recording.recordPaidByGiftCard(caller, checkoutId);
  }

  @Post('payments')
  @Access({ user: 'signed-in', rateLimit: 'payment' })
  async recordPayment(
    @Auth() caller: AuthUser,
    @Body() request: Schemas['PaymentRecordRequest'],
    @Res({ passthrough: true }) res: Response,
  ): Promise<Schemas['Payment']> {
    const { created, payment } = await this.recording.recordPayment(caller, request);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return payment;
  }

  @Get('payments')
  @Access({ user: 'signed-in' })
  listPayments(@Owner() owner: RecordOwner): Promise<Schemas['Payment'][]> {
    return this.orders.listPayments(owner);
  }

  @Post('stripe-webhook')
  @HttpCode(HttpStatus.OK)
  @UseGuards(StripeSignatureGuard)
  receiveStripeEvent(@SignedStripeEvent() event: Stripe.Event): Promise<Schemas['Message']> {
    return this.stripeEvents.receiveStripeEvent(event);
  }
}
