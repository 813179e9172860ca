import path from 'node:path';
import { z } from 'zod';
import { THREE_DECIMAL } from '../common/money';
import { repoRoot } from '../paths';
import { flag } from './flag';
import {
  checkPictureSettings,
  checkedPictureSettings,
  type PictureSettings,
  pictureSettings,
} from './picture-settings';

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

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
  // What needs a session of its own (LISTEN, the migrations' advisory lock) when DATABASE_URL is a pooler in
  // transaction mode, such as PgBouncer: a direct address of the same database. DATABASE_URL when not set.
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// address: the database itself, not its pooler')
    .optional(),
  // Statements each pooled connection keeps prepared (0: none, as behind PgBouncer in transaction mode before 1.21).
  DATABASE_STATEMENT_CACHE: z.coerce.number().int().min(0).max(10_000).default(500),
  // Connections one instance opens to PostgreSQL at most; requests beyond them wait for one.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z
    .string({ message: 'is required: a random secret of at least 32 characters' })
    .min(32, 'must be at least 32 characters long'),
  // Minutes, not hours: a disabled or deleted Firebase account keeps access at most this long.
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  CORS_ORIGINS: list.pipe(
    z.array(z.url({ message: 'must be a comma-separated list of origins such as https://shop.example' })),
  ),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')
    .default('demo-shop'),
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port of the Firebase Auth emulator')
    .optional(),
  FIREBASE_SERVICE_ACCOUNT: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || isJsonObject(value),
      'must be the JSON of a Firebase service account key',
    ),
  FIREBASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').default('pk_test_unset'),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  STRIPE_API_URL: z.url({ message: 'must be the address of the Stripe API, e.g. http://127.0.0.1:12111' }).optional(),
  STRIPE_JS_URL: z.url({ message: 'must be the address of Stripe.js' }).default('https://js.stripe.com/v3'),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Stripe's word that a card was authorised waits this long for the customer's own report of it, which is nearly
  // always first: the order is then recorded once, not by both at the same moment. 0 acts on it at once.
  STRIPE_EVENT_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  JWT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  MENU_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  PAYMENT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  // How many bookings waiting for their e-mail's confirmation one client address may hold tables for at once.
  BOOKING_WAITING_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(3),
  // After how many years a finished order's personal data (name, e-mail address, phone, address, allergy note) is
  // removed, its amounts and dishes kept for the tax records; unset keeps it.
  PERSONAL_DATA_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).optional(),
  ACCOUNT_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  // How many gift card balances one client may look up in a minute: codes cannot be guessed by trying.
  GIFT_CARD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(5).max(100_000).default(20),
  ADMIN_UPLOAD_QUOTA_MB: z.coerce.number().int().min(5).max(100_000).default(500),
  UNUSED_UPLOAD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  JOBS: flag.default(true),
  // How many reverse proxies stand before the shop (nginx in docker-compose: 1): the client's address is read from
  // X-Forwarded-For that far back, so that rate limits count clients, not the proxy. 0 trusts no header.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  ADMIN_EMAILS: list.pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' }))),
  LOG_PRETTY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...pictureSettings,
  SPA_DIR: z.string().default(path.join(repoRoot, 'frontend', 'dist')),
  // The storefront's server bundle (`vite build --ssr`): without it the public pages are the SPA's bare shell.
  SSR_DIR: z.string().default(path.join(repoRoot, 'frontend', 'dist-server')),
  SEED_MENU: flag.default(true),
  SHOP_TIME_ZONE: z
    .string()
    .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    .refine(isTimeZone, 'must be an IANA time zone name such as Europe/Paris or UTC'),
  // The currency of every price (ISO 4217), chosen when the shop opens: amounts are kept in its minor units, so a
  // change later reads every stored price in the new currency.
  SHOP_CURRENCY: z
    .string()
    .default('USD')
    .transform((value) => value.trim().toUpperCase())
    .refine(isCurrency, 'must be an ISO 4217 currency code such as EUR, GBP or JPY')
    .refine(
      (value) => !THREE_DECIMAL.has(value),
      'is a currency of three decimals (BHD, JOD, KWD, OMR, TND), which the shop does not take yet',
    ),
  // How the shop writes money, dates and numbers, and the language of a customer who names none: a BCP 47 locale.
  SHOP_LOCALE: z
    .string()
    .default('en-US')
    .refine(isLocale, 'must be a locale such as en-US, fr-FR or de-DE')
    .transform((value) => Intl.getCanonicalLocales(value)[0]!),
  // How long a client may take to send a request's headers, and the whole request: a slow sender holds a socket no
  // longer. A picture of 5 MB takes about 40 s at 1 Mbit/s. Answers (an event stream) are not bound by either.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  // Longer than a proxy's idle connections live (nginx and most load balancers: 60 s), so that it is the proxy that
  // closes one, never the shop while the proxy sends on it.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  // On SIGTERM, how long the instance waits for its connections to end (their requests answered, its idle kept-alive
  // connections closed by the proxy) before it cuts those left: below the orchestrator's grace (Kubernetes: 30 s).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must be a size such as 100kb')
    .default('100kb'),
  // Unset: e-mail waits in the outbox, unsent, until an SMTP server is configured.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example:587',
    })
    .optional(),
  // Seconds before the first retry of an e-mail the server did not take; each further retry waits twice as long (at most an hour).
  // A fraction of a second is allowed: the tests wait out real retries.
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  SHOP_NAME: z.string().trim().min(1).max(100).default('Foodi'),
  // Defaults made from the other settings below: "<SHOP_NAME>" <orders@shop.localhost>, http://localhost:<PORT>.
  MAIL_FROM: z.string().trim().min(3).optional(),
  SHOP_URL: z
    .url({ protocol: /^https?$/, message: "must be the shop's public address, e.g. https://shop.example" })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
});

