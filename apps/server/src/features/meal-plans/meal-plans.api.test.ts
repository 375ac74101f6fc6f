import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEAL_PLAN_LIMITS,
  type MealPlanList,
  type PlanDayEntry,
  type PlanDayInput,
  type PlanItem,
} from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const DATE = '2026-11-23';

function item(day: number, row: number, index: number): PlanItem {
  return {
    recipeId: 1000 + day * 100 + row * 10 + index,
    name: `Dish ${day}-${row}-${index}`,
    image: `/images/recipes/${day}-${row}.svg`,
    servings: 1 + index * 0.5,
    calories: 100 * (index + 1) + row,
    protein: 10.5,
    carbs: 20,
    fat: 5.25,
  };
}

/** 7 days × 5 rows, each cell with 1 to 3 items. */
function fullWeek(): PlanDayInput[] {
  return Array.from({ length: 7 }, (_, day) => ({
    dayNumber: day + 1,
    rows: ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Late snack'].map((label, row) => ({
      label,
      items: Array.from({ length: ((day + row) % 3) + 1 }, (_, index) => item(day + 1, row, index)),
    })),
  }));
}

describe('saved meal plans (/api/mealplan)', () => {
  let app: App;
  let ada: { cookie: string; email: string };
  let bob: { cookie: string; email: string };

  beforeAll(async () => {
    app = await createTestApp();
    const first = await signUp(app);
    const second = await signUp(app);
    ada = { cookie: first.cookie, email: first.account.email };
    bob = { cookie: second.cookie, email: second.account.email };
  });
  afterAll(() => app.close());

  function call(method: Method, url: string, who: { cookie: string } | null, payload?: unknown) {
    return app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const save = (who: { cookie: string }, body: unknown) => call('POST', '/api/mealplan/save', who, body);
  const read = (who: { cookie: string }, type = 'custom', date = DATE, query = '') =>
    call('GET', `/api/mealplan/${type}/${date}${query}`, who);
  const days = async (who: { cookie: string }, type = 'custom', date = DATE) =>
    (await read(who, type, date)).json() as PlanDayEntry[];

  it('responds 401 on every endpoint without a session', async () => {
    const calls: [Method, string, unknown?][] = [
      ['POST', '/api/mealplan/save', { totalDays: 1, date: DATE, type: 'custom', meals: [{ dayNumber: 1 }] }],
      ['GET', `/api/mealplan/custom/${DATE}`],
      ['PUT', '/api/mealplan/update', { date: DATE, type: 'custom', meals: [{ dayNumber: 1 }] }],
      ['DELETE', `/api/mealplan/delete?date=${DATE}&type=custom`],
      ['PATCH', '/api/mealplan/check', { date: DATE, type: 'custom', dayNumber: 1, mealType: 'breakfast' }],
      ['GET', `/api/mealplans?from=${DATE}&to=${DATE}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('round-trips 5 rows × 7 days × 1–3 items without loss, with totals and the text view from the server', async () => {
    const week = fullWeek();
    const saved = await save(ada, { email: ada.email, totalDays: 7, date: DATE, type: 'custom', meals: week });
    expect(saved.statusCode).toBe(200);
    const loaded = await read(ada);
    expect(loaded.headers['x-updated-at']).toBe(saved.json().updatedAt);
    const entries = loaded.json() as PlanDayEntry[];
    expect(entries.map((entry) => ({ dayNumber: entry.dayNumber, rows: entry.rows }))).toEqual(
      week.map((day) => ({ ...day, rows: day.rows?.map((row) => ({ ...row, completed: false })) })),
    );
    const first = entries[0];
    const items = week[0]?.rows?.flatMap((row) => row.items) ?? [];
    // An item holds one serving's nutrition; the day counts each item's servings of it.
    expect(first?.calories).toBe(items.reduce((sum, each) => sum + each.calories * (each.servings ?? 1), 0));
    expect(first?.fat).toBeCloseTo(
      items.reduce((sum, each) => sum + 5.25 * (each.servings ?? 1), 0),
      1,
    );
    expect(first?.breakfast).toBe('Dish 1-0-0');
    expect(first?.lunch).toBe('Dish 1-1-0, Dish 1-1-1');
    expect(first?.completed).toEqual({ breakfast: false, lunch: false, dinner: false });
  });

  it('accepts text-only days, as the first version of the API sent them, and shows the placeholders for empty meals', async () => {
    const body = {
      totalDays: 2,
      date: '2026-11-24',
      type: 'ai',
      meals: [{ dayNumber: 1, breakfast: 'Porridge', lunch: '' }],
    };
    expect((await save(ada, body)).statusCode).toBe(200);
    const [day] = await days(ada, 'ai', '2026-11-24');
    expect(day).toMatchObject({
      breakfast: 'Porridge',
      lunch: 'No lunch planned',
      dinner: 'No dinner planned',
      calories: 0,
    });
    expect(day?.rows.map((row) => row.label)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
  });

  it('refuses another user naming your email (403) and finds nothing when they guess your date (404)', async () => {
    const before = await days(ada);
    const email = `?email=${encodeURIComponent(ada.email)}`;
    const key = { email: ada.email, date: DATE, type: 'custom' };
    expect((await read(bob, 'custom', DATE, email)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/mealplan/check', bob, { ...key, dayNumber: 1, mealType: 0 })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/api/mealplan/update', bob, { ...key, meals: [{ dayNumber: 1 }] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/mealplan/delete?email=${ada.email}&date=${DATE}&type=custom`, bob)).statusCode,
    ).toBe(403);
    expect((await save(bob, { ...key, totalDays: 1, meals: [{ dayNumber: 1 }] })).statusCode).toBe(403);

    const guess = { date: DATE, type: 'custom' };
    expect((await read(bob)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/mealplan/check', bob, { ...guess, dayNumber: 1, mealType: 0 })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/mealplan/update', bob, { ...guess, meals: [{ dayNumber: 1 }] })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/mealplan/delete?date=${DATE}&type=custom`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/mealplans?from=${DATE}&to=${DATE}`, bob)).json()).toEqual({ plans: [] });

    expect(await days(ada)).toEqual(before);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const before = await days(ada);
    const valid = { totalDays: 7, date: DATE, type: 'custom', meals: fullWeek() };
    const fourItems = fullWeek();
    fourItems[0]?.rows?.[0]?.items.push(item(1, 0, 3), item(1, 0, 4), item(1, 0, 5));
    const elsewhere = fullWeek();
    elsewhere[0]!.rows![0]!.items[0]!.image = '//evil.example/x.png';
    const elevenRows = fullWeek();
    elevenRows[0]!.rows = Array.from({ length: 11 }, (_, row) => ({ label: `Meal ${row + 1}`, items: [] }));
    const cases: [object, string][] = [
      [{ ...valid, date: '2026-02-30' }, 'date'],
      [{ ...valid, date: 'tomorrow' }, 'date'],
      [{ ...valid, type: 'weekly' }, 'type'],
      [{ ...valid, meals: [{ dayNumber: 0 }] }, 'meals.0.dayNumber'],
      [{ ...valid, meals: [{ dayNumber: 32 }] }, 'meals.0.dayNumber'],
      [{ ...valid, meals: fourItems }, 'meals.0.rows.0.items'],
      [{ ...valid, meals: elsewhere }, 'meals.0.rows.0.items.0.image'],
      [{ ...valid, meals: elevenRows }, 'meals.0.rows'],
      [
        { ...valid, totalDays: 32, meals: Array.from({ length: 32 }, (_, day) => ({ dayNumber: day + 1 })) },
        'totalDays',
      ],
      [{ ...valid, totalDays: 2 }, 'meals'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await save(ada, body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toContain(field);
    }
    const badCheck = await call('PATCH', '/api/mealplan/check', ada, {
      date: DATE,
      type: 'custom',
      dayNumber: 9,
      mealType: 0,
    });
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json().error.fields).toHaveProperty('dayNumber');
    expect((await call('GET', '/api/mealplans?from=2026-12-01&to=2026-11-01', ada)).statusCode).toBe(400);
    expect(await days(ada)).toEqual(before);
  });

  it('refuses 10,000 items (400 or 413) without storing any', async () => {
    const before = await days(ada);
    const huge = Array.from({ length: 7 }, (_, day) => ({
      dayNumber: day + 1,
      rows: [{ label: 'Everything', items: Array.from({ length: 1430 }, (_, index) => item(day, 0, index)) }],
    }));
    const response = await save(ada, { totalDays: 7, date: DATE, type: 'custom', meals: huge });
    expect([400, 413]).toContain(response.statusCode);
    expect(await days(ada)).toEqual(before);
  });

  it('ticks cells, and keeps the ticks of cells an edit leaves unchanged', async () => {
    const date = '2026-11-30';
    const week = fullWeek();
    await save(ada, { totalDays: 7, date, type: 'custom', meals: week });
    const tick = (dayNumber: number, mealType: string | number) =>
      call('PATCH', '/api/mealplan/check', ada, { date, type: 'custom', dayNumber, mealType });
    expect((await tick(1, 'breakfast')).statusCode).toBe(200);
    expect((await tick(2, 'lunch')).statusCode).toBe(200);
    const afterTicks = await tick(3, 4);
    expect(afterTicks.json().meals[2].rows[4].completed).toBe(true);
    expect((await tick(3, '4')).json().meals[2].rows[4].completed).toBe(false);

    const edited = structuredClone(week);
    edited[1]!.rows![1]!.items = [item(2, 1, 9)];
    const updated = await call('PUT', '/api/mealplan/update', ada, { date, type: 'custom', meals: edited });
    expect(updated.statusCode).toBe(200);
    const entries = await days(ada, 'custom', date);
    expect(entries[0]?.completed.breakfast).toBe(true);
    expect(entries[1]?.completed.lunch).toBe(false);
    expect(entries[1]?.lunch).toBe('Dish 2-1-9');
  });

  it('responds 409 to an update based on a stale version, keeping the newer work', async () => {
    const date = '2026-12-07';
    await save(ada, { totalDays: 1, date, type: 'custom', meals: [{ dayNumber: 1, breakfast: 'Eggs' }] });
    const loaded = (await read(ada, 'custom', date)).headers['x-updated-at'] as string;
    const first = await call('PUT', '/api/mealplan/update', ada, {
      date,
      type: 'custom',
      updatedAt: loaded,
      meals: [{ dayNumber: 1, breakfast: 'Pancakes' }],
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', '/api/mealplan/update', ada, {
      date,
      type: 'custom',
      updatedAt: loaded,
      meals: [{ dayNumber: 1, breakfast: 'Toast' }],
    });
    expect(stale.statusCode).toBe(409);
    expect((await days(ada, 'custom', date))[0]?.breakfast).toBe('Pancakes');
  });

  it('deletes a plan, and lists the dates that hold plans', async () => {
    const date = '2026-12-14';
    await save(ada, { totalDays: 1, date, type: 'ai', meals: [{ dayNumber: 1, dinner: 'Soup' }] });
    const list = await call('GET', '/api/mealplans?from=2026-11-01&to=2026-12-31&type=ai', ada);
    expect(list.json().plans.map((plan: { date: string }) => plan.date)).toEqual(['2026-11-24', date]);
    const deleted = await call('DELETE', `/api/mealplan/delete?date=${date}&type=ai`, ada);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await read(ada, 'ai', date)).statusCode).toBe(404);
  });

  it('lists a date’s plans with their days in one request, as save responds with them, for its own user only', async () => {
    const date = '2026-12-16';
    const custom = await save(ada, { totalDays: 1, date, type: 'custom', meals: [{ dayNumber: 1, lunch: 'Dal' }] });
    const ai = await save(ada, { totalDays: 1, date, type: 'ai', meals: [{ dayNumber: 1, dinner: 'Stew' }] });
    await save(bob, { totalDays: 1, date, type: 'custom', meals: [{ dayNumber: 1, lunch: 'Bob’s lunch' }] });
    const list = await call('GET', `/api/mealplans?from=${date}&to=${date}&include=meals`, ada);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ plans: [ai.json(), custom.json()] });
    // Without `include`, the list stays the dates alone.
    const dates = await call('GET', `/api/mealplans?from=${date}&to=${date}`, ada);
    expect(dates.json().plans[0]).not.toHaveProperty('meals');
    const tooLong = await call('GET', '/api/mealplans?from=2026-01-01&to=2026-03-01&include=meals', ada);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toHaveProperty('include');
    const unknown = await call('GET', `/api/mealplans?from=${date}&to=${date}&include=everything`, ada);
    expect(unknown.statusCode).toBe(400);
  });

  it('lists every plan covering a date in the range, not only those starting in it', async () => {
    // 2027-01-06 is a Wednesday: a week from it covers up to Tuesday 2027-01-12.
    const wednesday = '2027-01-06';
    const week = Array.from({ length: 7 }, (_, day) => ({ dayNumber: day + 1, lunch: `Lunch ${day + 1}` }));
    const saved = await save(ada, { totalDays: 7, date: wednesday, type: 'custom', meals: week });
    expect(saved.statusCode).toBe(200);
    // Bob's plans cover the same days and are never listed for Ada, nor hers for him.
    await save(bob, { totalDays: 7, date: '2027-01-05', type: 'custom', meals: week });
    await save(bob, { totalDays: 1, date: '2027-01-11', type: 'ai', meals: [{ dayNumber: 1, dinner: 'Stew' }] });
    const listed = async (who: { cookie: string }, query: string) => {
      const response = await call('GET', `/api/mealplans?${query}`, who);
      expect(response.statusCode, query).toBe(200);
      return (response.json() as MealPlanList).plans.map(({ date, type, totalDays }) => ({ date, type, totalDays }));
    };
    const adas = [{ date: wednesday, type: 'custom', totalDays: 7 }];

    // The following Monday, alone and with its meals, and the plan's first and last days.
    expect(await listed(ada, 'from=2027-01-11&to=2027-01-11')).toEqual(adas);
    const withMeals = await call('GET', '/api/mealplans?from=2027-01-11&to=2027-01-11&include=meals', ada);
    expect(withMeals.json()).toEqual({ plans: [saved.json()] });
    expect(await listed(ada, 'from=2027-01-01&to=2027-01-06')).toEqual(adas);
    expect(await listed(ada, 'from=2027-01-12&to=2027-01-31&type=custom')).toEqual(adas);
    // Ranges ending before it starts, or beginning after it ends, list nothing.
    expect(await listed(ada, 'from=2026-12-31&to=2027-01-05')).toEqual([]);
    expect(await listed(ada, 'from=2027-01-13&to=2027-01-20')).toEqual([]);
    expect(await listed(ada, 'from=2027-01-11&to=2027-01-11&type=ai')).toEqual([]);
    expect(await listed(bob, 'from=2027-01-11&to=2027-01-11')).toEqual([
      { date: '2027-01-05', type: 'custom', totalDays: 7 },
      { date: '2027-01-11', type: 'ai', totalDays: 1 },
    ]);

    // The longest plan reaches 30 days past its start, and no further.
    const month = Array.from({ length: MEAL_PLAN_LIMITS.maxDays }, (_, day) => ({ dayNumber: day + 1 }));
    await save(ada, { totalDays: MEAL_PLAN_LIMITS.maxDays, date: '2027-02-01', type: 'ai', meals: month });
    const longest = [{ date: '2027-02-01', type: 'ai', totalDays: MEAL_PLAN_LIMITS.maxDays }];
    expect(await listed(ada, 'from=2027-03-03&to=2027-03-10')).toEqual(longest);
    expect(await listed(ada, 'from=2027-03-04&to=2027-03-10')).toEqual([]);
  });

  it('shows every change on the next read, though the plan was read just before', async () => {
    const date = '2026-12-21';
    const breakfast = async () => (await days(ada, 'custom', date))[0]?.breakfast;
    await save(ada, { totalDays: 1, date, type: 'custom', meals: [{ dayNumber: 1, breakfast: 'Eggs' }] });
    expect(await breakfast()).toBe('Eggs');
    await save(ada, { totalDays: 1, date, type: 'custom', meals: [{ dayNumber: 1, breakfast: 'Oats' }] });
    expect(await breakfast()).toBe('Oats');
    await call('PUT', '/api/mealplan/update', ada, {
      date,
      type: 'custom',
      meals: [{ dayNumber: 1, breakfast: 'Rye' }],
    });
    expect(await breakfast()).toBe('Rye');
    await call('PATCH', '/api/mealplan/check', ada, { date, type: 'custom', dayNumber: 1, mealType: 'breakfast' });
    expect((await days(ada, 'custom', date))[0]?.completed.breakfast).toBe(true);
    await call('DELETE', `/api/mealplan/delete?date=${date}&type=custom`, ada);
    expect((await read(ada, 'custom', date)).statusCode).toBe(404);
    expect((await read(bob, 'custom', date)).statusCode).toBe(404);
  });

  it('never responds 500 to any body, query or path on any endpoint (fuzzed)', async () => {
    const anyJson = fc.oneof(
      fc.jsonValue(),
      fc.anything().map((value) => ({ value })),
    );
    const nearlyValid = fc.record(
      {
        email: fc.oneof(fc.constant(ada.email), fc.string()),
        totalDays: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.string(), fc.double()),
        date: fc.oneof(
          fc.constant(DATE),
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        type: fc.oneof(fc.constantFrom('custom', 'ai'), fc.string()),
        dayNumber: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.string()),
        mealType: fc.oneof(fc.constantFrom('breakfast', 'lunch', 'dinner', '0', '12'), fc.integer(), fc.string()),
        updatedAt: fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        meals: fc.oneof(
          fc.jsonValue(),
          fc.array(
            fc.record(
              {
                dayNumber: fc.integer({ min: -1, max: 33 }),
                rows: fc.array(
                  fc.record({
                    label: fc.string(),
                    items: fc.array(
                      fc.record(
                        {
                          name: fc.string(),
                          recipeId: fc.oneof(fc.integer(), fc.double()),
                          image: fc.string(),
                          servings: fc.double(),
                          calories: fc.double(),
                          protein: fc.integer(),
                          carbs: fc.integer(),
                          fat: fc.integer(),
                        },
                        { requiredKeys: [] },
                      ),
                      { maxLength: 4 },
                    ),
                  }),
                  { maxLength: 11 },
                ),
                breakfast: fc.string(),
              },
              { requiredKeys: ['dayNumber'] },
            ),
            { maxLength: 8 },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(anyJson, nearlyValid);
    const segment = fc.oneof(fc.constantFrom('custom', 'ai', DATE, '2026-13-01'), fc.webSegment());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<[Method, string]>(
          ['POST', '/api/mealplan/save'],
          ['PUT', '/api/mealplan/update'],
          ['PATCH', '/api/mealplan/check'],
        ),
        body,
        async ([method, url], payload) => {
          const response = await app.inject({
            method,
            url,
            headers: { origin: TEST_ORIGIN, cookie: ada.cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(segment, segment, fc.webQueryParameters(), async (type, date, query) => {
        for (const url of [
          `/api/mealplan/${type}/${date}?${query}`,
          `/api/mealplan/delete?${query}`,
          `/api/mealplans?${query}`,
        ]) {
          const method = url.includes('delete') ? 'DELETE' : 'GET';
          const response = await call(method, url, ada);
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 100 },
    );
  });
});
