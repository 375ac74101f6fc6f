import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, usePglite, type DatabaseHandle } from '../db/database';

/** Which database the API suite runs on: set per Vitest project (api-pglite, api-postgres). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function onPostgresServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the test PostgreSQL (TEST_DATABASE_URL), not yet migrated, and a way to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `thrive_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

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
