import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

const pgliteTemplate = async () => new Blob([await readFile(inject('pgliteTemplate'))]);

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
  return usePglite(client);
}

/**
 * A data directory holding a migrated, empty embedded database, for a server process to open: a copy of the
 * template, where a new directory would first be initialised (seconds of work for every server started).
 */
export async function createPgliteDataDir(name: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `thrive-${name}-`));
  const client = await PGlite.create({ dataDir, loadDataDir: await pgliteTemplate() });
  await client.close();
  return dataDir;
}

/** A fresh, migrated, empty database for one test file. */
export function createTestDatabase(): Promise<DatabaseHandle> {
  return testDatabaseKind === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}
