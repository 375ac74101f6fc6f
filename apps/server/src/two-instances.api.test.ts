import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './plugins/rate-limit';
import { freePort, startServer, TEST_SERVER_ENV, type ServerProcess } from './test/server-process';
import { createEmptyPostgresDatabase } from './test/postgres-database';
import { testDatabaseKind } from './test/test-database';

/** Both instances serve one public address, as behind a load balancer. */
const PUBLIC_URL = 'http://thrive.test';

// Two server processes on one PostgreSQL and one Redis (CI provides both).
describe.runIf(testDatabaseKind === 'postgres' && process.env.TEST_REDIS_URL)('two instances', () => {
  let database: { url: string; drop: () => Promise<void> };
  let servers: ServerProcess[] = [];
  // This run's own client address, so its counters never meet another run's on the shared Redis.
  const client = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const env = async () => ({
      ...TEST_SERVER_ENV,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      PUBLIC_URL,
      TRUST_PROXY: '1',
      PORT: String(await freePort()),
    });
    // Started at once on a database that has no tables yet: they must not both migrate it.
    servers = await Promise.all([startServer(await env()), startServer(await env())]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.drop();
  });

  const call = (
    server: ServerProcess,
    method: string,
    url: string,
    options: { cookie?: string; body?: unknown } = {},
  ) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': client,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const sessionOn = async (server: ServerProcess, cookie: string) =>
    (await (await call(server, 'GET', '/api/auth/get-session', { cookie })).json()) as {
      user?: { email: string };
    } | null;

  it('migrated the fresh database once, and both respond', async () => {
    const migrations = (await readdir(path.resolve(import.meta.dirname, '../drizzle'))).filter((file) =>
      file.endsWith('.sql'),
    );
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const applied = await admin.query('select hash from drizzle.__drizzle_migrations');
    await admin.end();
    expect(applied.rows).toHaveLength(migrations.length);
    expect(new Set(applied.rows.map((row: { hash: string }) => row.hash)).size).toBe(migrations.length);
    // A server listens before its Redis connection is ready (Redis is never waited for): both report it once connected.
    for (const server of servers) {
      await expect
        .poll(async () => (await call(server, 'GET', '/api/health')).json(), { timeout: 10_000 })
        .toEqual({ status: 'ok', database: 'postgres', redis: 'up' });
    }
  });

  it('shares sessions and plans, and a sign-out on one ends the session on the other', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const email = `two-${client}@example.com`;
    const signUp = await call(first, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Two Places', email, password: 'correct horse battery' },
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await sessionOn(second, cookie))?.user?.email).toBe(email);

    const plan = { totalDays: 1, date: '2026-11-24', type: 'custom', meals: [{ dayNumber: 1, rows: [] }] };
    expect((await call(first, 'POST', '/api/mealplan/save', { cookie, body: plan })).status).toBe(200);
    const read = await call(second, 'GET', '/api/mealplan/custom/2026-11-24', { cookie });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { dayNumber: number }[]).map((day) => day.dayNumber)).toEqual([1]);
    // The second has just read the plan (and caches it in memory): a change on the first reaches it.
    const change = { date: '2026-11-24', type: 'custom', meals: [{ dayNumber: 1, breakfast: 'Porridge' }] };
    expect((await call(first, 'PUT', '/api/mealplan/update', { cookie, body: change })).status).toBe(200);
    const reread = await call(second, 'GET', '/api/mealplan/custom/2026-11-24', { cookie });
    expect(((await reread.json()) as { breakfast: string }[])[0]?.breakfast).toBe('Porridge');

    expect((await call(first, 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect(await sessionOn(second, cookie)).toBeNull();
    expect((await call(second, 'GET', '/api/mealplan/custom/2026-11-24', { cookie })).status).toBe(401);
  });

  it('counts a client’s requests on both against one limit', async () => {
    const { max } = RATE_LIMITS.signIn;
    const guess = (server: ServerProcess) =>
      call(server, 'POST', '/api/auth/sign-in/email', {
        body: { email: `nobody-${client}@example.com`, password: 'not-it-at-all' },
      });
    for (let attempt = 0; attempt < max; attempt += 1) expect((await guess(servers[attempt % 2]!)).status).toBe(401);
    expect((await guess(servers[0]!)).status).toBe(429);
    expect((await guess(servers[1]!)).status).toBe(429);
  });
});
