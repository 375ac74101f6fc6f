import { describe, expect, it } from 'vitest';
import type { PlanDayEntry } from '@thrive/contract';
import { DATE, fullWeek, item, useMealPlanApp, type Method } from './meal-plans.test-kit';

describe('saved meal plans (/api/mealplan): save, read, update and tick', () => {
  const { ada, bob, call, save, read, days } = useMealPlanApp();

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
    expect(saved.json()).toMatchObject({ version: 1 });
    expect(loaded.headers['x-version']).toBe('1');
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
    const loaded = Number((await read(ada, 'custom', date)).headers['x-version']);
    const update = (breakfast: string) =>
      call('PUT', '/api/mealplan/update', ada, {
        date,
        type: 'custom',
        version: loaded,
        meals: [{ dayNumber: 1, breakfast }],
      });
    const first = await update('Pancakes');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: loaded + 1 });
    const stale = await update('Toast');
    expect(stale.statusCode).toBe(409);
    expect((await days(ada, 'custom', date))[0]?.breakfast).toBe('Pancakes');
  });
});
