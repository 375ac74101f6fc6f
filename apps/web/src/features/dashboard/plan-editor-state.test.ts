import { describe, expect, it } from 'vitest';
import type { PlanDayEntry } from '@thrive/contract';
import { portionNutrition } from '@thrive/nutrition';
import { draftProblems, draftReducer, draftToMeals, toDraft, type Draft } from './plan-editor-state';

const oats = {
  recipeId: 12,
  name: 'Overnight oats',
  image: '/images/recipes/12.svg',
  servings: 1,
  calories: 350,
  protein: 12,
  carbs: 55,
  fat: 9,
};
const apple = { name: 'Apple', calories: 95, protein: 0.5, carbs: 25, fat: 0.3 };

const plan: PlanDayEntry[] = [
  {
    dayNumber: 2,
    breakfast: 'No breakfast planned',
    lunch: 'No lunch planned',
    dinner: 'No dinner planned',
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
    completed: { breakfast: false, lunch: false, dinner: false },
    rows: [{ label: 'Breakfast', items: [], completed: false }],
  },
  {
    dayNumber: 1,
    breakfast: 'Overnight oats, Apple',
    lunch: 'No lunch planned',
    dinner: 'No dinner planned',
    calories: 445,
    protein: 12.5,
    carbs: 80,
    fat: 9.3,
    completed: { breakfast: true, lunch: false, dinner: false },
    rows: [
      { label: 'Breakfast', items: [oats, apple], completed: true },
      { label: 'Lunch', items: [], completed: false },
    ],
  },
];

const at = { dayNumber: 1, rowIndex: 0 };
const keyOf = (draft: Draft, index: number) => draft[0]!.rows[0]!.items[index]!.key;

describe('editing a plan', () => {
  it('sends back exactly what was loaded when nothing changed, days in order', () => {
    const meals = draftToMeals(toDraft(plan));
    expect(meals.map((day) => day.dayNumber)).toEqual([1, 2]);
    expect(meals[0]!.rows).toEqual([
      { label: 'Breakfast', items: [oats, apple] },
      { label: 'Lunch', items: [] },
    ]);
  });

  it('renames an item, keeping its recipe and picture', () => {
    const draft = toDraft(plan);
    const next = draftReducer(draft, { type: 'rename', ...at, key: keyOf(draft, 0), name: '  Bircher muesli ' });
    expect(draftToMeals(next)[0]!.rows![0]!.items[0]).toEqual({ ...oats, name: 'Bircher muesli' });
    // The loaded draft is left as it was.
    expect(draftToMeals(draft)[0]!.rows![0]!.items[0]!.name).toBe('Overnight oats');
  });

  it('keeps one serving’s nutrition when the servings change, so the item counts them without drift', () => {
    const draft = toDraft(plan);
    const next = draftReducer(draft, { type: 'servings', ...at, key: keyOf(draft, 0), servings: '1.5' });
    const edited = draftToMeals(next)[0]!.rows![0]!.items[0]!;
    expect(edited).toEqual({ ...oats, servings: 1.5 });
    expect(portionNutrition(edited)).toMatchObject({
      calories: 525,
      protein: 18,
      carbs: 82.5,
      fat: 13.5,
    });
    // There and back, as often as one likes: the figures stay the loaded ones.
    let again = toDraft([{ ...plan[1]!, rows: [{ label: 'Breakfast', items: [edited], completed: false }] }]);
    for (const servings of ['0.75', '2.25', '1']) {
      again = draftReducer(again, { type: 'servings', ...at, key: keyOf(again, 0), servings });
      again = toDraft([
        {
          ...plan[1]!,
          rows: [{ label: 'Breakfast', items: draftToMeals(again)[0]!.rows![0]!.items, completed: false }],
        },
      ]);
    }
    expect(draftToMeals(again)[0]!.rows![0]!.items[0]).toEqual(oats);
  });

  it('removes items and adds free-text ones up to 3 in a meal', () => {
    let draft = toDraft(plan);
    draft = draftReducer(draft, { type: 'remove', ...at, key: keyOf(draft, 1) });
    draft = draftReducer(draft, { type: 'add', ...at, name: ' Green tea ' });
    draft = draftReducer(draft, { type: 'add', ...at, name: '   ' });
    draft = draftReducer(draft, { type: 'add', ...at, name: 'Toast' });
    draft = draftReducer(draft, { type: 'add', ...at, name: 'A fourth' });
    expect(draftToMeals(draft)[0]!.rows![0]!.items).toEqual([
      oats,
      { name: 'Green tea', calories: 0, protein: 0, carbs: 0, fat: 0 },
      { name: 'Toast', calories: 0, protein: 0, carbs: 0, fat: 0 },
    ]);
  });

  it('finds blank names and servings out of range before anything is sent', () => {
    let draft = toDraft(plan);
    expect(draftProblems(draft).size).toBe(0);
    draft = draftReducer(draft, { type: 'rename', ...at, key: keyOf(draft, 0), name: '  ' });
    draft = draftReducer(draft, { type: 'servings', ...at, key: keyOf(draft, 0), servings: '40' });
    draft = draftReducer(draft, { type: 'servings', ...at, key: keyOf(draft, 1), servings: 'abc' });
    const problems = draftProblems(draft);
    expect(problems.get(keyOf(draft, 0))).toEqual({
      name: 'Enter a name, or remove the item.',
      servings: 'Servings must be from 0.25 to 20.',
    });
    expect(problems.get(keyOf(draft, 1))?.servings).toBe('Servings must be from 0.25 to 20.');
  });

  it('lets an item without servings keep none, but not one that had them', () => {
    let draft = toDraft(plan);
    draft = draftReducer(draft, { type: 'servings', ...at, key: keyOf(draft, 0), servings: '' });
    expect(draftProblems(draft).get(keyOf(draft, 0))?.servings).toBe('Enter the servings.');
    expect(draftProblems(draft).has(keyOf(draft, 1))).toBe(false);
  });
});
