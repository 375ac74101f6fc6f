import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { Resilience } from './providers/remote-call';
import { PASSWORD_HASH_COST } from './auth/password-hashing';

/** What Fastify is told to trust: nothing, the nearest n hops, or the proxies at these addresses. */
export type TrustProxy = false | number | string[];

/** `10.0.0.1`, `::1` or a range such as `10.0.0.0/8`. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int({ error: 'must be a whole number between 1 and 65535' })
    .min(1, { error: 'must be a whole number between 1 and 65535' })
    .max(65535, { error: 'must be a whole number between 1 and 65535' })
    .default(5000),
  /** When set, data lives in this PostgreSQL database; otherwise in embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set, rate limits are shared by every instance through this Redis and survive restarts. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /**
   * Behind reverse proxies: how many there are (`1` for one), or their addresses (`10.0.0.1,10.0.0.0/8`).
   * Only what they add to X-Forwarded-For is believed, so limits apply per client and a client's own header
   * cannot dodge them. `false`: the connection's address is the client.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxy => {
      const trimmed = value.trim();
      if (trimmed === 'false') return false;
      if (/^\d+$/.test(trimmed) && Number(trimmed) >= 1) return Number(trimmed);
      const addresses = trimmed.split(',').map((part) => part.trim());
      if (addresses.every(isAddressOrRange)) return addresses;
      context.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxies (e.g. 1), or a comma-separated list of proxy addresses',
      });
      return z.NEVER;
    }),
  /** scrypt's cost for new password hashes, as a power of two; below 17 only for tests (NODE_ENV=test). */
  PASSWORD_HASH_COST: z.coerce
    .number({ error: 'must be a whole number between 10 and 20' })
    .int({ error: 'must be a whole number between 10 and 20' })
    .min(PASSWORD_HASH_COST.lowest, { error: 'must be a whole number between 10 and 20' })
    .max(20, { error: 'must be a whole number between 10 and 20' })
    .default(PASSWORD_HASH_COST.production),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** The address users reach the app at (https:// in production: session cookies are then Secure). */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Signs session cookies; without it one is generated and stored in the database. */
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** An OpenID discovery document used instead of Google's own endpoints (a local OAuth server). */
  GOOGLE_DISCOVERY_URL: z.url({ error: 'must be a URL' }).optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /** An OpenID discovery document used instead of Facebook's own endpoints (a local OAuth server). */
  FACEBOOK_DISCOVERY_URL: z.url({ error: 'must be a URL' }).optional(),
  /** A Spoonacular key: recipes, searches and plans come from Spoonacular, with the built-in catalog behind it. */
  SPOONACULAR_API_KEY: z.string().min(1).optional(),
  SPOONACULAR_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.spoonacular.com'),
  /** The public yoga poses API (its `/v1` base); unset, poses come from the built-in catalog. */
  YOGA_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Where that service's pictures live: the one image origin the pages may load besides our own. */
  YOGA_IMAGES_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://res.cloudinary.com')
    .transform((value) => new URL(value).origin),
  /** A YouTube Data API v3 key: pose tutorials are searched on YouTube. Unset, no videos are shown. */
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://www.googleapis.com/youtube/v3'),
  /** Open Food Facts (no key), e.g. https://world.openfoodfacts.org: the diary looks up products by barcode. Off when unset. */
  OPENFOODFACTS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** A RapidAPI key for ExerciseDB: exercises come from it, with the built-in catalog behind it. */
  EXERCISEDB_API_KEY: z.string().min(1).optional(),
  EXERCISEDB_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://exercisedb.p.rapidapi.com'),
  /** The `X-RapidAPI-Host` ExerciseDB is reached through. */
  EXERCISEDB_HOST: z.string().min(1).default('exercisedb.p.rapidapi.com'),
  /** The MyHealthfinder API (no key), e.g. https://odphp.health.gov/myhealthfinder/api/v4; unset, the blog is ours. */
  HEALTHFINDER_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** The SMTP server emails go out through (password resets); unset, they are written to standard error to read. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of those emails. */
  MAIL_FROM: z.string().min(3).default('Thrive <no-reply@thrive.local>'),
});

export type Config = z.infer<typeof ConfigSchema>;

/** A provider's client credentials: both or neither. */
const PAIRED_SETTINGS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
] as const;

export class ConfigError extends Error {}

