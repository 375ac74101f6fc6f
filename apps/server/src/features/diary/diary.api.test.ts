import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiaryDay, DiaryEntry, Food } from '@thrive/contract';
import type { App } from '../../app';
import { diaryEntries } from '../../db/schema';
import { newAccount, sendAs, signUp, type TestMethod } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

const DAY = '2026-11-20';

describe('/api/diary', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const send = (method: TestMethod, url: string, cookie?: string, payload?: unknown) =>
    sendAs(app, method, url, cookie, payload);
  const add = (cookie: string, payload: unknown, date = DAY) =>
    send('POST', `/api/diary/${date}/entries`, cookie, payload);
  const day = async (cookie: string, date = DAY) =>
    (await send('GET', `/api/diary/${date}`, cookie)).json() as DiaryDay;
  // Each person signs up from an address of their own, as sign-ups are limited per address.
  let people = 0;
  const person = () => signUp(app, newAccount(), `10.30.0.${++people}`);
  const food = async (id: string) => (await send('GET', `/api/foods/${id}`)).json() as Food;

  it('needs a session (401) on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/diary/${DAY}`],
      ['POST', `/api/diary/${DAY}/entries`],
      ['PUT', `/api/diary/${DAY}/entries/${id}`],
      ['DELETE', `/api/diary/${DAY}/entries/${id}`],
      ['POST', `/api/diary/${DAY}/from-plan`],
      ['POST', `/api/diary/${DAY}/copy`],
      ['GET', '/api/diary?from=2026-11-01&to=2026-11-30'],
      ['GET', '/api/diary/recent-foods'],
    ] as const) {
      expect(
        (await send(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
        url,
      ).toBe(401);
    }
  });

  it('logs a food by grams: its values per 100 g × grams ÷ 100, micronutrients too', async () => {
    const { cookie } = await person();
    const oats = await food('08120');
    const response = await add(cookie, { meal: 'breakfast', food: { id: '08120', grams: 40 } });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as DiaryEntry;
    expect(entry).toMatchObject({ meal: 'breakfast', kind: 'food', name: oats.name, food: { id: '08120', grams: 40 } });
    for (const key of ['calories', 'protein', 'carbs', 'fat', 'fiber', 'iron', 'magnesium'] as const) {
      expect(entry.nutrients[key], key).toBeCloseTo((oats.per100g[key]! * 40) / 100, 2);
    }
  });

  it('logs a food by portion: the portion’s grams × quantity', async () => {
    const { cookie } = await person();
    const egg = await food('01123');
    const large = egg.portions.find((portion) => portion.unit === 'large')!;
    const entry = (
      await add(cookie, { meal: 'breakfast', food: { id: '01123', portion: 'large', quantity: 2 } })
    ).json();
    expect(entry.food).toEqual({ id: '01123', grams: large.grams * 2, portion: 'large', quantity: 2 });
    expect(entry.nutrients.calories).toBeCloseTo((egg.per100g.calories * large.grams * 2) / 100, 2);
    const unknown = await add(cookie, { meal: 'breakfast', food: { id: '01123', portion: 'bucket', quantity: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['food.portion']);
  });

  it('logs a recipe by servings and a quick entry as typed, and sums the day', async () => {
    const { cookie } = await person();
    const recipe = (await send('GET', '/api/recipes/1001')).json();
    const logged = (await add(cookie, { meal: 'lunch', recipe: { id: 1001, servings: 1.5 } })).json() as DiaryEntry;
    expect(logged).toMatchObject({ kind: 'recipe', name: recipe.title, recipe: { id: 1001, servings: 1.5 } });
    expect(logged.nutrients.calories).toBeCloseTo(recipe.nutrition.calories * 1.5, 2);
    // A built-in recipe's micronutrients come from its ingredients' USDA foods.
    expect(logged.nutrients.potassium).toBeGreaterThan(0);
    expect(logged.nutrients.iron).toBeGreaterThan(0);
    const quick = { name: 'Office cake', calories: 320, protein: 4, carbs: 40, fat: 15 };
    expect((await add(cookie, { meal: 'snacks', quick })).json()).toMatchObject({
      kind: 'quick',
      nutrients: quick.calories ? { calories: 320, protein: 4, carbs: 40, fat: 15 } : {},
    });
    const today = await day(cookie);
    expect(today.entries.map((entry) => entry.meal)).toEqual(['lunch', 'snacks']);
    expect(today.totals.calories).toBeCloseTo(logged.nutrients.calories + 320, 1);
    // The quick entry has no vitamin C figure: the total says so rather than counting it as zero.
    expect(today.totals.missing.vitaminC).toBeGreaterThanOrEqual(1);
    expect(today.targets).toEqual({});
  });

  it('changes and deletes an entry; the deleted entry comes back so it can be logged again', async () => {
    const { cookie } = await person();
    const entry = (await add(cookie, { meal: 'dinner', food: { id: '05062', grams: 150 } })).json() as DiaryEntry;
    const changed = await send('PUT', `/api/diary/${DAY}/entries/${entry.id}`, cookie, {
      meal: 'lunch',
      food: { id: '05062', grams: 100 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: entry.id, meal: 'lunch', food: { grams: 100 } });
    expect(changed.json().nutrients.calories).toBeCloseTo((entry.nutrients.calories * 100) / 150, 1);
    const deleted = await send('DELETE', `/api/diary/${DAY}/entries/${entry.id}`, cookie);
    expect(deleted.json()).toMatchObject({ id: entry.id, meal: 'lunch' });
    expect((await day(cookie)).entries).toEqual([]);
    expect((await send('DELETE', `/api/diary/${DAY}/entries/${entry.id}`, cookie)).statusCode).toBe(404);
  });

  it("never reads, changes or deletes another user's entries (404), nor shows them", async () => {
    const ada = await person();
    const bob = await person();
    const entry = (
      await add(ada.cookie, { meal: 'dinner', quick: { name: 'Soup', calories: 200, protein: 5, carbs: 20, fat: 8 } })
    ).json();
    const url = `/api/diary/${DAY}/entries/${entry.id}`;
    expect(
      (
        await send('PUT', url, bob.cookie, {
          meal: 'lunch',
          quick: { name: 'Mine', calories: 1, protein: 0, carbs: 0, fat: 0 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('DELETE', url, bob.cookie)).statusCode).toBe(404);
    expect((await day(bob.cookie)).entries).toEqual([]);
    expect((await send('GET', '/api/diary?from=2026-11-01&to=2026-11-30', bob.cookie)).json()).toEqual({ days: [] });
    expect((await send('POST', `/api/diary/2026-11-21/copy`, bob.cookie, { from: DAY })).json().entries).toEqual([]);
    expect((await day(ada.cookie)).entries).toHaveLength(1);
    // The entry's own date is part of its address.
    expect((await send('DELETE', `/api/diary/2026-11-21/entries/${entry.id}`, ada.cookie)).statusCode).toBe(404);
  });

  it('logs "Ate as planned" from the plan covering the date, a meal or the day, each item once', async () => {
    const { cookie } = await person();
    const item = (name: string, calories: number, recipeId?: number) => ({
      ...(recipeId ? { recipeId } : {}),
      name,
      calories,
      protein: 20,
      carbs: 30,
      fat: 10,
      servings: 2,
    });
    const saved = await send('POST', '/api/mealplan/save', cookie, {
      totalDays: 3,
      date: '2026-11-19',
      type: 'custom',
      meals: [1, 2, 3].map((dayNumber) => ({
        dayNumber,
        rows: [
          { label: 'Breakfast', items: [item(`Porridge ${dayNumber}`, 300, 1001)] },
          { label: 'Lunch', items: [item(`Salad ${dayNumber}`, 400)] },
          { label: 'Dinner', items: [item(`Stew ${dayNumber}`, 500, 1002)] },
        ],
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lunch = await send('POST', `/api/diary/${DAY}/from-plan`, cookie, { type: 'custom', meal: 'lunch' });
    expect(lunch.statusCode, lunch.body).toBe(200);
    expect(lunch.json().entries).toEqual([
      expect.objectContaining({
        meal: 'lunch',
        kind: 'quick',
        name: 'Salad 2',
        fromPlan: 'custom',
        nutrients: { calories: 800, protein: 40, carbs: 60, fat: 20 },
      }),
    ]);
    const whole = (await send('POST', `/api/diary/${DAY}/from-plan`, cookie, { type: 'custom' })).json() as DiaryDay;
    expect(whole.entries.map((entry) => `${entry.meal} ${entry.name}`)).toEqual([
      'lunch Salad 2',
      'breakfast Porridge 2',
      'dinner Stew 2',
    ]);
    expect(whole.entries[1]).toMatchObject({ kind: 'recipe', recipe: { id: 1001, servings: 2 } });
    expect(whole.totals.calories).toBe(2400);
    const again = (await send('POST', `/api/diary/${DAY}/from-plan`, cookie, { type: 'custom' })).json() as DiaryDay;
    expect(again.entries).toHaveLength(3);
    const noPlan = await send('POST', `/api/diary/2026-11-25/from-plan`, cookie, { type: 'custom' });
    expect(noPlan.statusCode).toBe(404);
    expect((await send('POST', `/api/diary/${DAY}/from-plan`, cookie, { type: 'ai' })).statusCode).toBe(404);
  });

  it('copies another day, and answers daily totals for a range', async () => {
    const { cookie } = await person();
    await add(cookie, { meal: 'breakfast', food: { id: '09003', grams: 180 } }, '2026-11-10');
    await add(
      cookie,
      { meal: 'snacks', quick: { name: 'Nuts', calories: 200, protein: 6, carbs: 6, fat: 18 } },
      '2026-11-10',
    );
    const copied = await send('POST', '/api/diary/2026-11-11/copy', cookie, { from: '2026-11-10' });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = copied.json() as DiaryDay;
    expect(copy.entries.map((entry) => entry.name)).toEqual([expect.stringMatching(/^Apples/), 'Nuts']);
    expect(copy.entries.every((entry) => entry.date === '2026-11-11')).toBe(true);
    const range = (await send('GET', '/api/diary?from=2026-11-01&to=2026-11-30', cookie)).json();
    expect(range.days.map((entry: { date: string; entries: number }) => [entry.date, entry.entries])).toEqual([
      ['2026-11-10', 2],
      ['2026-11-11', 2],
    ]);
    expect(range.days[0].totals.calories).toBe(copy.totals.calories);
  });

  it('lists the foods logged most often, then most lately, with the amount logged last', async () => {
    const { cookie } = await person();
    expect((await send('GET', '/api/diary/recent-foods', cookie)).json()).toEqual({ foods: [] });
    await add(cookie, { meal: 'breakfast', food: { id: '01123', portion: 'large', quantity: 2 } }, '2026-11-01');
    await add(cookie, { meal: 'breakfast', food: { id: '09003', grams: 150 } }, '2026-11-01');
    await add(cookie, { meal: 'breakfast', food: { id: '01123', portion: 'large', quantity: 1 } }, '2026-11-02');
    await add(cookie, { meal: 'snacks', food: { id: '12061', grams: 30 } }, '2026-11-02');
    await add(
      cookie,
      { meal: 'snacks', quick: { name: 'Tea', calories: 2, protein: 0, carbs: 0, fat: 0 } },
      '2026-11-02',
    );
    const { foods } = (await send('GET', '/api/diary/recent-foods', cookie)).json();
    expect(foods.map((item: { food: Food; times: number }) => [item.food.id, item.times])).toEqual([
      ['01123', 2],
      ['12061', 1],
      ['09003', 1],
    ]);
    expect(foods[0].amount).toMatchObject({ portion: 'large', quantity: 1 });
    const other = await person();
    expect((await send('GET', '/api/diary/recent-foods', other.cookie)).json()).toEqual({ foods: [] });
  });

  it('refuses bad input with a 400 naming the field, storing nothing', async () => {
    const { cookie } = await person();
    const cases: [unknown, string][] = [
      [{ meal: 'brunch', quick: { name: 'x', calories: 1, protein: 0, carbs: 0, fat: 0 } }, 'meal'],
      [{ meal: 'lunch' }, 'food'],
      [{ meal: 'lunch', food: { id: '01123', grams: 10 }, recipe: { id: 1001, servings: 1 } }, 'recipe'],
      [{ meal: 'lunch', food: { id: 'egg', grams: 10 } }, 'food.id'],
      [{ meal: 'lunch', food: { id: '01123', grams: 0 } }, 'food.grams'],
      [{ meal: 'lunch', food: { id: '01123', grams: 5001 } }, 'food.grams'],
      [{ meal: 'lunch', food: { id: '01123', grams: '10' } }, 'food.grams'],
      [{ meal: 'lunch', food: { id: '01123' } }, 'food.grams'],
      [{ meal: 'lunch', food: { id: '01123', portion: 'large' } }, 'food.quantity'],
      [{ meal: 'lunch', food: { id: '01123', grams: 10, portion: 'large', quantity: 1 } }, 'food.grams'],
      [{ meal: 'lunch', recipe: { id: 1001, servings: 0 } }, 'recipe.servings'],
      [{ meal: 'lunch', recipe: { id: -1, servings: 1 } }, 'recipe.id'],
      [{ meal: 'lunch', quick: { name: ' ', calories: 1, protein: 0, carbs: 0, fat: 0 } }, 'quick.name'],
      [{ meal: 'lunch', quick: { name: 'x', calories: -1, protein: 0, carbs: 0, fat: 0 } }, 'quick.calories'],
      [{ meal: 'lunch', quick: { name: 'x', calories: 1e6, protein: 0, carbs: 0, fat: 0 } }, 'quick.calories'],
      [{ meal: 'lunch', quick: { name: 'x', calories: 1, protein: 0, carbs: 0 } }, 'quick.fat'],
      [{ meal: 'lunch', quick: { name: 'x', calories: 1, protein: 0, carbs: 0, fat: 0, sugar: 3 } }, 'quick'],
    ];
    for (const [payload, field] of cases) {
      const response = await add(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(payload)).toContain(field);
    }
    const badDate = await add(
      cookie,
      { meal: 'lunch', quick: { name: 'x', calories: 1, protein: 0, carbs: 0, fat: 0 } },
      '2026-02-30',
    );
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().error.fields)).toEqual(['date']);
    expect((await send('PUT', `/api/diary/${DAY}/entries/not-an-id`, cookie, {})).statusCode).toBe(400);
    expect(
      (await send('POST', `/api/diary/${DAY}/from-plan`, cookie, { type: 'weekly' })).json().error.fields,
    ).toHaveProperty('type');
    expect(
      (await send('POST', `/api/diary/${DAY}/copy`, cookie, { from: 'yesterday' })).json().error.fields,
    ).toHaveProperty('from');
    expect((await send('GET', '/api/diary?from=2025-01-01&to=2026-11-30', cookie)).json().error.fields).toHaveProperty(
      'to',
    );
    expect((await add(cookie, { meal: 'lunch', food: { id: '99999', grams: 10 } })).statusCode).toBe(404);
    expect((await add(cookie, { meal: 'lunch', recipe: { id: 999999, servings: 1 } })).statusCode).toBe(404);
    expect((await day(cookie)).entries).toEqual([]);
  });

  it("is removed with the account: deleting the account deletes the diary's rows", async () => {
    const { cookie, account } = await person();
    const entry = (
      await add(cookie, { meal: 'lunch', quick: { name: 'Wrap', calories: 450, protein: 20, carbs: 50, fat: 15 } })
    ).json();
    const rowsOfEntry = () => app.database.db.select().from(diaryEntries).where(eq(diaryEntries.id, entry.id));
    expect(await rowsOfEntry()).toHaveLength(1);
    const deleted = await send('DELETE', '/api/profile', cookie, { confirmation: account.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOfEntry()).toEqual([]);
  });
});
