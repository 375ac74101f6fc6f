import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SaveMealPlanRequestSchema } from '@thrive/contract';
import {
  TABLE_LIMITS,
  addItem,
  cellAt,
  createTable,
  dayTotals,
  droppedItemCount,
  itemCount,
  removeItem,
  resizeTable,
  setServings,
  toSaveRequest,
  weekSummary,
  type PlanTable,
} from './plan-table';
import { item } from './plan-table.fixture';

// Property tests: rules that must hold whatever the visitor does.

const nutritionArb = fc.integer({ min: 0, max: 2000 });
type Step =
  | { kind: 'add'; row: number; day: number; calories: number }
  | { kind: 'remove'; row: number; day: number; pick: number }
  | { kind: 'resize'; rows: number; days: number }
  | { kind: 'servings'; row: number; day: number; pick: number; servings: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    row: fc.integer({ min: 0, max: 11 }),
    day: fc.integer({ min: 0, max: 32 }),
    calories: nutritionArb,
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    row: fc.integer({ min: 0, max: 11 }),
    day: fc.integer({ min: 0, max: 32 }),
    pick: fc.nat(3),
  }),
  fc.record({
    kind: fc.constant('resize' as const),
    rows: fc.integer({ min: -2, max: 14 }),
    days: fc.integer({ min: -2, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('servings' as const),
    row: fc.integer({ min: 0, max: 11 }),
    day: fc.integer({ min: 0, max: 32 }),
    pick: fc.nat(3),
    servings: fc.double({ min: -1, max: 30, noNaN: true }),
  }),
);

function play(steps: Step[]): PlanTable {
  return steps.reduce((table, step) => {
    switch (step.kind) {
      case 'add':
        return addItem(table, step.row, step.day, item(step.calories));
      case 'remove': {
        const target = cellAt(table, step.row, step.day)[step.pick];
        return target ? removeItem(table, step.row, step.day, target.id) : table;
      }
      case 'resize':
        return resizeTable(table, step.rows, step.days);
      case 'servings': {
        const target = cellAt(table, step.row, step.day)[step.pick];
        return target ? setServings(table, step.row, step.day, target.id, step.servings) : table;
      }
    }
  }, createTable());
}

describe('whatever the visitor does', () => {
  it('the table keeps its shape, at most 3 items a cell, and within the limits', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const table = play(steps);
        expect(table.rows.length).toBeGreaterThanOrEqual(1);
        expect(table.rows.length).toBeLessThanOrEqual(TABLE_LIMITS.rows.max);
        expect(table.days).toBeGreaterThanOrEqual(1);
        expect(table.days).toBeLessThanOrEqual(TABLE_LIMITS.days.max);
        expect(table.cells).toHaveLength(table.rows.length);
        for (const row of table.cells) {
          expect(row).toHaveLength(table.days);
          for (const cell of row) {
            expect(cell.length).toBeLessThanOrEqual(3);
            for (const entry of cell) {
              expect(entry.servings).toBeGreaterThanOrEqual(0.25);
              expect(entry.servings).toBeLessThanOrEqual(20);
              expect(Number.isInteger(entry.servings * 4)).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('day and week totals equal the sum of the items', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const table = play(steps);
        const all = table.cells.flat(2);
        const sum = all.reduce((total, entry) => total + entry.calories * entry.servings, 0);
        const byDay = Array.from({ length: table.days }, (_, day) => dayTotals(table, day).calories);
        expect(byDay.reduce((a, b) => a + b, 0)).toBeCloseTo(sum, 6);
        expect(weekSummary(table).total.calories).toBeCloseTo(sum, 6);
        expect(itemCount(table)).toBe(all.length);
      }),
    );
  });

  it('resizing drops exactly the items it said it would', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 40 }),
        fc.integer({ min: 1, max: TABLE_LIMITS.rows.max }),
        fc.integer({ min: 1, max: TABLE_LIMITS.days.max }),
        (steps, rows, days) => {
          const table = play(steps);
          const after = resizeTable(table, rows, days);
          expect(itemCount(after)).toBe(itemCount(table) - droppedItemCount(table, rows, days));
        },
      ),
    );
  });

  it('every save request the planner builds passes the contract', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const result = SaveMealPlanRequestSchema.safeParse(toSaveRequest(play(steps), '2026-05-04'));
        expect(result.success).toBe(true);
      }),
    );
  });
});
