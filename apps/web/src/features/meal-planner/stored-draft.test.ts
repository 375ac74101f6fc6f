import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDraft, readDraft, serializeDraft, writeDraft } from './stored-draft';
import { addItem, cellAt, createTable, ownItem, resizeTable, setServings, type TableMeal } from './plan-table';
import { DEVICE_KEYS } from '../../lib/device-keys';

const curry: TableMeal = {
  id: 'x',
  recipeId: 5203,
  name: 'Chickpea and Spinach Coconut Curry',
  image: '/images/recipes/5203-bde1bc81b0.svg',
  servings: 1,
  calories: 512,
  protein: 18,
  carbs: 60,
  fat: 21,
};

function sample() {
  let table = resizeTable(createTable(), 4, 9, ['Breakfast', 'Lunch', 'Dinner', 'Elevenses']);
  table = addItem(table, 1, 2, curry);
  table = setServings(table, 1, 2, curry.id, 1.75);
  table = addItem(table, 3, 8, ownItem('Apple', 95));
  return { table, date: '2026-04-20' };
}

const withoutIds = (cells: readonly (readonly (readonly TableMeal[])[])[]) =>
  cells.map((row) => row.map((cell) => cell.map(({ id: _id, ...rest }) => rest)));

describe('the planner draft', () => {
  afterEach(() => localStorage.clear());

  it('reads back the table, row labels, days and date it stored', () => {
    const draft = sample();
    writeDraft(draft);
    expect(localStorage.getItem(DEVICE_KEYS.mealPlannerDraft)).not.toBeNull();
    const back = readDraft();
    expect(back?.date).toBe('2026-04-20');
    expect(back?.table.rows).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Elevenses']);
    expect(back?.table.days).toBe(9);
    expect(withoutIds(back!.table.cells)).toEqual(withoutIds(draft.table.cells));
    expect(cellAt(back!.table, 1, 2)[0]?.servings).toBe(1.75);
  });

  it('is nothing when missing, not JSON or of another shape', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2 }))).toBeNull();
    expect(parseDraft(JSON.stringify([1, 2, 3]))).toBeNull();
  });

  it('drops items that do not fit, a fourth item in a cell, foreign images and a bad date', () => {
    const good = { name: 'Toast', servings: 1, perServing: { calories: 180, protein: 6, carbs: 30, fat: 3 } };
    const raw = JSON.stringify({
      version: 1,
      date: 'next tuesday',
      rows: ['Breakfast', '   '],
      days: 2,
      cells: [
        [
          [good, { name: '', servings: 1 }, { ...good, image: 'https://elsewhere.example/x.png' }, good, good],
          [{ ...good, servings: 3.1 }],
        ],
      ],
    });
    const draft = parseDraft(raw, '2026-01-01');
    expect(draft?.date).toBe('2026-01-01');
    expect(draft?.table.rows).toEqual(['Breakfast', 'Lunch']);
    expect(cellAt(draft!.table, 0, 0)).toHaveLength(3);
    expect(cellAt(draft!.table, 0, 0).every((item) => item.image === undefined)).toBe(true);
    expect(cellAt(draft!.table, 0, 1)[0]?.servings).toBe(3);
    expect(cellAt(draft!.table, 1, 0)).toEqual([]);
    // Ids are fresh, so two items never share one.
    const ids = cellAt(draft!.table, 0, 0).map((item) => item.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('never throws, whatever the stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(() => parseDraft(raw)).not.toThrow();
      }),
    );
  });

  it('round-trips for any sequence of added meals', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            row: fc.nat(2),
            day: fc.nat(6),
            name: fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim().length > 0),
            calories: fc.integer({ min: 0, max: 3000 }),
          }),
          { maxLength: 30 },
        ),
        (adds) => {
          const table = adds.reduce(
            (current, add) => addItem(current, add.row, add.day, ownItem(add.name, add.calories)),
            createTable(),
          );
          const back = parseDraft(serializeDraft({ table, date: '2026-02-02' }));
          expect(withoutIds(back!.table.cells)).toEqual(withoutIds(table.cells));
        },
      ),
    );
  });
});
