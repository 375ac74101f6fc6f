import { describe, expect, it } from 'vitest';
import { profileColumns, runMigration, usersAndProfiles } from '../test/migration-run';
import { testDatabaseKind } from '../test/test-database';

// The statements are plain PostgreSQL: one run on the embedded database shows what happens to stored photos.
describe.runIf(testDatabaseKind === 'pglite')('migration 0006: photos in a table of their own', () => {
  it('moves every uploaded photo to user_photos and drops the profile’s photo columns', async () => {
    await runMigration(
      '0006_user_photos.sql',
      (db) =>
        db.exec(`
          ${usersAndProfiles('photo_base64 text, photo_type text')}
          insert into users values ('with-photo'), ('without-photo');
          insert into user_profiles (user_id, username, photo_base64, photo_type)
            values ('with-photo', 'ada', 'iVBORw0=', 'image/png'), ('without-photo', 'bob', null, null);
        `),
      async (db) => {
        const photos = await db.query('select user_id, type, base64 from user_photos');
        expect(photos.rows).toEqual([{ user_id: 'with-photo', type: 'image/png', base64: 'iVBORw0=' }]);
        expect(await profileColumns(db)).toEqual(['updated_at', 'user_id', 'username']);
        await db.exec("delete from users where id = 'with-photo'");
        expect((await db.query('select * from user_photos')).rows).toEqual([]);
      },
    );
  });
});
