import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * Runs one migration of `drizzle/` on a fresh embedded database: `before` creates the tables and rows as they stood,
 * `after` reads what the migration made of them. Migrations are plain PostgreSQL, so one run on PGlite shows it.
 */
export async function runMigration(
  file: string,
  before: (db: PGlite) => Promise<unknown>,
  after: (db: PGlite) => Promise<void>,
): Promise<void> {
  const db = new PGlite();
  try {
    await before(db);
    await db.exec(await readFile(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8'));
    await after(db);
  } finally {
    await db.close();
  }
}

/** The users table and the profiles table as they stood before a migration, with the profile's other `columns`. */
export function usersAndProfiles(columns: string): string {
  return `
    create table users (id text primary key);
    create table user_profiles (
      user_id text primary key references users(id) on delete cascade,
      username text not null,
      ${columns},
      updated_at timestamptz not null default now()
    );`;
}

/** The names of the profiles table's columns, in alphabetical order. */
export async function profileColumns(db: PGlite): Promise<string[]> {
  const columns = await db.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_name = 'user_profiles' order by column_name",
  );
  return columns.rows.map((row) => row.column_name);
}
