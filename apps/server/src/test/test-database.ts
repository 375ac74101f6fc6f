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

/**
 * Embedded databases whose apps have closed, emptied for the next: starting one from the template takes about a
 * second (the files unpacked, PostgreSQL started), emptying one a few milliseconds. Files of a worker share this
 * module (the API projects do not isolate them), so a worker starts only as many as it ever holds at once.
 */
const emptiedPglites: PGlite[] = [];

/** Back to the state of the template: no rows, sequences from 1, and a session as a new connection has it. */
async function empty(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await client.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
  await client.exec('discard all');
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const client = emptiedPglites.pop() ?? (await PGlite.create({ loadDataDir: await pgliteTemplate() }));
  const handle = await usePglite(client);
  return {
    ...handle,
    async close() {
      await empty(client);
      emptiedPglites.push(client);
    },
  };
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
