import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { PlanDayEntry, PlanDayInput, PlannedMeal } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';

/** What the saved-plan API tests share: the plans they save, two signed-in users and calls made as either. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const DATE = '2026-11-23';

export function item(day: number, row: number, index: number): PlannedMeal {
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
export function fullWeek(): PlanDayInput[] {
  return Array.from({ length: 7 }, (_, day) => ({
    dayNumber: day + 1,
    rows: ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Late snack'].map((label, row) => ({
      label,
      items: Array.from({ length: ((day + row) % 3) + 1 }, (_, index) => item(day + 1, row, index)),
    })),
  }));
}

export type User = { cookie: string; email: string };

/**
 * A test app for the describe block that calls this, with two users, Ada and Bob, and the calls the tests make
 * as one of them (or neither). The app starts before the block's tests and closes after them.
 */
export function useMealPlanApp() {
  let app: App;
  const ada: User = { cookie: '', email: '' };
  const bob: User = { cookie: '', email: '' };
  beforeAll(async () => {
    app = await createTestApp();
    for (const user of [ada, bob]) {
      const { cookie, account } = await signUp(app);
      Object.assign(user, { cookie, email: account.email });
    }
  });
  afterAll(() => app.close());

  const inject = (options: InjectOptions) => app.inject(options);
  function call(method: Method, url: string, who: { cookie: string } | null, payload?: unknown) {
    return inject({
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
  return { ada, bob, inject, call, save, read, days };
}
