import { createRequire } from 'node:module';
import path from 'node:path';
import { authConfig, ConfigError, mailConfig, providersConfig, readConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { connectRedis } from './lib/redis';
import { buildApp } from './app';
import { usdaFoods } from './providers/foods/usda-foods';

function loadConfigOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfigOrExit();
const webRoot = path.join(path.dirname(createRequire(import.meta.url).resolve('@thrive/web/package.json')), 'dist');

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
const app = await buildApp({
  database,
  webRoot,
  redis,
  trustProxy: config.TRUST_PROXY,
  passwordWork: { cost: config.PASSWORD_HASH_COST },
  auth: authConfig(config),
  providers: providersConfig(config),
  mail: mailConfig(config),
  logger: {
    level: config.LOG_LEVEL,
    ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  },
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting, waits for in-flight requests, then closes the database (onClose).
  await app.close();
  redis?.disconnect();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The food search's index is built before the server listens, so no request waits for it.
usdaFoods();
await app.listen({ port: config.PORT, host: config.HOST });
