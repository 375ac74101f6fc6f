import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';

const MIGRATION = new URL('../../drizzle/0008_targets.sql', import.meta.url);

// The statements are plain PostgreSQL: one run on the embedded database shows what happens to stored profiles.
describe.runIf(testDatabaseKind === 'pglite')('migration 0008: the profile’s body becomes the targets', () => {
  it('moves age, height, weight and target to the targets, leaving out what the equation cannot use', async () => {
    const db = new PGlite();
    try {
      await db.exec(`
        create table users (id text primary key);
        create table user_profiles (
          user_id text primary key references users(id) on delete cascade,
          username text not null,
          age integer not null,
          gender text not null,
          height_cm real not null,
          weight_kg real not null,
          target text not null,
          updated_at timestamptz not null default now()
        );
        insert into users values ('ada'), ('kid');
        insert into user_profiles (user_id, username, age, gender, height_cm, weight_kg, target, updated_at) values
          ('ada', 'ada', 36, 'female', 165, 58.5, 'loss', '2026-11-01T10:00:00Z'),
          ('kid', 'kid', 9, 'male', 130, 30, 'gain', '2026-11-02T10:00:00Z');
      `);

      await db.exec(await readFile(MIGRATION, 'utf8'));

      const rows = await db.query(
        'select user_id, age, height_cm, weight_kg, goal, changed_at from targets order by user_id',
      );
      expect(rows.rows).toEqual([
        {
          user_id: 'ada',
          age: 36,
          height_cm: 165,
          weight_kg: 58.5,
          goal: 'lose',
          changed_at: new Date('2026-11-01T10:00:00Z'),
        },
        {
          user_id: 'kid',
          age: null,
          height_cm: 130,
          weight_kg: null,
          goal: 'gain',
          changed_at: new Date('2026-11-02T10:00:00Z'),
        },
      ]);
      const columns = await db.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'user_profiles' order by column_name",
      );
      expect(columns.rows.map((row) => row.column_name)).toEqual(['gender', 'updated_at', 'user_id', 'username']);
    } finally {
      await db.close();
    }
  });
});
