import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onPostgresServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database (not yet migrated) on a PostgreSQL server, by default the test one
 * (TEST_DATABASE_URL), and a way to drop it.
 */
export async function createEmptyPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `thrive_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
