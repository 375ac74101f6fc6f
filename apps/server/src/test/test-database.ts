import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, usePglite, type DatabaseHandle } from '../db/database';
import { createEmptyPostgresDatabase } from './postgres-database';

/** Which database the API suite runs on: set per Vitest project (api-pglite, api-postgres). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const { url, drop } = await createEmptyPostgresDatabase();
  const handle = await openPostgres(url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const template = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return usePglite(client);
}

/** A fresh, migrated, empty database for one test file. */
export function createTestDatabase(): Promise<DatabaseHandle> {
  return testDatabaseKind === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}
