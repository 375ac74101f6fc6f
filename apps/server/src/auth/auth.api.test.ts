import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { sessions } from '../db/schema';
import { authStoreKey } from './auth';
import { connectTestRedis } from '../test/test-redis';
import { createTestApp } from '../test/test-app';
import { cookieHeader, newAccount, postAuth, signUp, TEST_ORIGIN } from '../test/sessions';
import { RATE_LIMITS } from '../plugins/rate-limit';
import { ACCOUNT_LOCK } from './account-lock';

describe('accounts (/api/auth)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  function getSession(cookie: string) {
    return app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  }

  it('signs up with name, email and password and opens a session whose name is the display name', async () => {
    const account = newAccount('Ada Lovelace');
    const response = await postAuth(app, 'sign-up/email', account);
    expect(response.statusCode).toBe(200);
    const session = await getSession(cookieHeader(response.headers['set-cookie']));
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ name: 'Ada Lovelace', email: account.email });
  });

  it('refuses a second account for the same email, in any letter case', async () => {
    const { account } = await signUp(app);
    const response = await postAuth(app, 'sign-up/email', { ...account, email: account.email.toUpperCase() });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });

  it('does the work of a new account for an address already in use, so the time taken tells nothing', async () => {
    const { account } = await signUp(app, newAccount(), '203.0.113.32');
    const before = app.passwordWork.hashes;
    const again = await postAuth(app, 'sign-up/email', { ...account, name: 'Someone else' }, {}, '203.0.113.32');
    expect(again.json().code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect(app.passwordWork.hashes - before).toBe(1);
    const fresh = app.passwordWork.hashes;
    expect((await postAuth(app, 'sign-up/email', newAccount(), {}, '203.0.113.32')).statusCode).toBe(200);
    expect(app.passwordWork.hashes - fresh).toBe(1);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await postAuth(app, 'sign-up/email', { ...newAccount(), password: 'short12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('responds to a wrong password, and to an unknown email, with 401 and no session', async () => {
    const { account } = await signUp(app);
    const wrong = await postAuth(app, 'sign-in/email', { email: account.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/session_token=[^;]/)]),
    );
    const unknown = await postAuth(app, 'sign-in/email', { email: 'nobody@example.com', password: 'whatever123' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(wrong.json().code);
  });

  it('signs in with the right password: a new HttpOnly, SameSite=Lax session cookie each time', async () => {
    const { account, cookie: signUpCookie } = await signUp(app);
    const first = await postAuth(app, 'sign-in/email', { email: account.email, password: account.password });
    expect(first.statusCode).toBe(200);
    const setCookie = [first.headers['set-cookie']].flat().find((line) => line?.startsWith('thrive.session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // Plain http here; behind https (PUBLIC_URL https://…) the cookie is Secure, tested below.
    expect(setCookie).not.toMatch(/Secure/i);
    const second = await postAuth(app, 'sign-in/email', { email: account.email, password: account.password });
    const tokens = [
      signUpCookie,
      cookieHeader(first.headers['set-cookie']),
      cookieHeader(second.headers['set-cookie']),
    ];
    expect(new Set(tokens).size).toBe(3);
  });

  it('ends the session on sign-out', async () => {
    const { cookie } = await signUp(app);
    expect((await getSession(cookie)).json()).not.toBeNull();
    const signOut = await postAuth(app, 'sign-out', {}, { cookie });
    expect(signOut.statusCode).toBe(200);
    expect((await getSession(cookie)).json()).toBeNull();
  });

  it('opens private routes only to a session cookie we signed, and not after sign-out', async () => {
    const { cookie } = await signUp(app);
    const profile = (with_: string) => app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: with_ } });
    expect((await profile(cookie)).statusCode).toBe(200);
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const forged = (signed: string) => `${name}=${encodeURIComponent(signed)}`;
    // Another token under this signature, this token under another signature, and no signature at all.
    expect((await profile(forged(`${token.slice(1)}x.${signature}`))).statusCode).toBe(401);
    expect((await profile(forged(`${token}.${signature.slice(1)}A`))).statusCode).toBe(401);
    expect((await profile(forged(token))).statusCode).toBe(401);
    await postAuth(app, 'sign-out', {}, { cookie });
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('never caches in memory a session found only in the database: it may be half signed out', async () => {
    // Its own client address: this file's sign-ups from the default one are close to the hourly limit.
    const { cookie } = await signUp(app, newAccount(), '203.0.113.8');
    const profile = () => app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    const token = decodeURIComponent(cookie.split(/=(.*)/s)[1]!).split('.')[0]!;
    expect((await profile()).statusCode).toBe(200);
    // Sign-out's first half: the shared store's copy is gone, the row is not yet.
    await app.sharedStore.delete(authStoreKey(token));
    expect((await profile()).statusCode).toBe(200);
    await app.database.db.delete(sessions).where(eq(sessions.token, token));
    expect((await profile()).statusCode).toBe(401);
  });

  it('refuses sign-up, sign-in and sign-out from a foreign Origin with 403', async () => {
    const { account, cookie } = await signUp(app);
    const foreign = { origin: 'https://evil.example' };
    expect((await postAuth(app, 'sign-up/email', newAccount(), foreign)).statusCode).toBe(403);
    expect((await postAuth(app, 'sign-in/email', account, foreign)).statusCode).toBe(403);
    expect((await postAuth(app, 'sign-out', {}, { ...foreign, cookie })).statusCode).toBe(403);
    expect((await getSession(cookie)).json()).not.toBeNull();
  });

  it('refuses our own state-changing routes from a foreign Origin with 403, changing nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'friend@example.com' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('throttles password guessing: 30 wrong passwords in a row end in 429 with Retry-After', async () => {
    const { account } = await signUp(app);
    // Its own client address, so the other tests' sign-ins do not count against it.
    const guess = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '203.0.113.7',
        headers: { origin: TEST_ORIGIN },
        payload: { email: account.email, password: 'guess-guess' },
      });
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 30; attempt++) {
      last = await guess();
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, RATE_LIMITS.signIn.max).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Throttled for the right password too, until the window passes.
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.7',
      headers: { origin: TEST_ORIGIN },
      payload: account,
    });
    expect(right.statusCode).toBe(429);
  });

  it('locks an account for every kind of body: a form-encoded sign-in is refused, never a way around the lock', async () => {
    const { account } = await signUp(app, newAccount(), '203.0.113.30');
    // Failures from many addresses, so that only the account's own lock stops them.
    for (let attempt = 0; attempt < ACCOUNT_LOCK.failures; attempt++) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `198.51.100.${attempt + 1}`,
        headers: { origin: TEST_ORIGIN },
        payload: { email: account.email, password: 'guess-guess' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '198.51.100.200',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: account.email, password: account.password }).toString(),
    });
    expect(form.statusCode).toBe(415);
    expect(form.headers['set-cookie']).toBeUndefined();
    const json = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '198.51.100.201',
      headers: { origin: TEST_ORIGIN },
      payload: account,
    });
    expect(json.statusCode).toBe(429);
    for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '198.51.100.202',
        headers: { origin: TEST_ORIGIN, 'content-type': type },
        payload: JSON.stringify(newAccount()),
      });
      expect(other.statusCode, type).toBe(415);
    }
  });

  it('keeps a picture to this site’s photo address or none, refusing any other value with a 400 naming it', async () => {
    const { cookie } = await signUp(app, newAccount(), '203.0.113.31');
    const update = (body: unknown) => postAuth(app, 'update-user', body as object, { cookie });
    for (const image of [
      { not: 'a string' },
      [{ toString: 1 }],
      'https://elsewhere.example/me.png',
      'x'.repeat(5000),
      42,
    ]) {
      const response = await update({ image });
      expect(response.statusCode, JSON.stringify(image).slice(0, 40)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['image']);
    }
    expect((await getSession(cookie)).json().user.image ?? null).toBeNull();
    expect((await update({ image: '/api/profile/photo?v=1700000000000' })).statusCode).toBe(200);
    expect((await getSession(cookie)).json().user.image).toBe('/api/profile/photo?v=1700000000000');
    expect((await update({ image: null })).statusCode).toBe(200);
  });

  it('ends only the caller’s own session: another user’s token is a 404, and that session lives on', async () => {
    const ada = await signUp(app, newAccount(), '203.0.113.33');
    const bob = await signUp(app, newAccount(), '203.0.113.33');
    const tokenOf = (cookie: string) => decodeURIComponent(cookie.split(/=(.*)/s)[1]!).split('.')[0]!;
    const foreign = await postAuth(app, 'revoke-session', { token: tokenOf(bob.cookie) }, { cookie: ada.cookie });
    expect(foreign.statusCode).toBe(404);
    expect((await getSession(bob.cookie)).json()).not.toBeNull();
    const own = await postAuth(app, 'revoke-session', { token: tokenOf(ada.cookie) }, { cookie: ada.cookie });
    expect(own.statusCode, own.body).toBe(200);
    expect((await getSession(ada.cookie)).json()).toBeNull();
  });

  it('lists which social sign-ins are configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(response.json()).toEqual({ google: false, facebook: false });
  });
});

