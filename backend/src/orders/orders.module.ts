import { Module } from '@nestjs/common';
import { CartsModule } from '../carts/carts.module';
import { GiftCardsModule } from '../gift-cards/gift-cards.module';
import { LapsedCheckouts } from './lapsed-checkouts';
import { OrderEventStream } from './order-event-stream';
import { OrderEventsController } from './order-events.controller';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderMail } from './order-mail';
import { OrderRecordingService } from './order-recording.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaymentCatchUp } from './payment-catch-up';
import { WaitingOrders } from './waiting-orders';

@Module({
  imports: [CartsModule, GiftCardsModule],
  controllers: [OrdersController, OrderEventsController],
  providers: [
    OrdersService,
    OrderRecordingService,
    OrderLifecycleService,
    OrderMail,
    OrderEventStream,
    PaymentCatchUp,
    LapsedCheckouts,
    WaitingOrders,
  ],
  exports: [OrdersService, OrderRecordingService, PaymentCatchUp],
})
export class OrdersModule {}
