import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { components } from '../generated/contract';
import { OrderRecordingService } from '../orders/order-recording.service';

/** What Stripe tells the shop: a payment that succeeded is recorded even when the customer's browser never says so. */
@Injectable()
export class StripeEventsService {
  constructor(private readonly orders: OrderRecordingService) {}

  async receiveStripeEvent(event: Stripe.Event): Promise<components['schemas']['Message']> {
    if (event.type === 'payment_intent.succeeded') await this.orders.recordFromStripe(event.data.object.id);
    return { message: 'Received.' };
  }
}
