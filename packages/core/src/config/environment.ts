import { z } from 'zod';
import type { ConfigIssue } from './config-error.js';

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** true/1/yes/on or false/0/no/off, in any case and with spaces around; undefined for anything else. */
export function parseBooleanWord(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** The logging levels both servers know, from the fewest lines to the most. */
export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A yes/no variable. Anything but the six words is refused rather than read as "no", so a typo cannot pass. */
const flag = z.string().transform((raw, context) => {
  const value = parseBooleanWord(raw);
  if (value === undefined)
    context.addIssue({
      code: 'custom',
      message: `expected true or false, got "${raw}" (true, 1, yes, on or false, 0, no, off)`,
    });
  return value ?? false;
});
/** Taken as written: secrets, paths and URLs the configuration's own schema checks. */
const text = z.string();
/** Spaces around are dropped. */
const trimmed = z.string().trim();
/** A number as `Number` reads it; the configuration's schema checks its range and names the key it sets. */
const number = z.string().transform(Number);
/** A comma-separated list; empty entries are dropped. */
const list = z.string().transform((raw) =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/**
 * Every environment variable the API and the storefront server read, with how its text becomes a value. Both
 * configuration loaders read the environment through it, so a variable means the same to both. Empty values count
 * as unset. A new variable is one line here and one where its loader applies it (docs/development.md lists them).
 */
export const environmentSchema = z.object({
  NODE_ENV: trimmed,
  PORT: number,
  HOST: text,
  DATA_DIR: text,
  API_CONFIG_FILE: text,
  DATABASE_FILE: text,
  DATABASE_URL: text,
  DATABASE_REPLICA_URL: text,
  LOG_REQUESTS: flag,
  /** How much the servers log (pino's levels); `silent` logs nothing. */
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })),
  /** A hop count (`1`) or a comma-separated list of addresses, CIDRs and names (`loopback,10.0.0.5`). */
  TRUST_PROXY: z.string().transform((raw) => (/^\d+$/.test(raw.trim()) ? Number(raw) : list.parse(raw))),
  CORS_ORIGINS: list,
  IMAGE_SOURCE_URL: text,
  IMAGE_CACHE_MAX_MB: number,
  OBJ_HASH_SECRET: text,
  AUTH_HASH_SECRET: text,
  BOOKING_LINK_SECRET: text,
  WEBHOOK_URLS: list,
  WEBHOOK_SECRET: text,
  BOOKING_FREE_CANCEL_HOURS: number,
  BOOKING_CANCEL_KEPT_PERCENT: number,
  BOOKING_REMINDER_START_MINUTES: number,
  BOOKING_REMINDER_END_MINUTES: number,
  BOOKING_POLL_SECONDS: number,
  ACCESS_TOKEN_TTL: number,
  GROUP_TOKEN_TTL: number,
  REGISTRATION_RATE_LIMIT_MAX: number,
  PASSWORD_HASH_MAX_RUNNING: number,
  PASSWORD_HASH_MAX_QUEUED: number,
  SMTP_URL: text,
  MAIL_FROM: text,
  MAIL_OUTBOX_PAGE: text,
  ORDER_CLAIM_SECONDS: number,
  ORDER_RATE_LIMIT_MAX: number,
  GUEST_CART_RATE_LIMIT_MAX: number,
  SPOT_HOLD_MINUTES: number,
  SPOT_HOLD_LIFE_MINUTES: number,
  SPOT_MAX_PLACES_PER_CART: number,
  SPOT_MAX_PLACE_DAYS_PER_CART: number,
  SPOT_MAX_PLACES_PER_CLIENT: number,
  SPOT_MAX_PLACE_DAYS_PER_CLIENT: number,
  SPOT_HORIZON_DAYS: number,
  SPOT_HOURLY_MIN_MINUTES: number,
  SPOT_HOURLY_STEP_MINUTES: number,
  PAYPAL_CLIENT_ID: text,
  PAYPAL_SECRET: text,
  PAYPAL_API_URL: text,
  PAYMENT_PROVIDER: text,
  PAYMENT_TIMEOUT_MS: number,
  REDIS_URL: text,
  STOREFRONT_PUBLIC_URL: trimmed,
  STOREFRONT_MULTISTORE: flag,
  STOREFRONT_DEFAULT_STORE_CODE: trimmed,
  STOREFRONT_SHORT_URLS: flag,
  STOREFRONT_URL_DISPATCHER: flag,
  STOREFRONT_DEFAULT_LOCALE: trimmed,
  STOREFRONT_API_URL: trimmed,
  STOREFRONT_API_TYPE: trimmed,
  STOREFRONT_SEARCH_HOST: trimmed,
  STOREFRONT_SEARCH_INDEX: trimmed,
  STOREFRONT_IMAGES_BASE_URL: trimmed,
  STOREFRONT_PAYPAL_CLIENT_ID: trimmed,
  STOREFRONT_PLACES_API_KEY: trimmed,
  STOREFRONT_CONTACT_EMAIL: trimmed,
  STOREFRONT_API_URL_FOR_SERVER: trimmed,
  STOREFRONT_SHARED_API: flag,
  STOREFRONT_OUTPUT_CACHE: flag,
  STOREFRONT_INVALIDATE_CACHE_KEY: trimmed,
});

export type EnvironmentVariable = keyof typeof environmentSchema.shape;
/** The variables that are set, each as its value. */
export type Environment = Partial<z.output<typeof environmentSchema>>;

export type EnvironmentReading = { ok: true; values: Environment } | { ok: false; issues: ConfigIssue[] };

/**
 * Reads the known variables of `env` (usually process.env), or only the `only` ones; each unreadable one is an issue
 * named after it.
 */
export function readEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  only?: readonly EnvironmentVariable[],
): EnvironmentReading {
  const values: Record<string, unknown> = {};
  const issues: ConfigIssue[] = [];
  for (const name of only ?? (Object.keys(environmentSchema.shape) as EnvironmentVariable[])) {
    const schema: z.ZodType = environmentSchema.shape[name];
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const read = (schema as z.ZodType).safeParse(raw);
    if (read.success) values[name] = read.data;
    else issues.push(...read.error.issues.map((issue) => ({ path: name, message: issue.message })));
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, values: values as Environment };
}

/**
 * The servers' log level: `LOG_LEVEL`, or `info` when it is unset. A misspelt level also answers `info` here, so a
 * logger can always be made; the configuration loaders refuse such a start with the variable's name.
 */
export function logLevelOf(env: Readonly<Record<string, string | undefined>>): LogLevel {
  const reading = readEnvironment(env, ['LOG_LEVEL']);
  return (reading.ok && reading.values.LOG_LEVEL) || 'info';
}
