import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { ACCOUNT_LOCK } from '../auth/account-lock';
import { PASSWORD_BUSY_MESSAGE } from '../auth/password-hashing';
import { connectTestRedis } from '../test/test-redis';
import { createTestApp } from '../test/test-app';
import { newAccount, signUp, TEST_ORIGIN } from '../test/sessions';
import { startTcpProxy } from '../test/tcp-proxy';
import { RATE_LIMITS } from './rate-limit';

const signIn = (app: App, remoteAddress: string, payload: { email: string; password: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload,
  });

const subscribe = (app: App, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email: `reader-${randomBytes(4).toString('hex')}@example.com` },
  });

/** A test's own block of addresses, so runs on a shared Redis never meet each other's counters. */
const block = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('limits that hold', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('locks an account for 15 minutes after 20 failures, from any number of addresses', async () => {
    const { account } = await signUp(app);
    const addresses = Array.from({ length: 5 }, (_, index) => `${block()}.${index + 1}`);
    // Four wrong guesses from each of five addresses: no address reaches its own limit of ten.
    expect(ACCOUNT_LOCK.failures / addresses.length).toBeLessThan(RATE_LIMITS.signIn.max);
    for (let guess = 0; guess < ACCOUNT_LOCK.failures; guess += 1) {
      const response = await signIn(app, addresses[guess % addresses.length]!, {
        ...account,
        password: `wrong-${guess}`,
      });
      expect(response.statusCode).toBe(401);
    }
    // Even the right password, from a new address, in another letter case.
    const locked = await signIn(app, `${block()}.9`, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(ACCOUNT_LOCK.lockMs / 1000 - 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_LOCK.lockMs / 1000);
    // Other accounts are not touched.
    const other = await signUp(app);
    expect((await signIn(app, `${block()}.9`, other.account)).statusCode).toBe(200);
  });

  it('does not believe a client’s own X-Forwarded-For when told of one proxy', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const client = `${block()}.7`;
      // Each request claims another first address; the proxy appends the one it saw.
      for (let request = 0; request < RATE_LIMITS.newsletter.max; request += 1) {
        const response = await subscribe(proxied, '127.0.0.1', {
          'x-forwarded-for': `198.51.100.${request}, ${client}`,
        });
        expect(response.statusCode).toBe(200);
      }
      const spoofed = await subscribe(proxied, '127.0.0.1', { 'x-forwarded-for': `198.51.100.99, ${client}` });
      expect(spoofed.statusCode).toBe(429);
      // Another client behind the same proxy still gets through.
      expect((await subscribe(proxied, '127.0.0.1', { 'x-forwarded-for': `${block()}.8` })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('responds 503 with Retry-After to password work beyond its queue, and never 500', async () => {
    const tight = await createTestApp({ passwordWork: { concurrent: 1, queue: 1 } });
    try {
      const { account } = await signUp(tight);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) => signIn(tight, `${block()}.${index + 1}`, account)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      const busy = responses.find((response) => response.statusCode === 503)!;
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json().error.message).toBe(PASSWORD_BUSY_MESSAGE);
    } finally {
      await tight.close();
    }
  });
});

// Runs where a Redis is given (CI starts one): a relay in front of it is cut mid-test.
describe.runIf(process.env.TEST_REDIS_URL)('when Redis stops responding', () => {
  it('keeps every route responding, counts in the process, reports it, and shares again when Redis is back', async () => {
    const target = new URL(process.env.TEST_REDIS_URL!);
    const relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const redis = await connectTestRedis(relay.url('redis'));
    const app = await createTestApp({ redis });
    try {
      const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json().redis;
      expect(await health()).toBe('up');
      const { account } = await signUp(app, newAccount(), `${block()}.5`);

      const closed = once(redis, 'close');
      await relay.cut();
      await closed;
      expect(await health()).toBe('down');
      const client = `${block()}.1`;
      expect((await signIn(app, `${block()}.2`, account)).statusCode).toBe(200);
      expect((await subscribe(app, `${block()}.3`)).statusCode).toBe(200);
      // Limits still hold, counted in this process.
      for (let request = 0; request < RATE_LIMITS.newsletter.max; request += 1) {
        expect((await subscribe(app, client)).statusCode).toBe(200);
      }
      expect((await subscribe(app, client)).statusCode).toBe(429);

      await relay.restore();
      await once(redis, 'ready');
      expect(await health()).toBe('up');
      expect((await signIn(app, `${block()}.4`, account)).statusCode).toBe(200);
    } finally {
      await app.close();
      redis.disconnect();
      await relay.stop();
    }
  });
});
