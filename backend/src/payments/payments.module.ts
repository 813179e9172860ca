import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { GiftCardsModule } from '../gift-cards/gift-cards.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsController } from './payments.controller';
import { StripeEventsService } from './stripe-events.service';

@Module({
  imports: [CheckoutModule, OrdersModule, GiftCardsModule],
  controllers: [PaymentsController],
  providers: [StripeEventsService],
})
export class PaymentsModule {}
