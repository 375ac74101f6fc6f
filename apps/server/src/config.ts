import path from 'node:path';
import { z } from 'zod';

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
  /** Behind a reverse proxy, trust its X-Forwarded-For so limits apply per client, not per proxy. */
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export type Config = z.infer<typeof ConfigSchema>;

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
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** The one place that reads the process environment (DESIGN §7.4). */
export function readConfig(): Config {
  return parseConfig(process.env);
}
