import { Global, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AuthUser } from '../auth/access';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { limitPerMinute, RATE_LIMIT_MESSAGES, rateLimitKindOf } from './rate-limit-kinds';
import { PostgresRateLimitStorage } from './rate-limit.storage';

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, PrismaService, Reflector],
      useFactory: (config: AppConfig, prisma: PrismaService, reflector: Reflector) => ({
        throttlers: [
          {
            name: 'default',
            ttl: 60_000,
            limit: (context) => limitPerMinute(config, rateLimitKindOf(reflector, context)),
          },
        ],
        storage: new PostgresRateLimitStorage(prisma),
        getTracker: (req: Record<string, unknown>, context) => {
          const customer = (req as unknown as Request & { user?: AuthUser }).user;
          const kind = rateLimitKindOf(reflector, context);
          if (kind !== 'sign-in' && customer) return `${kind}:${customer.id}`;
          return `address:${(req as unknown as Request).ip ?? 'unknown'}`;
        },
        errorMessage: (context) => RATE_LIMIT_MESSAGES[rateLimitKindOf(reflector, context)].message,
      }),
    }),
  ],
  providers: [ThrottlerGuard],
  exports: [ThrottlerModule, ThrottlerGuard],
})
export class RateLimitsModule {}
