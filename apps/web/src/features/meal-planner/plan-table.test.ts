import { describe, expect, it } from 'vitest';
import { SaveMealPlanRequestSchema } from '@thrive/contract';
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
} from './plan-table';
import { item, oats } from './plan-table.fixture';

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