// Runs where a Redis is given (CI starts one): the limit then holds for every instance and across restarts.
describe.runIf(process.env.TEST_REDIS_URL)('sign-in throttling shared through Redis', () => {
  it('still refuses a client that used up its attempts after the server restarts', async () => {
    const run = randomBytes(4).toString('hex');
    const client = `2001:db8::${run}`;
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: client,
        headers: { origin: TEST_ORIGIN },
        payload: { email: `nobody-${run}@example.com`, password: 'guess-guess' },
      });
    const connect = connectTestRedis;

    const firstRedis = await connect();
    const first = await createTestApp({ redis: firstRedis });
    for (let tries = 0; tries < RATE_LIMITS.signIn.max; tries++) expect((await attempt(first)).statusCode).toBe(401);
    await first.close();
    firstRedis.disconnect();

    const secondRedis = await connect();
    const second = await createTestApp({ redis: secondRedis });
    const afterRestart = await attempt(second);
    await second.close();
    secondRedis.disconnect();
    expect(afterRestart.statusCode).toBe(429);
    expect(Number(afterRestart.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('accounts behind https', () => {
  it('names the session cookie __Host- and marks it Secure, for the whole site and this host alone', async () => {
    const app = await createTestApp({ auth: { origins: ['https://thrive.example'] } });
    const account = newAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://thrive.example' },
      payload: account,
    });
    onTestFinished(() => app.close());
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().find((line) => line?.includes('session_token='));
    expect(setCookie).toMatch(/^__Host-thrive\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    // The cookie signs the request in.
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(setCookie) },
    });
    expect(session.json()?.user.email).toBe(account.email);
  });
});