/** Parses an environment; an empty string counts as unset so `PORT= npm start` behaves like no PORT. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ConfigSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const given = env[name] === undefined ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${given}`);
  }
  for (const [id, secret] of PAIRED_SETTINGS) {
    if (Boolean(result.data[id]) !== Boolean(result.data[secret])) {
      const missing = result.data[id] ? secret : id;
      throw new ConfigError(
        `Invalid configuration: ${missing} must be set together with ${missing === id ? secret : id}`,
      );
    }
  }
  if (result.data.PASSWORD_HASH_COST < PASSWORD_HASH_COST.production && result.data.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration: PASSWORD_HASH_COST below ${PASSWORD_HASH_COST.production} is for tests only (NODE_ENV=test)`,
    );
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** The one place that reads the process environment (lint allows `process.env` nowhere else: decision 0004). */
export function readConfig(): Config {
  return parseConfig(process.env);
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl?: string | undefined;
}

export interface AuthConfig {
  /** Origins the app is served at: state-changing requests from any other origin are refused. */
  origins: string[];
  secret?: string | undefined;
  google?: OAuthClientConfig | undefined;
  facebook?: OAuthClientConfig | undefined;
}

function oauthClient(clientId?: string, clientSecret?: string, discoveryUrl?: string) {
  return clientId && clientSecret ? { clientId, clientSecret, discoveryUrl } : undefined;
}

/** Without PUBLIC_URL the app is a local one, reached through the loopback names at its port. */
export function authConfig(config: Config): AuthConfig {
  return {
    origins: config.PUBLIC_URL
      ? [new URL(config.PUBLIC_URL).origin]
      : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`],
    secret: config.AUTH_SECRET,
    google: oauthClient(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, config.GOOGLE_DISCOVERY_URL),
    facebook: oauthClient(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET, config.FACEBOOK_DISCOVERY_URL),
  };
}

export interface ProvidersConfig {
  /** Spoonacular's food API; unset, the built-in recipe catalog responds. */
  recipes?: { apiKey: string; apiUrl: string } | undefined;
  /** The remote yoga poses service and the origin of its pictures; unset, the built-in catalog responds. */
  yoga?: { apiUrl: string; imagesOrigin: string } | undefined;
  /** YouTube search; unset, there are no tutorial videos. */
  youtube?: { apiKey: string; apiUrl: string } | undefined;
  /** ExerciseDB on RapidAPI; unset, the built-in exercise catalog responds. */
  exercises?: { apiKey: string; apiUrl: string; host: string } | undefined;
  /** MyHealthfinder's health topics; unset, the blog shows our own articles. */
  healthTopics?: { apiUrl: string } | undefined;
  /** Open Food Facts, for products by barcode; unset, the diary's foods are the USDA's alone. */
  barcodes?: { apiUrl: string } | undefined;
  /** How long an outside service may take before the built-in response is used (default 5 s). */
  timeoutMs?: number | undefined;
  /** How services are retried and left alone after failures (tests shorten the waits). */
  resilience?: Partial<Resilience> | undefined;
}

export function providersConfig(config: Config): ProvidersConfig {
  return {
    recipes: config.SPOONACULAR_API_KEY
      ? { apiKey: config.SPOONACULAR_API_KEY, apiUrl: config.SPOONACULAR_API_URL }
      : undefined,
    yoga: config.YOGA_API_URL ? { apiUrl: config.YOGA_API_URL, imagesOrigin: config.YOGA_IMAGES_ORIGIN } : undefined,
    youtube: config.YOUTUBE_API_KEY ? { apiKey: config.YOUTUBE_API_KEY, apiUrl: config.YOUTUBE_API_URL } : undefined,
    exercises: config.EXERCISEDB_API_KEY
      ? { apiKey: config.EXERCISEDB_API_KEY, apiUrl: config.EXERCISEDB_API_URL, host: config.EXERCISEDB_HOST }
      : undefined,
    healthTopics: config.HEALTHFINDER_API_URL ? { apiUrl: config.HEALTHFINDER_API_URL } : undefined,
    barcodes: config.OPENFOODFACTS_API_URL ? { apiUrl: config.OPENFOODFACTS_API_URL } : undefined,
  };
}

export interface MailConfig {
  /** Where emails are handed on; unset, they are written to the log. */
  smtpUrl?: string | undefined;
  from: string;
}

export function mailConfig(config: Config): MailConfig {
  return { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM };
}
