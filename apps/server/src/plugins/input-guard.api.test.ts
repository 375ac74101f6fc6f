import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { newAccount, postAuth, signUp, TEST_ORIGIN } from '../test/sessions';
import { isUnstorable, TOO_DEEP, UNSTORABLE_TEXT } from './input-guard';

const DATE = '2026-11-24';

/** Text with a NUL or half a surrogate pair somewhere in it. */
const unstorableText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud83d', '\ude00'), fc.string({ maxLength: 20 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`)
  // Half a pair next to its other half would make a whole character.
  .filter(isUnstorable);

/** Sets `value` at a dotted path of a copy of `body`. */
function withField(body: object, path: string, value: string): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

describe('input no database can store', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    ({ cookie } = await signUp(app));
  });
  afterAll(() => app.close());

  // Each request from its own address, so per-client rate limits do not step in first.
  let requests = 0;
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => {
    requests += 1;
    const remoteAddress = `10.9.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
    return app.inject({ method, url, payload, remoteAddress, headers: { cookie, origin: TEST_ORIGIN } });
  };

  const TEXT_FIELDS: [method: 'POST' | 'PUT', url: string, body: object, fields: string[]][] = [
    ['POST', '/api/contact', { email: 'reader@example.com' }, ['email']],
    [
      'POST',
      '/api/contact/messages',
      { name: 'Ada', email: 'ada@example.com', message: 'Hello there, a question.' },
      ['name', 'email', 'message'],
    ],
    [
      'PUT',
      '/api/profile',
      {
        name: 'Ada',
        password: 'correct horse battery',
        username: 'ada',
        age: 36,
        gender: 'female',
        height: 165,
        weight: 58,
        target: 'maintain',
      },
      ['name', 'username', 'password'],
    ],
    [
      'POST',
      '/api/mealplan/save',
      { totalDays: 1, date: DATE, type: 'custom', meals: [{ dayNumber: 1, breakfast: 'Porridge' }] },
      ['meals.0.breakfast', 'type', 'date'],
    ],
    ['POST', '/api/auth/sign-up/email', newAccount(), ['name', 'email', 'password']],
    ['POST', '/api/auth/update-user', { name: 'Ada Lovelace' }, ['name']],
  ];

  it('refuses it in every text field with a 400 naming the field, and stores nothing', async () => {
    for (const [method, url, body, fields] of TEXT_FIELDS) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), unstorableText, async (field, text) => {
          const response = await send(method, url, withField(body, field, text));
          expect(response.statusCode, `${url} ${field}`).toBe(400);
          expect(response.json().error.fields?.[field], `${url} ${field}`).toBe(UNSTORABLE_TEXT);
        }),
        { numRuns: 12 },
      );
    }
    const saved = await app.inject({ url: `/api/mealplan/custom/${DATE}`, headers: { cookie } });
    expect(saved.statusCode).toBe(404);
  });

  it('refuses it in a query and in a key', async () => {
    const search = await app.inject({ url: '/api/recipes/complexSearch?query=oat%00s' });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({ query: UNSTORABLE_TEXT });
    const key = await send('POST', '/api/contact', { email: 'a@example.com', ['x\u0000']: 1 });
    expect(key.statusCode).toBe(400);
  });
});

describe('account bodies', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses a body over 1 MB before better-auth reads it, and creates no account', async () => {
    const account = newAccount('x'.repeat(60 * 1024 * 1024));
    const response = await postAuth(app, 'sign-up/email', account);
    expect(response.statusCode).toBe(413);
    const signIn = await postAuth(app, 'sign-in/email', { email: account.email, password: account.password });
    expect(signIn.statusCode).toBe(401);
  });

  it('keeps names to 80 characters at sign-up and on update, and refuses a null name', async () => {
    const long = await postAuth(app, 'sign-up/email', newAccount('y'.repeat(81)));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ name: 'Use at most 80 characters.' });

    const { cookie } = await signUp(app);
    for (const name of [null, 'z'.repeat(81), 42]) {
      const update = await postAuth(app, 'update-user', { name }, { cookie });
      expect(update.statusCode, String(name)).toBe(400);
      expect(update.json().error.fields).toHaveProperty('name');
    }
    const fine = await postAuth(app, 'update-user', { name: 'Ada Lovelace' }, { cookie });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('JSON nested too deep', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

  it('is a 400 naming the body, before anything walks it, on our routes and on the identity service’s', async () => {
    for (const url of ['/api/contact', '/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      for (const body of [nested(8000), `{"email":${nested(40)}}`]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          payload: body,
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.fields, url).toEqual({ body: TOO_DEEP });
      }
    }
  });

  it('lets the nesting our bodies need through', async () => {
    const { cookie } = await signUp(app);
    const plan = await app.inject({
      method: 'POST',
      url: '/api/mealplan/save',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: {
        totalDays: 1,
        date: DATE,
        type: 'custom',
        meals: [
          {
            dayNumber: 1,
            rows: [{ label: 'Lunch', items: [{ name: 'Soup', calories: 1, protein: 0, carbs: 0, fat: 0 }] }],
          },
        ],
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
  });
});
