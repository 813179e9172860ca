import { Module } from '@nestjs/common';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OrderPricing } from './order-pricing';

@Module({ controllers: [CheckoutController], providers: [CheckoutService, OrderPricing], exports: [CheckoutService] })
export class CheckoutModule {}
