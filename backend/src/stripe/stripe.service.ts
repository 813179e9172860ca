import { said } from '../common/i18n/said';
import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** The `stripe` SDK, pointed at Stripe or, by STRIPE_API_URL, at the local stand-in: the shop's code is the same. */
@Injectable()
export class StripeService {
  private readonly logger = new Logger('Stripe');
  private readonly client?: Stripe;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.STRIPE_SECRET_KEY) return;
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    this.client = new Stripe(config.STRIPE_SECRET_KEY, {
      timeout: config.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 1,
      // No request metrics are sent to Stripe alongside the shop's calls.
      telemetry: false,
      ...(api
        ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    });
  }

  get stripe(): Stripe {
    if (!this.client) throw new ServiceUnavailableException('Card payment is not configured on this shop.');
    return this.client;
  }

  /** Calls Stripe; what Stripe says goes back to the client as a status it can act on, never as a 500. */
  async call<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await request(this.stripe);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      const { type, code } = error as { type?: string; code?: string };
      if (type === 'StripeInvalidRequestError' && code === 'resource_missing') {
        throw new NotFoundException('Stripe knows no payment with this transaction id.');
      }
      if (type === 'StripeInvalidRequestError') {
        // Stripe's own words, in English, follow ours.
        throw new BadRequestException(
          said('Stripe refused the request: {stripe}', { stripe: (error as Error).message }),
        );
      }
      this.logger.error(error);
      throw new ServiceUnavailableException('The payment service does not answer. Try again in a moment.');
    }
  }

  /** Checks a webhook's signature against the raw body; throws when it does not match. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.config.STRIPE_WEBHOOK_SECRET)
      throw new ServiceUnavailableException('Stripe webhooks are not configured.');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
  }
}
