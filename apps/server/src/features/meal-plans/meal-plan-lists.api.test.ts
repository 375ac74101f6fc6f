import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEAL_PLAN_LIMITS, type MealPlanList } from '@thrive/contract';
import { TEST_ORIGIN } from '../../test/sessions';
import { DATE, useMealPlanApp, type Method } from './meal-plans.test-kit';

describe('saved meal plans (/api/mealplan, /api/mealplans): delete, list, read fresh, never fail', () => {
  const { ada, bob, inject, call, save, read, days } = useMealPlanApp();

  it('deletes a plan, and lists the dates that hold plans', async () => {
    const date = '2026-12-14';
    await save(ada, { totalDays: 1, date: '2026-11-24', type: 'ai', meals: [{ dayNumber: 1, breakfast: 'Oats' }] });
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
        version: fc.oneof(fc.integer(), fc.double(), fc.string()),
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
          const response = await inject({
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
