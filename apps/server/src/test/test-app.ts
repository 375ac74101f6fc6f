import { buildApp, type App, type AppOptions } from '../app';
import { createTestDatabase } from './test-database';
import { PASSWORD_HASH_COST } from '../auth/password-hashing';

/** The real app on a fresh database, for app.inject; close it in afterAll. */
export async function createTestApp(
  options: Pick<
    AppOptions,
    | 'webRoot'
    | 'auth'
    | 'redis'
    | 'providers'
    | 'logger'
    | 'trustProxy'
    | 'planWorkers'
    | 'passwordWork'
    | 'mail'
    | 'requestTimeoutMs'
  > = {},
): Promise<App> {
  const database = await createTestDatabase();
  // Sign-ups hash at the lowest cost: the production cost has a test of its own (password-hashing.test.ts).
  return buildApp({ database, ...options, passwordWork: { cost: PASSWORD_HASH_COST.lowest, ...options.passwordWork } });
}
