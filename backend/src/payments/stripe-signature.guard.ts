import {
  BadRequestException,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { StripeService } from '../stripe/stripe.service';

type SignedRequest = Request & { rawBody?: Buffer; stripeEvent?: Stripe.Event };

/** Lets through only an event whose Stripe-Signature matches its exact bytes, signed with the webhook secret. */
@Injectable()
export class StripeSignatureGuard implements CanActivate {
  constructor(private readonly stripe: StripeService) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<SignedRequest>();
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !req.rawBody)
      throw new BadRequestException('A signed Stripe event is required.');
    try {
      req.stripeEvent = this.stripe.verifyEvent(req.rawBody, signature);
    } catch (error) {
      if ((error as { getStatus?: () => number }).getStatus) throw error;
      throw new BadRequestException('The Stripe signature does not match this event.');
    }
    return true;
  }
}

/** The event the guard verified. */
export const SignedStripeEvent = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<SignedRequest>().stripeEvent!,
);
