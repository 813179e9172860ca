import { type Said, said } from '../common/i18n/said';
import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { accessRuleOf, type RateLimitKind } from '../auth/access';
import type { AppConfig } from '../config/config';

export function rateLimitKindOf(reflector: Reflector, context: ExecutionContext): RateLimitKind {
  return accessRuleOf(reflector, context.getHandler())?.rateLimit ?? 'sign-in';
}

export function limitPerMinute(config: AppConfig, kind: RateLimitKind): number {
  const limits: Record<RateLimitKind, number> = {
    'sign-in': config.JWT_RATE_LIMIT,
    payment: config.PAYMENT_RATE_LIMIT,
    upload: config.UPLOAD_RATE_LIMIT,
    booking: config.BOOKING_RATE_LIMIT,
    'account-email': config.ACCOUNT_EMAIL_RATE_LIMIT,
    'gift-card': config.GIFT_CARD_RATE_LIMIT,
  };
  return limits[kind];
}

export const RATE_LIMIT_MESSAGES: Record<RateLimitKind, Said> = {
  'sign-in': said('Too many sign-in attempts. Try again in a minute.'),
  payment: said('Too many payment attempts. Try again in a minute.'),
  upload: said('Too many pictures in a minute. Wait a moment before the next one.'),
  booking: said('Too many bookings in a minute. Wait a moment, or call us.'),
  'account-email': said('Too many e-mails asked for in a minute. Wait a minute, then try again.'),
  'gift-card': said('Too many gift card codes tried in a minute. Wait a minute, then try again.'),
};
