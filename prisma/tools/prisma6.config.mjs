// Prisma 6's CLI, run with its WebAssembly schema engine through the pg driver adapter: it needs no native
// engine binary, which cannot be downloaded here. Used only by prisma/tools/migrations.mjs.
import { PrismaPg } from '@prisma/adapter-pg';

export default {
  experimental: { adapter: true },
  engine: 'js',
  schema: process.env.PRISMA6_SCHEMA,
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
};
