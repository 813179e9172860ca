import { defineConfig } from 'prisma/config';

// The CLI reads the database address from DATABASE_URL; generate needs none.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/shop' },
});
