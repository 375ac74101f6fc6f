import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SaveMealPlanRequestSchema, type RecipeSummary } from '@thrive/contract';
import { portionNutrition } from '@thrive/nutrition';
import {
  TABLE_LIMITS,
  addItem,
  cellAt,
  createTable,
  dayLabel,
  dayTotals,
  droppedItemCount,
  itemCount,
  normaliseServings,
  ownItem,
  recipeItem,
  removeItem,
  renameRow,
  resizeTable,
  setServings,
  toSaveRequest,
  truncateName,
  weekSummary,
  type PlanTable,
  type TableItem,
} from './plan-table';

let next = 0;
function item(calories: number, extra: Partial<TableItem> = {}): TableItem {
  next += 1;
  return {
    id: `item-${next}`,
    name: `Meal ${next}`,
    servings: 1,
    calories,
    protein: calories / 20,
    carbs: calories / 10,
    fat: calories / 40,
    ...extra,
  };
}

const oats: RecipeSummary = {
  id: 2013,
  title: 'Cinnamon Apple Oat Porridge with Walnuts and Greek Yogurt',
  image: '/images/recipes/2013-490c5e2c01.svg',
  servings: 2,
  readyInMinutes: 15,
  diets: ['vegetarian'],
  mealTypes: ['breakfast'],
  nutrition: { calories: 370, protein: 12.4, carbs: 52, fat: 13 },
};