describe('identity bodies with fields of the wrong type', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const WRONG = [null, 42, true, [], {}, [{ toString: 1 }], { not: 'a string' }];
  const BODIES: [path: string, body: Record<string, unknown>][] = [
    ['sign-in/email', { email: 'someone@example.com', password: 'a long password' }],
    ['sign-up/email', { name: 'Ada', email: 'new@example.com', password: 'a long password' }],
    ['request-password-reset', { email: 'someone@example.com', redirectTo: '/reset-password' }],
    ['reset-password', { newPassword: 'a long password', token: 'token' }],
    ['update-user', { name: 'Ada' }],
    ['change-password', { currentPassword: 'a long password', newPassword: 'another long one' }],
  ];

  it('answers each with a 4xx, never a 500', async () => {
    const { cookie } = await signUp(app, newAccount(), '203.0.113.40');
    const statuses = new Map<string, number>();
    let client = 0;
    for (const [path, body] of BODIES) {
      for (const field of Object.keys(body)) {
        for (const value of WRONG) {
          const response = await postAuth(
            app,
            path,
            { ...body, [field]: value },
            { cookie },
            `10.50.${client >> 8}.${client++ & 255}`,
          );
          statuses.set(`${path} ${field}=${JSON.stringify(value)}`, response.statusCode);
        }
      }
    }
    const failures = [...statuses].filter(([, status]) => status >= 500 || status < 400);
    expect(failures).toEqual([]);
  });
});
