import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';

const MIGRATION = new URL('../../drizzle/0006_user_photos.sql', import.meta.url);

// The statements are plain PostgreSQL: one run on the embedded database shows what happens to stored photos.
describe.runIf(testDatabaseKind === 'pglite')('migration 0006: photos in a table of their own', () => {
  it('moves every uploaded photo to user_photos and drops the profile’s photo columns', async () => {
    const db = new PGlite();
    try {
      await db.exec(`
        create table users (id text primary key);
        create table user_profiles (
          user_id text primary key references users(id) on delete cascade,
          username text not null,
          photo_base64 text,
          photo_type text,
          updated_at timestamptz not null default now()
        );
        insert into users values ('with-photo'), ('without-photo');
        insert into user_profiles (user_id, username, photo_base64, photo_type)
          values ('with-photo', 'ada', 'iVBORw0=', 'image/png'), ('without-photo', 'bob', null, null);
      `);

      await db.exec(await readFile(MIGRATION, 'utf8'));

      const photos = await db.query('select user_id, type, base64 from user_photos');
      expect(photos.rows).toEqual([{ user_id: 'with-photo', type: 'image/png', base64: 'iVBORw0=' }]);
      const columns = await db.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'user_profiles' order by column_name",
      );
      expect(columns.rows.map((row) => row.column_name)).toEqual(['updated_at', 'user_id', 'username']);
      await db.exec("delete from users where id = 'with-photo'");
      expect((await db.query('select * from user_photos')).rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
