import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLAN_MESSAGES, MACRO_MESSAGES, type Targets } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';

const mine: Targets = {
  sex: 'female',
  age: 41,
  height: 168,
  weight: 72.5,
  activity: 4,
  goal: 'lose',
  weeklyRate: 0.5,
  calories: 1800,
  macros: { carbs: 40, fat: 30, protein: 30 },
  diet: 'Aegean',
  exclusions: { allergens: ['gluten', 'milk'], words: ['mushrooms'] },
  meals: 4,
  units: 'us',
};

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('/api/profile/targets', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/profile/targets', headers: cookie ? { cookie } : {} });
  const put = (cookie: string | undefined, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/profile/targets',
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('needs a session (401)', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(undefined, { targets: mine, changedAt: at(0) })).statusCode).toBe(401);
  });

  it('starts empty, and keeps every field as sent, the same for every session of the account', async () => {
    const { cookie, account } = await signUp(app);
    expect((await get(cookie)).json()).toEqual({ targets: {}, changedAt: null });
    const changedAt = at(1);
    const saved = await put(cookie, { targets: mine, changedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ targets: mine, changedAt });
    // Another device of the same account reads the same targets.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: account.email, password: account.password },
    });
    const otherCookie = String(elsewhere.headers['set-cookie']).split(';')[0]!;
    expect((await get(otherCookie)).json()).toEqual({ targets: mine, changedAt });
  });

  it('merges a visitor’s older targets at sign-in: the account’s newer fields win, the rest are filled in', async () => {
    const { cookie } = await signUp(app);
    await put(cookie, { targets: { calories: 2400, diet: 'Paleo' }, changedAt: at(5) });
    // Set on a phone ten minutes ago, before signing in there.
    const merged = await put(cookie, {
      targets: { calories: 1500, meals: 2, exclusions: { allergens: ['peanuts'], words: [] } },
      changedAt: at(10),
    });
    expect(merged.json().targets).toEqual({
      calories: 2400,
      diet: 'Paleo',
      meals: 2,
      exclusions: { allergens: ['peanuts'], words: [] },
    });
    // A change made since then replaces the fields it sets.
    const newer = await put(cookie, { targets: { calories: 1900 }, changedAt: at(0) });
    expect(newer.json().targets).toMatchObject({ calories: 1900, diet: 'Paleo', meals: 2 });
  });

  it('does not let a device whose clock runs ahead outlast later changes', async () => {
    const { cookie } = await signUp(app);
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    const saved = await put(cookie, { targets: { calories: 3000 }, changedAt: ahead });
    expect(Date.parse(saved.json().changedAt)).toBeLessThanOrEqual(Date.now());
    expect((await put(cookie, { targets: { calories: 2000 }, changedAt: at(0) })).json().targets.calories).toBe(2000);
  });

  it('keeps each user’s targets from every other user', async () => {
    const ada = await signUp(app);
    const bob = await signUp(app);
    await put(ada.cookie, { targets: mine, changedAt: at(0) });
    expect((await get(bob.cookie)).json()).toEqual({ targets: {}, changedAt: null });
    await put(bob.cookie, { targets: { calories: 3100 }, changedAt: at(0) });
    expect((await get(ada.cookie)).json().targets).toEqual(mine);
  });

  it('refuses bad values with a 400 naming the field, and changes nothing', async () => {
    const { cookie } = await signUp(app);
    await put(cookie, { targets: mine, changedAt: at(1) });
    const cases: [object, string, string?][] = [
      [{ targets: { calories: 8780 }, changedAt: at(0) }, 'targets.calories', PLAN_MESSAGES.calories],
      [{ targets: { calories: 499 }, changedAt: at(0) }, 'targets.calories', PLAN_MESSAGES.calories],
      [
        { targets: { macros: { carbs: 50, fat: 30, protein: 30 } }, changedAt: at(0) },
        'targets.macros',
        MACRO_MESSAGES.sum,
      ],
      [{ targets: { meals: 6 }, changedAt: at(0) }, 'targets.meals', PLAN_MESSAGES.meals],
      [{ targets: { age: 12 }, changedAt: at(0) }, 'targets.age'],
      [{ targets: { weight: 500 }, changedAt: at(0) }, 'targets.weight'],
      [{ targets: { diet: 'Carnivore' }, changedAt: at(0) }, 'targets.diet'],
      [{ targets: { exclusions: { allergens: ['dust'], words: [] } }, changedAt: at(0) }, 'targets.exclusions'],
      [{ targets: { exclusions: { allergens: [], words: ['x'.repeat(61)] } }, changedAt: at(0) }, 'targets.exclusions'],
      [{ targets: { owner: 'someone@example.com' }, changedAt: at(0) }, 'targets'],
      [{ targets: { calories: 2000 }, changedAt: 'yesterday' }, 'changedAt'],
      [{ targets: { calories: 2000 } }, 'changedAt'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(cookie, payload);
      expect(response.statusCode, field).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      const key = Object.keys(fields).find((name) => name.startsWith(field));
      expect(key, `${field} in ${JSON.stringify(fields)}`).toBeDefined();
      if (message) expect(fields[key!]).toBe(message);
    }
    expect((await get(cookie)).json().targets).toEqual(mine);
  });

  it('responds to any body with a 400 or a 200, never a 500 (fuzzing)', async () => {
    const { cookie } = await signUp(app);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (targets) => {
        const response = await put(cookie, { targets, changedAt: at(0) });
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: 150 },
    );
  });
});
