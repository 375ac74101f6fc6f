import { createRequire } from 'node:module';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseKind } from '@thrive/contract';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of both drivers: features never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** The migrations folder is found through the package itself, so it resolves from src/ and from the bundle alike. */
const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@thrive/server/package.json')),
  'drizzle',
);

/** Any number of server instances may start at once on one PostgreSQL; this lock lets one migrate at a time. */
const MIGRATION_LOCK_ID = 4_711_2025;

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection PostgreSQL ends on its own (a restart, an administrator, a dropped test database) is left
  // behind and replaced on next use, and a query running on it fails as usual; unheard, its 'error' event
  // would end the process. Idle connections report through the pool, others through themselves.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * The types drizzle keeps as text (dates, times, intervals and their arrays): it hands PGlite a parser for
 * each that returns the text unchanged, with every query.
 */
const KEPT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const keepText = (text: string) => text;

/**
 * PGlite merges a query's own parsers into its table of some 300 each time, which took a third of a small
 * query's time. Drizzle's are set on PGlite once instead, and a query whose parsers are all among them
 * goes without; the rows are the same.
 */
class PgliteForDrizzle {
  constructor(private readonly client: PGlite | Transaction) {}

  query(text: string, params?: unknown[], options?: QueryOptions) {
    const parsers = options?.parsers;
    const known = parsers !== undefined && Object.keys(parsers).every((type) => KEPT_AS_TEXT.includes(Number(type)));
    return this.client.query(text, params, known ? { ...options, parsers: undefined } : options);
  }

  transaction<T>(callback: (tx: PgliteForDrizzle) => Promise<T>): Promise<T> {
    if (!(this.client instanceof PGlite)) throw new Error('PGlite has no nested transactions; drizzle uses savepoints');
    return this.client.transaction((tx) => callback(new PgliteForDrizzle(tx)));
  }
}

/** Wraps an open PGlite (on disk, or in memory for tests) and brings its schema up to date. */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  for (const type of KEPT_AS_TEXT) client.parsers[type] = keepText;
  const db = drizzlePglite(new PgliteForDrizzle(client) as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  return usePglite(await PGlite.create({ dataDir }));
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** A cheap round trip, for readiness. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
