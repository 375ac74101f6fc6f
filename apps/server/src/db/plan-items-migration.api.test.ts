import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';

const MIGRATION = new URL('../../drizzle/0005_plan_items_per_serving.sql', import.meta.url);

// The statement is plain PostgreSQL: one run on the embedded database shows what it does to stored plans.
describe.runIf(testDatabaseKind === 'pglite')('migration 0005: plan items hold the nutrition of one serving', () => {
  it('divides the stored totals of items with servings, and leaves every other item and field alone', async () => {
    const db = new PGlite();
    try {
      await db.exec('create table meal_plans (id int primary key, days jsonb not null)');
      const oldItem = { recipeId: 7, name: 'Oats', servings: 1.5, calories: 450, protein: 15, carbs: 60, fat: 9 };
      const oneServing = { name: 'Apple', servings: 1, calories: 95, protein: 0.5, carbs: 25, fat: 0.3 };
      const noServings = { name: 'Tea', calories: 2, protein: 0, carbs: 0, fat: 0 };
      const days = [
        { dayNumber: 1, rows: [{ label: 'Breakfast', completed: true, items: [oldItem, oneServing] }] },
        {
          dayNumber: 2,
          rows: [
            { label: 'Lunch', completed: false, items: [] },
            { label: 'Snack', completed: false, items: [noServings] },
          ],
        },
      ];
      await db.query('insert into meal_plans values (1, $1)', [JSON.stringify(days)]);
      await db.query('insert into meal_plans values (2, $1)', [JSON.stringify([])]);

      await db.exec(await readFile(MIGRATION, 'utf8'));

      const rows = (await db.query<{ id: number; days: unknown }>('select id, days from meal_plans order by id')).rows;
      expect(rows[0]?.days).toEqual([
        {
          dayNumber: 1,
          rows: [
            {
              label: 'Breakfast',
              completed: true,
              items: [{ ...oldItem, calories: 300, protein: 10, carbs: 40, fat: 6 }, oneServing],
            },
          ],
        },
        days[1],
      ]);
      expect(rows[1]?.days).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