function isCurrency(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value);
}

/** A locale whose numbers and dates this runtime can write (not one it would quietly replace by its default). */
function isLocale(value: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    return canonical !== undefined && Intl.NumberFormat.supportedLocalesOf(canonical).length === 1;
  } catch {
    return false;
  }
}

// Zone names only: an offset such as +01:00 means the opposite to PostgreSQL, which counts the shop's days.
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isJsonObject(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

const checked = schema.superRefine((config, context) => {
  checkPictureSettings(config, context);
  // The emulator makes firebase-admin accept unsigned tokens: anyone could sign in as anyone.
  if (config.NODE_ENV === 'production' && config.FIREBASE_AUTH_EMULATOR_HOST) {
    context.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: 'must not be set in production: with it, the backend would accept unsigned tokens',
    });
  }
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
    context.addIssue({
      code: 'custom',
      path: ['HTTP_HEADERS_TIMEOUT_MS'],
      message: 'must be at most HTTP_REQUEST_TIMEOUT_MS: the headers are part of the request',
    });
  }
});

const resolved = checked.transform((config) => ({
  ...config,
  MAIL_FROM: config.MAIL_FROM ?? `"${config.SHOP_NAME.replace(/["\\]/g, '')}" <orders@shop.localhost>`,
  SHOP_URL: config.SHOP_URL ?? `http://localhost:${config.PORT}`,
  DATABASE_DIRECT_URL: config.DATABASE_DIRECT_URL ?? config.DATABASE_URL,
}));

export type AppConfig = Readonly<z.output<typeof resolved>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from the environment; a wrong value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return parseSettings(resolved, env);
}

/** Reads the picture settings alone, for a command that moves pictures and needs nothing else of the shop's. */
export function loadPictureSettings(env: NodeJS.ProcessEnv = process.env): PictureSettings {
  return parseSettings(checkedPictureSettings, env);
}

function parseSettings<T extends z.ZodType>(settings: T, env: NodeJS.ProcessEnv): Readonly<z.output<T>> {
  const parsed = settings.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path[0]?.toString() ?? 'configuration';
      const secret = /SECRET|SERVICE_ACCOUNT|SMTP_URL/.test(name);
      const got = env[name] === undefined || secret ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `  ${name} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
