import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

describe('/api/practice', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const record = (payload: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/practice',
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const week = (cookie?: string, range = 'from=2026-11-16&to=2026-11-22') =>
    app.inject({ method: 'GET', url: `/api/practice?${range}`, headers: cookie ? { cookie } : {} });

  it('needs a session (401)', async () => {
    expect((await record({ date: '2026-11-20', minutes: 10 })).statusCode).toBe(401);
    expect((await week()).statusCode).toBe(401);
  });

  it('records finished sessions and sums the minutes of a date range', async () => {
    const { cookie } = await signUp(app);
    const first = await record({ date: '2026-11-17', minutes: 10, sessionId: 'morning-flow' }, cookie);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ date: '2026-11-17', minutes: 10, sessionId: 'morning-flow' });
    await record({ date: '2026-11-22', minutes: 15 }, cookie);
    await record({ date: '2026-11-23', minutes: 30 }, cookie);
    const summary = (await week(cookie)).json();
    expect(summary.totalMinutes).toBe(25);
    expect(summary.entries.map((entry: { date: string }) => entry.date)).toEqual(['2026-11-17', '2026-11-22']);
  });

  it("never shows another user's practice", async () => {
    const ada = await signUp(app);
    const bob = await signUp(app);
    await record({ date: '2026-11-18', minutes: 20 }, ada.cookie);
    expect((await week(bob.cookie)).json()).toEqual({ entries: [], totalMinutes: 0 });
  });

  it('refuses bad input with a 400 naming the field, recording nothing', async () => {
    const { cookie } = await signUp(app);
    const cases: [unknown, string][] = [
      [{ date: '2026-13-01', minutes: 10 }, 'date'],
      [{ date: 'yesterday', minutes: 10 }, 'date'],
      [{ date: '2026-11-20', minutes: 0 }, 'minutes'],
      [{ date: '2026-11-20', minutes: 2.5 }, 'minutes'],
      [{ date: '2026-11-20', minutes: '10' }, 'minutes'],
      [{ date: '2026-11-20', minutes: 601 }, 'minutes'],
      [{ date: '2026-11-20', minutes: 10, sessionId: '<script>' }, 'sessionId'],
      [{ minutes: 10 }, 'date'],
    ];
    for (const [payload, field] of cases) {
      const response = await record(payload, cookie);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toContain(field);
    }
    expect((await week(cookie)).json().totalMinutes).toBe(0);
    for (const [range, field] of [
      ['from=2026-11-22&to=2026-11-16', 'to'],
      ['from=2020-01-01&to=2026-11-16', 'to'],
      ['to=2026-11-16', 'from'],
    ] as const) {
      const response = await week(cookie, range);
      expect(response.statusCode, range).toBe(400);
      expect(Object.keys(response.json().error.fields), range).toEqual([field]);
    }
  });
});
