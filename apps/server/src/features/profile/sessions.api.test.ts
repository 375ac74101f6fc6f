import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeviceSessionSchema } from '@thrive/contract';
import type { App } from '../../app';
import { SESSION_LIFETIME } from '../../auth/auth';
import { createTestApp } from '../../test/test-app';
import { cookieHeader, newAccount, postAuth, signUp, TEST_ORIGIN } from '../../test/sessions';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('sessions (/api/profile/sessions)', () => {
  let app: App;
  let clientNumber = 0;
  const client = () => `10.40.0.${++clientNumber}`;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => app.close());

  /** A new account signed in on a laptop (at sign-up) and on a phone. */
  async function twoDevices() {
    const account = newAccount();
    const laptop = await postAuth(app, 'sign-up/email', account, { 'user-agent': LAPTOP }, client());
    const phone = await postAuth(
      app,
      'sign-in/email',
      { email: account.email, password: account.password },
      { 'user-agent': PHONE },
      client(),
    );
    return { laptop: cookieHeader(laptop.headers['set-cookie']), phone: cookieHeader(phone.headers['set-cookie']) };
  }

  const call = (method: 'GET' | 'DELETE', url: string, cookie: string) =>
    app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN } });
  const list = async (cookie: string) => {
    const response = await call('GET', '/api/profile/sessions', cookie);
    expect(response.statusCode).toBe(200);
    return DeviceSessionSchema.array().parse(response.json());
  };
  const signedIn = async (cookie: string) => (await call('GET', '/api/profile', cookie)).statusCode === 200;

  it('lists where the account is signed in, this device first, by browser and system, without tokens', async () => {
    const { laptop, phone } = await twoDevices();
    const seen = await list(phone);
    expect(seen.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Chrome on Android', current: true },
      { device: 'Firefox on Linux', current: false },
    ]);
    const raw = (await call('GET', '/api/profile/sessions', phone)).body;
    for (const cookie of [laptop, phone]) expect(raw).not.toContain(cookie.split('=')[1]!.split('.')[0]);
    expect(Date.parse(seen[0]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs one session out: that device is signed out, this one is not', async () => {
    const { laptop, phone } = await twoDevices();
    const [, other] = await list(phone);
    const ended = await call('DELETE', `/api/profile/sessions/${other!.id}`, phone);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ signedOut: 1 });
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect(await list(phone)).toHaveLength(1);
  });

  it('signs out every other device at once', async () => {
    const { laptop, phone } = await twoDevices();
    const ended = await call('DELETE', '/api/profile/sessions', laptop);
    expect(ended.json()).toEqual({ signedOut: 1 });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
  });

  it("cannot see or end another user's sessions: a 404, and they stay signed in", async () => {
    const theirs = await twoDevices();
    const [theirSession] = await list(theirs.phone);
    const { cookie: mine } = await signUp(app, newAccount(), client());
    expect((await list(mine)).map(({ id }) => id)).not.toContain(theirSession!.id);
    const response = await call('DELETE', `/api/profile/sessions/${theirSession!.id}`, mine);
    expect(response.statusCode).toBe(404);
    expect(await signedIn(theirs.phone)).toBe(true);
  });

  it("does not serve better-auth's own list of sessions, which would hand the browser every session's token", async () => {
    const { cookie } = await signUp(app, newAccount(), client());
    const listed = await app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie } });
    expect(listed.statusCode).toBe(404);
    expect(listed.body).not.toContain(cookie.split('=')[1]!.split('.')[0]);
  });

  it('answers an unknown id with a 404, a visitor with a 401, and changes nothing', async () => {
    const { cookie } = await signUp(app, newAccount(), client());
    expect((await call('DELETE', '/api/profile/sessions/no-such-session', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/profile/sessions', '')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/profile/sessions', '')).statusCode).toBe(401);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('ends a session 30 days after sign-in however often it is used, a week after its last use otherwise', async () => {
    const { cookie } = await signUp(app, newAccount(), client());
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Used every six days: each use extends it by a week, up to the 30th day.
    for (let day = 6; day < 30; day += 6) {
      vi.setSystemTime(start + day * DAY_MS);
      expect(await signedIn(cookie)).toBe(true);
    }
    vi.setSystemTime(start + SESSION_LIFETIME.absoluteS * 1000 - 60_000);
    expect(await signedIn(cookie)).toBe(true);
    vi.setSystemTime(start + SESSION_LIFETIME.absoluteS * 1000 + 60_000);
    expect(await signedIn(cookie)).toBe(false);

    // Left alone for more than a week, a fresh session ends too.
    vi.useRealTimers();
    const { cookie: idle } = await signUp(app, newAccount(), client());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_LIFETIME.slidingS * 1000 + 60_000);
    expect(await signedIn(idle)).toBe(false);
  });
});