describe('the default table', () => {
  it('is Breakfast, Lunch, Dinner by Monday..Sunday while no date is chosen, all empty', () => {
    const table = createTable();
    expect(table.rows).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(Array.from({ length: table.days }, (_, day) => dayLabel(day, ''))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(itemCount(table)).toBe(0);
  });

  it('numbers the days after the first week', () => {
    expect(dayLabel(7, '')).toBe('Day 8');
    expect(dayLabel(30, '')).toBe('Day 31');
  });

  it('names the days by their dates from the plan date, whatever weekday it is', () => {
    expect(Array.from({ length: 8 }, (_, day) => dayLabel(day, '2026-11-25'))).toEqual([
      'Wed 25 Nov',
      'Thu 26 Nov',
      'Fri 27 Nov',
      'Sat 28 Nov',
      'Sun 29 Nov',
      'Mon 30 Nov',
      'Tue 1 Dec',
      'Wed 2 Dec',
    ]);
    expect(dayLabel(30, '2026-12-31')).toBe('Sat 30 Jan');
    // A date half typed, or impossible, is no date yet.
    expect(dayLabel(0, '2026-02-30')).toBe('Monday');
  });
});

describe('adding and removing', () => {
  it('takes at most three items in a cell', () => {
    let table = createTable();
    for (let count = 0; count < 5; count++) table = addItem(table, 1, 2, item(100));
    expect(cellAt(table, 1, 2)).toHaveLength(3);
    expect(itemCount(table)).toBe(3);
  });

  it('removes only the named item', () => {
    const keep = item(200);
    const drop = item(300);
    let table = addItem(addItem(createTable(), 0, 0, keep), 0, 0, drop);
    table = removeItem(table, 0, 0, drop.id);
    expect(cellAt(table, 0, 0)).toEqual([keep]);
  });

  it('ignores cells outside the table', () => {
    const table = createTable();
    expect(addItem(table, 3, 0, item(1))).toBe(table);
    expect(addItem(table, 0, 7, item(1))).toBe(table);
  });
});

describe('servings', () => {
  it('scale the nutrition of an item', () => {
    const eggs = item(140);
    const table = setServings(addItem(createTable(), 0, 0, eggs), 0, 0, eggs.id, 2.5);
    const [changed] = cellAt(table, 0, 0);
    expect(changed?.servings).toBe(2.5);
    expect(portionNutrition(changed!).calories).toBe(350);
    expect(dayTotals(table, 0).calories).toBe(350);
  });

  it('round to quarter servings within 0.25..20', () => {
    expect(normaliseServings(1.1)).toBe(1);
    expect(normaliseServings(1.2)).toBe(1.25);
    expect(normaliseServings(0)).toBe(0.25);
    expect(normaliseServings(99)).toBe(20);
    expect(normaliseServings(Number.NaN)).toBe(1);
  });
});

describe('resizing', () => {
  it('keeps what fits, labels the new rows and asks about what would be dropped', () => {
    let table = createTable();
    table = addItem(table, 0, 0, item(400));
    table = addItem(table, 2, 6, item(700));
    table = addItem(table, 2, 6, item(100));
    expect(droppedItemCount(table, 3, 6)).toBe(2);
    expect(droppedItemCount(table, 2, 7)).toBe(2);
    expect(droppedItemCount(table, 5, 8)).toBe(0);

    const bigger = resizeTable(table, 5, 9);
    expect(bigger.rows).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Meal 5']);
    expect(bigger.days).toBe(9);
    expect(dayLabel(8, '')).toBe('Day 9');
    expect(cellAt(bigger, 2, 6)).toHaveLength(2);
    expect(cellAt(bigger, 4, 8)).toEqual([]);

    const smaller = resizeTable(bigger, 1, 1);
    expect(smaller.rows).toEqual(['Breakfast']);
    expect(itemCount(smaller)).toBe(1);
  });

  it('takes new labels, never keeps a blank one and never goes below 1 or above the limits', () => {
    const table = resizeTable(createTable(), 5, 7, ['Breakfast', 'Lunch', 'Dinner', '  Second snack  ', '   ']);
    expect(table.rows).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Second snack', 'Meal 5']);
    expect(resizeTable(table, 0, 0)).toMatchObject({ days: 1, rows: ['Breakfast'] });
    const huge = resizeTable(table, 99, 99);
    expect(huge.rows).toHaveLength(TABLE_LIMITS.rows.max);
    expect(huge.days).toBe(TABLE_LIMITS.days.max);
    expect(renameRow(table, 3, 'Elevenses').rows[3]).toBe('Elevenses');
  });
});

describe('names', () => {
  it('are cut at 20 characters', () => {
    expect(truncateName('Porridge')).toBe('Porridge');
    expect(truncateName('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateName(oats.title)).toBe('Cinnamon Apple Oat P…');
  });
});

describe('items from a search and from the visitor', () => {
  it('keeps one serving of a recipe with its own image', () => {
    const porridge = recipeItem(oats, 'a');
    expect(porridge).toEqual({
      id: 'a',
      recipeId: 2013,
      name: oats.title,
      image: '/images/recipes/2013-490c5e2c01.svg',
      servings: 1,
      calories: 370,
      protein: 12.4,
      carbs: 52,
      fat: 13,
    });
  });

  it('drops pictures from elsewhere and reads missing nutrition as zero', () => {
    const remote = recipeItem({ ...oats, image: 'https://img.example.com/x.jpg', nutrition: undefined }, 'b');
    expect(remote.image).toBeUndefined();
    expect(remote).toMatchObject({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });

  it('gives the visitor’s own meal no nutrition unless calories are typed', () => {
    expect(ownItem('  Leftover curry ', null, 'c')).toMatchObject({
      name: 'Leftover curry',
      calories: 0,
    });
    expect(ownItem('Toast', 180, 'd')).toMatchObject({ calories: 180, protein: 0, carbs: 0, fat: 0 });
    expect(ownItem('Toast', -5, 'e').calories).toBe(0);
  });
});

describe('the save request', () => {
  it('has one day per column, every row with its label and items, and passes the contract', () => {
    let table = resizeTable(createTable(), 4, 8);
    table = addItem(table, 0, 0, { ...recipeItem(oats, 'p'), servings: 1.5 });
    table = addItem(table, 3, 7, ownItem('Apple', 95, 'q'));
    const request = toSaveRequest(table, '2026-03-02');
    expect(SaveMealPlanRequestSchema.safeParse(request).success).toBe(true);
    expect(request.totalDays).toBe(8);
    expect(request.type).toBe('custom');
    expect(request.meals.map((day) => day.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(request.meals[0]?.rows?.map((row) => row.label)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
    expect(request.meals[0]?.rows?.[0]?.items).toEqual([
      {
        recipeId: 2013,
        name: oats.title,
        image: '/images/recipes/2013-490c5e2c01.svg',
        // One serving's nutrition, eaten 1.5 times.
        servings: 1.5,
        calories: 370,
        protein: 12.4,
        carbs: 52,
        fat: 13,
      },
    ]);
    expect(request.meals[7]?.rows?.[3]?.items).toEqual([
      { name: 'Apple', servings: 1, calories: 95, protein: 0, carbs: 0, fat: 0 },
    ]);
  });
});

describe('week summary', () => {
  it('averages over the planned days only', () => {
    let table = createTable();
    table = addItem(table, 0, 0, item(600));
    table = addItem(table, 1, 0, item(900));
    table = addItem(table, 2, 3, item(1500));
    const summary = weekSummary(table);
    expect(summary.total.calories).toBe(3000);
    expect(summary.plannedDays).toBe(2);
    expect(summary.average.calories).toBe(1500);
    expect(weekSummary(createTable()).average.calories).toBe(0);
  });
});

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
