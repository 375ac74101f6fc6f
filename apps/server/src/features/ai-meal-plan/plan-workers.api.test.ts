import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { createTestApp } from '../../test/test-app';
import { signUp } from '../../test/sessions';
import { PLANNER_BUSY_MESSAGE } from './plan-workers';

describe('meal-plan solving off the event loop', () => {
  let app: App;
  beforeAll(async () => {
    // One thread and room for one waiting task: a burst of weeks overflows at once.
    app = await createTestApp({ planWorkers: { threads: 1, maxQueue: 1 } });
  });
  afterAll(() => app.close());

  it('responds 503 with Retry-After when the queue is full, and solves what it accepted', async () => {
    let client = 0;
    const week = () =>
      app.inject({
        method: 'GET',
        url: `/api/mealplanner/generate?timeFrame=week&targetCalories=2000&seed=${(client += 1)}`,
        remoteAddress: `10.1.0.${client}`,
      });
    const responses = await Promise.all(Array.from({ length: 8 }, week));
    const busy = responses.filter((response) => response.statusCode === 503);
    const solved = responses.filter((response) => response.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(solved.length).toBeGreaterThanOrEqual(2);
    expect(busy.length + solved.length).toBe(responses.length);
    expect(busy[0]!.headers['retry-after']).toBe('5');
    expect(busy[0]!.json()).toEqual({ error: { code: 'busy', message: PLANNER_BUSY_MESSAGE } });
    for (const response of solved) expect(Object.keys(response.json().week)).toHaveLength(7);

    // The queue drained: the next week is solved.
    const after = await week();
    expect(after.statusCode).toBe(200);
  });

  it('gives the same response for the same seed, on the worker threads', async () => {
    const url = '/api/mealplanner/generate?timeFrame=day&targetCalories=1900&seed=42';
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url, remoteAddress: '10.2.0.1' }),
      app.inject({ method: 'GET', url, remoteAddress: '10.2.0.2' }),
    ]);
    expect(first!.statusCode).toBe(200);
    expect(first!.json()).toEqual(second!.json());
  });

  it('limits anonymous plans and swaps per client, and not a signed-in user', async () => {
    const { max } = RATE_LIMITS.planGeneration;
    // The limit counts requests before they are solved: invalid ones are as cheap to send as any.
    const ask = (remoteAddress: string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/mealplanner/generate?targetCalories=1',
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    for (let index = 0; index < max; index += 1) expect((await ask('10.3.0.1')).statusCode).toBe(400);
    expect((await ask('10.3.0.1')).statusCode).toBe(429);
    const swap = await app.inject({
      method: 'POST',
      url: '/api/mealplanner/swap',
      payload: {},
      remoteAddress: '10.3.0.1',
    });
    expect(swap.statusCode).toBe(429);
    expect((await ask('10.3.0.2')).statusCode).toBe(400);

    const { cookie } = await signUp(app);
    for (let index = 0; index <= max; index += 1) expect((await ask('10.3.0.3', cookie)).statusCode).toBe(400);
  });
});
