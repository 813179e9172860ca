import { Module } from '@nestjs/common';
import { GiftCardsModule } from '../gift-cards/gift-cards.module';
import { SavedCardsModule } from '../saved-cards/saved-cards.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OrderPricing } from './order-pricing';

@Module({
  imports: [SavedCardsModule, GiftCardsModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, OrderPricing],
  exports: [CheckoutService],
})
export class CheckoutModule {}
