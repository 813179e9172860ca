import { applyDecorators, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AppConfig } from '../config/config';

/** What a limited operation counts: sign-ins per client address, payments and uploads per signed-in user. */
export type RateLimitKind = 'sign-in' | 'payment' | 'upload';

const RATE_LIMIT_KIND = 'shop:rate-limit-kind';

/**
 * Limits how often a caller may call the operation in a minute (429 with Retry-After beyond). Put it above
 * `@Authenticated()`, so that the user is known when payments and uploads are counted.
 */
export const RateLimited = (kind: RateLimitKind) => applyDecorators(SetMetadata(RATE_LIMIT_KIND, kind), UseGuards(ThrottlerGuard));

export function rateLimitKindOf(reflector: Reflector, context: ExecutionContext): RateLimitKind {
  return reflector.get<RateLimitKind | undefined>(RATE_LIMIT_KIND, context.getHandler()) ?? 'sign-in';
}

export function limitPerMinute(config: AppConfig, kind: RateLimitKind): number {
  const limits: Record<RateLimitKind, number> = {
    'sign-in': config.JWT_RATE_LIMIT,
    payment: config.PAYMENT_RATE_LIMIT,
    upload: config.UPLOAD_RATE_LIMIT,
  };
  return limits[kind];
}

export const RATE_LIMIT_MESSAGES: Record<RateLimitKind, string> = {
  'sign-in': 'Too many sign-in attempts. Try again in a minute.',
  payment: 'Too many payment attempts. Try again in a minute.',
  upload: 'Too many pictures in a minute. Wait a moment before the next one.',
};
