import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaClient } from '../generated/prisma/client';
import { statementNames } from './statement-names';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      // Each connection parses and plans a statement once, then only binds and runs it (statement-names.ts).
      adapter: new PrismaPg(
        { connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE },
        { statementNameGenerator: statementNames(config.DATABASE_STATEMENT_CACHE) },
      ),
      // Under load a transaction may wait for a pooled connection longer than Prisma's 2 s default: the answer is
      // slower then, not a 500.
      transactionOptions: { maxWait: 10_000, timeout: 15_000 },
      // Without it, outside NODE_ENV=production, every call captures a stack trace up front to quote its caller's
      // code in a message that may never be written: about 3 % of the shop's CPU under a checkout's load. An error
      // keeps its own stack, and the request log says which request met it.
      errorFormat: 'minimal',
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
