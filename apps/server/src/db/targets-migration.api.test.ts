import { describe, expect, it } from 'vitest';
import { profileColumns, runMigration, usersAndProfiles } from '../test/migration-run';
import { testDatabaseKind } from '../test/test-database';

// The statements are plain PostgreSQL: one run on the embedded database shows what happens to stored profiles.
describe.runIf(testDatabaseKind === 'pglite')('migration 0008: the profile’s body becomes the targets', () => {
  it('moves age, height, weight and target to the targets, leaving out what the equation cannot use', async () => {
    await runMigration(
      '0008_targets.sql',
      (db) =>
        db.exec(`
          ${usersAndProfiles('age integer not null, gender text not null, height_cm real not null, weight_kg real not null, target text not null')}
          insert into users values ('ada'), ('kid');
          insert into user_profiles (user_id, username, age, gender, height_cm, weight_kg, target, updated_at) values
            ('ada', 'ada', 36, 'female', 165, 58.5, 'loss', '2026-11-01T10:00:00Z'),
            ('kid', 'kid', 9, 'male', 130, 30, 'gain', '2026-11-02T10:00:00Z');
        `),
      async (db) => {
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
        expect(await profileColumns(db)).toEqual(['gender', 'updated_at', 'user_id', 'username']);
      },
    );
  });
});
