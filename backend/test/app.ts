import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config/config';
import { PrismaService } from '../src/database/prisma.service';
import { seedMenu } from '../src/database/seed';
import type { Role } from '../src/generated/prisma/client';
import { freshDatabase, shopDatabase } from './database';

export interface TestShop {
  app: NestExpressApplication;
  http: TestAgent;
  prisma: PrismaService;
  config: AppConfig;
  /**
   * Creates a user (of no Firebase account, with a verified address unless said otherwise) and answers a bearer
   * header for them, signed as POST /jwt signs it.
   */
  signIn(
    role: Role,
    email?: string,
    options?: { emailVerified?: boolean },
  ): Promise<{ id: string; email: string; authorization: string }>;
  close(): Promise<void>;
}

let users = 0;

/** The whole backend on a fresh, seeded database of its own, as `make start` runs it. */
export async function startShop(env: Record<string, string> = {}): Promise<TestShop> {
  const config = loadConfig({
    NODE_ENV: 'test',
    ...shopDatabase(await freshDatabase({ migrated: true })),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    SPA_DIR: '/nonexistent-spa',
    SSR_DIR: '/nonexistent-ssr',
    FIREBASE_PROJECT_ID: process.env.TEST_FIREBASE_PROJECT_ID!,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST!,
    JWT_RATE_LIMIT: '10000',
    PAYMENT_RATE_LIMIT: '10000',
    UPLOAD_RATE_LIMIT: '10000',
    BOOKING_RATE_LIMIT: '10000',
    // Tests book as many guests from one address; the bound has its own test.
    BOOKING_WAITING_PER_CLIENT: '10000',
    ACCOUNT_EMAIL_RATE_LIMIT: '10000',
    GIFT_CARD_RATE_LIMIT: '10000',
    // Stripe's events act at once, as the tests of what they do expect; the grace has its own test.
    STRIPE_EVENT_GRACE_SECONDS: '0',
    ...env,
  });
  const app = await createApp(config);
  await app.init().catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  const prisma = app.get(PrismaService);
  await seedMenu(prisma);
  const jwt = app.get(JwtService);
  return {
    app,
    prisma,
    config,
    http: request(app.getHttpServer()),
    async signIn(role, email = `${role}${++users}-${Date.now()}@example.com`, { emailVerified = true } = {}) {
      const user = await prisma.user.create({
        data: { firebaseUid: `test-${randomUUID()}`, email, emailVerified, name: email.split('@')[0]!, role },
      });
      const token = await jwt.signAsync({ sub: user.id });
      return { id: user.id, email: user.email, authorization: `Bearer ${token}` };
    },
    close: () => app.close(),
  };
}
