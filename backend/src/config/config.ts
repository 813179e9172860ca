import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths';

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(3000),
  DATABASE_URL: z
    .string({ message: 'is required: the address of the PostgreSQL database' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// address'),
  JWT_SECRET: z
    .string({ message: 'is required: a random secret of at least 32 characters' })
    .min(32, 'must be at least 32 characters long'),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  CORS_ORIGINS: list.pipe(z.array(z.url({ message: 'must be a comma-separated list of origins such as https://shop.example' }))),
  ADMIN_EMAILS: list.pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' }))),
  LOG_PRETTY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOADS_DIR: z.string().default(path.join(repoRoot, '.data', 'uploads')),
  SPA_DIR: z.string().default(path.join(repoRoot, 'frontend', 'dist')),
  SEED_MENU: flag.default(true),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must be a size such as 100kb')
    .default('100kb'),
});

export type AppConfig = Readonly<z.infer<typeof schema>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from the environment; a wrong value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path[0]?.toString() ?? 'configuration';
      const got = env[name] === undefined ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `  ${name} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
