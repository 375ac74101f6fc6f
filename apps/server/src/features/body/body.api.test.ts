import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday, type BodyEntry, type BodyTrend, type CheckIn, type TargetsRecord } from '@thrive/contract';
import type { App } from '../../app';
import { newAccount, sendAs, signUp, type TestMethod } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';

/** The server's date, which a person's `today` may differ from by a day at most. */
const TODAY = utcToday();

describe('/api/body', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const send = (method: TestMethod, url: string, cookie?: string, payload?: unknown) =>
    sendAs(app, method, url, cookie, payload);
  const put = (cookie: string, date: string, payload: unknown) =>
    send('PUT', `/api/body/entries/${date}`, cookie, payload);
  const entries = async (cookie: string, from = '2026-01-01', to = '2026-12-31') =>
    ((await send('GET', `/api/body/entries?from=${from}&to=${to}`, cookie)).json() as { entries: BodyEntry[] }).entries;
  const targets = async (cookie: string) =>
    ((await send('GET', '/api/profile/targets', cookie)).json() as TargetsRecord).targets;
  const checkIn = async (cookie: string) =>
    (await send('GET', `/api/body/check-in?today=${TODAY}`, cookie)).json() as CheckIn;
  // Each person signs up from an address of their own, as sign-ups are limited per address.
  let people = 0;
  const person = () => signUp(app, newAccount(), `10.35.0.${++people}`);

  /** 28 days before TODAY: 2,200 kcal eaten a day and the weight falling 0.5 kg a week from 85 kg. */
  async function fourWeeksLosing(cookie: string) {
    for (let day = 0; day < 28; day++) {
      const date = addDays(TODAY, day - 28);
      expect((await put(cookie, date, { weight: 85 - (0.5 * day) / 7 })).statusCode).toBe(200);
      const quick = { name: 'Day’s meals', calories: 2200, protein: 100, carbs: 250, fat: 80 };
      expect((await send('POST', `/api/diary/${date}/entries`, cookie, { meal: 'lunch', quick })).statusCode).toBe(201);
    }
  }

  it('needs a session (401) on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/body/entries?from=2026-11-01&to=2026-11-30'],
      ['PUT', `/api/body/entries/${TODAY}`],
      ['DELETE', `/api/body/entries/${TODAY}`],
      ['GET', '/api/body/trend?from=2026-11-01&to=2026-11-30'],
      ['GET', '/api/body/check-in'],
      ['POST', '/api/body/check-in/accept'],
    ] as const) {
      const payload = method === 'PUT' || method === 'POST' ? {} : undefined;
      expect((await send(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
  });

  it('keeps one entry a day: a second write for the date replaces the first', async () => {
    const { cookie } = await person();
    const first = await put(cookie, '2026-11-20', { weight: 80.4, waist: 88, bodyFat: 22.5 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ date: '2026-11-20', weight: 80.4, waist: 88, bodyFat: 22.5 });
    await put(cookie, '2026-11-21', { weight: 80.1 });
    const second = await put(cookie, '2026-11-20', { weight: 80.2, upperArm: 33 });
    expect(second.json()).toMatchObject({ weight: 80.2, upperArm: 33 });
    expect(second.json()).not.toHaveProperty('waist');
    const listed = await entries(cookie);
    expect(listed.map(({ date, weight }) => ({ date, weight }))).toEqual([
      { date: '2026-11-20', weight: 80.2 },
      { date: '2026-11-21', weight: 80.1 },
    ]);
    expect(await entries(cookie, '2026-11-21', '2026-11-21')).toHaveLength(1);
  });

  it('makes the latest weigh-in the weight of the targets, and an older one leaves it', async () => {
    const { cookie } = await person();
    await put(cookie, '2026-11-20', { weight: 81 });
    expect((await targets(cookie)).weight).toBe(81);
    await put(cookie, '2026-11-10', { weight: 83 });
    expect((await targets(cookie)).weight).toBe(81);
    await put(cookie, '2026-11-21', { waist: 90 });
    expect((await targets(cookie)).weight).toBe(81);
    // Deleting the latest weigh-in, or taking its weight away, hands the targets the one before.
    await send('DELETE', '/api/body/entries/2026-11-20', cookie);
    expect((await targets(cookie)).weight).toBe(83);
    await put(cookie, '2026-11-22', { weight: 80 });
    await put(cookie, '2026-11-22', { waist: 89 });
    expect((await targets(cookie)).weight).toBe(83);
  });

  it('deletes an entry and answers it, then 404', async () => {
    const { cookie } = await person();
    await put(cookie, '2026-11-20', { weight: 80 });
    const deleted = await send('DELETE', '/api/body/entries/2026-11-20', cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ date: '2026-11-20', weight: 80 });
    expect(await entries(cookie)).toEqual([]);
    const again = await send('DELETE', '/api/body/entries/2026-11-20', cookie);
    expect(again.statusCode).toBe(404);
  });

  it('refuses implausible values with a 400 naming the field, and changes nothing', async () => {
    const { cookie } = await person();
    await put(cookie, '2026-11-20', { weight: 80 });
    for (const [payload, field] of [
      [{ weight: 20 }, 'weight'],
      [{ weight: 900 }, 'weight'],
      [{ weight: '80' }, 'weight'],
      [{ bodyFat: 90 }, 'bodyFat'],
      [{ waist: 5 }, 'waist'],
      [{ neck: 200 }, 'neck'],
      [{ upperArm: -1 }, 'upperArm'],
      [{ thigh: Number.NaN }, 'thigh'],
      [{}, 'weight'],
      [{ weight: 80, height: 180 }, 'body'],
    ] as const) {
      const response = await put(cookie, '2026-11-20', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(payload)).toContain(field);
    }
    for (const date of ['2026-13-40', '0050-06-01', '1999-12-31', addDays(TODAY, 3)]) {
      const badDate = await put(cookie, date, { weight: 80 });
      expect(badDate.statusCode, date).toBe(400);
      expect(Object.keys(badDate.json().error.fields), date).toEqual(['date']);
    }
    for (const today of ['0050-01-01', addDays(TODAY, -5), addDays(TODAY, 2)]) {
      const response = await send('GET', `/api/body/check-in?today=${today}`, cookie);
      expect(response.statusCode, today).toBe(400);
      expect(Object.keys(response.json().error.fields), today).toEqual(['today']);
    }
    const badRange = await send('GET', '/api/body/entries?from=2026-11-20&to=2026-11-01', cookie);
    expect(Object.keys(badRange.json().error.fields)).toEqual(['to']);
    const badAccept = await send('POST', '/api/body/check-in/accept', cookie, { calories: 'lots' });
    expect(Object.keys(badAccept.json().error.fields)).toEqual(['calories']);
    expect((await entries(cookie)).map((entry) => entry.weight)).toEqual([80]);
  });

  it("never reads, changes or deletes another user's entries, trend or check-in", async () => {
    const owner = await person();
    const other = await person();
    await fourWeeksLosing(owner.cookie);
    expect(await entries(other.cookie)).toEqual([]);
    const trend = (await send('GET', '/api/body/trend?from=2026-01-01&to=2026-12-31', other.cookie)).json();
    expect(trend).toEqual({ days: [], weeklyRate: null, goal: null });
    expect((await checkIn(other.cookie)).weight.weighIns).toBe(0);
    expect((await send('DELETE', `/api/body/entries/${addDays(TODAY, -1)}`, other.cookie)).statusCode).toBe(404);
    await put(other.cookie, addDays(TODAY, -1), { weight: 60 });
    const accept = await send('POST', `/api/body/check-in/accept?today=${TODAY}`, other.cookie, { calories: 2200 });
    expect(accept.statusCode).toBe(409);
    const own = await entries(owner.cookie);
    expect(own).toHaveLength(28);
    expect(own.at(-1)!.weight).toBeCloseTo(85 - (0.5 * 27) / 7, 10);
    expect((await targets(owner.cookie)).calories).toBeUndefined();
  });

  it('answers the trend per day, the weekly rate and the date the goal weight is reached', async () => {
    const { cookie } = await person();
    await fourWeeksLosing(cookie);
    await send('PUT', '/api/profile/targets', cookie, {
      targets: { goalWeight: 80 },
      changedAt: new Date().toISOString(),
    });
    const from = addDays(TODAY, -7);
    const trend = (await send('GET', `/api/body/trend?from=${from}&to=${TODAY}`, cookie)).json() as BodyTrend;
    expect(trend.days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, day) => addDays(from, day)));
    expect(trend.days.every((day) => day.weight !== undefined && day.trend > day.weight)).toBe(true);
    expect(trend.weeklyRate).toBeCloseTo(-0.5, 5);
    // The trend lags the last weight (83.1 kg) by about 0.6 kg: some 3.7 kg to go at 0.5 kg a week.
    const reached = trend.goal!.reachedOn!;
    expect(trend.goal!.weight).toBe(80);
    expect(reached > addDays(TODAY, 42) && reached < addDays(TODAY, 60), reached).toBe(true);
  });

  it('answers a trend that stands still without a goal date', async () => {
    const { cookie } = await person();
    await send('PUT', '/api/profile/targets', cookie, {
      targets: { goalWeight: 70 },
      changedAt: new Date().toISOString(),
    });
    for (let day = 1; day <= 20; day++) await put(cookie, addDays(TODAY, -day), { weight: 80.1 + (day % 2) / 10 });
    const response = await send('GET', `/api/body/trend?from=${addDays(TODAY, -30)}&to=${TODAY}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const trend = response.json() as BodyTrend;
    expect(Math.abs(trend.weeklyRate!)).toBeLessThan(0.05);
    expect(trend.goal).toEqual({ weight: 70, reachedOn: null });
  });

  it('reads the expenditure and proposes a target; accepting puts it into the targets for every planner', async () => {
    const { cookie } = await person();
    await send('PUT', '/api/profile/targets', cookie, {
      targets: { calories: 2500, goal: 'lose', weeklyRate: 0.25 },
      changedAt: new Date().toISOString(),
    });
    const empty = await checkIn(cookie);
    expect(empty.proposal).toBeNull();
    expect(empty.missing).toHaveLength(2);
    expect(
      (await send('POST', `/api/body/check-in/accept?today=${TODAY}`, cookie, { calories: 2500 })).json(),
    ).toMatchObject({ error: { message: 'There is no proposal to accept yet: log more days first.' } });

    await fourWeeksLosing(cookie);
    const result = await checkIn(cookie);
    expect(result.intake).toEqual({ days: 28, mean: 2200 });
    expect(result.expenditure).toBe(2750);
    // 2,750 − 0.25 × 7,700 ÷ 7 = 2,475: within 10 % of 2,500, rounded toward it.
    expect(result.proposal).toEqual({ calories: 2480, current: 2500, limitedBy: null });

    const stale = await send('POST', `/api/body/check-in/accept?today=${TODAY}`, cookie, { calories: 2300 });
    expect(stale.statusCode).toBe(409);
    expect((await targets(cookie)).calories).toBe(2500);

    const accepted = await send('POST', `/api/body/check-in/accept?today=${TODAY}`, cookie, { calories: 2480 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as TargetsRecord).targets).toMatchObject({ calories: 2480, goal: 'lose' });
    expect((await targets(cookie)).calories).toBe(2480);
  });

  it('holds a week of check-ins to 10 % of the target before the first of them', async () => {
    const { cookie } = await person();
    await send('PUT', '/api/profile/targets', cookie, {
      targets: { calories: 2000, goal: 'maintain' },
      changedAt: new Date().toISOString(),
    });
    await fourWeeksLosing(cookie);
    const first = await checkIn(cookie);
    expect(first.proposal).toEqual({ calories: 2200, current: 2000, limitedBy: 'weekly-change' });
    await send('POST', `/api/body/check-in/accept?today=${TODAY}`, cookie, { calories: 2200 });
    const second = await checkIn(cookie);
    expect(second.proposal).toEqual({ calories: 2200, current: 2200, limitedBy: 'weekly-change' });
  });
});
