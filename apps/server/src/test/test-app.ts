import { buildApp, type App, type AppOptions } from '../app';
import { createTestDatabase } from './test-database';

/** The real app on a fresh database, for app.inject; close it in afterAll. */
export async function createTestApp(
  options: Pick<
    AppOptions,
    'webRoot' | 'auth' | 'redis' | 'providers' | 'logger' | 'trustProxy' | 'planWorkers' | 'passwordWork'
  > = {},
): Promise<App> {
  const database = await createTestDatabase();
  return buildApp({ database, ...options });
}
