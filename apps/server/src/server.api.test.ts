import http from 'node:http';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { freePort, spawnServer, startServer, TEST_SERVER_ENV } from './test/server-process';
import { createPgliteDataDir, testDatabaseKind } from './test/test-database';

async function subscriberEmails(dataDir: string): Promise<string[]> {
  const client = await PGlite.create({ dataDir });
  const result = await client.query<{ email: string }>('select email from newsletter_subscribers order by email');
  await client.close();
  return result.rows.map((row) => row.email);
}

// These run the real server process on embedded storage; PostgreSQL brings its own durability.
describe.runIf(testDatabaseKind === 'pglite')('the server process', () => {
  // A kill -9 is the harshest restart: what survives it survives a clean one too.
  it('keeps an acknowledged write and a signed-in session through kill -9 and a restart', async () => {
    const dataDir = await createPgliteDataDir('durability');
    const env = { ...TEST_SERVER_ENV, DATA_DIR: dataDir, PORT: String(await freePort()) };

    const first = await startServer(env);
    const response = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'durable@example.com' }),
    });
    expect(response.status).toBe(200);
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ name: 'Restart Ruth', email: 'ruth@example.com', password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = await startServer(env);
    const health = await fetch(`${second.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const session = await fetch(`${second.url}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({
      name: 'Restart Ruth',
      email: 'ruth@example.com',
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(await subscriberEmails(dataDir)).toEqual(['durable@example.com']);
  });

  it('on SIGTERM finishes the request in flight, stops accepting and closes the database', async () => {
    const dataDir = await createPgliteDataDir('shutdown');
    // At info the server says when it starts shutting down.
    const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'info' });

    // "Expect: 100-continue": the server responds "continue" once it has taken the request up, and the
    // request stays in flight until its body follows.
    const body = JSON.stringify({ email: 'in-flight@example.com' });
    const request = http.request(`${server.url}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const taken = new Promise<void>((resolve) => request.once('continue', resolve));
    const inFlight = new Promise<number>((resolve, reject) => {
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', reject);
    });
    request.flushHeaders();
    await taken;
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output()).toContain('shutting down');
    request.end(body);
    expect(await inFlight).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // A clean close leaves a data directory that opens again with the write in it.
    expect(await subscriberEmails(dataDir)).toEqual(['in-flight@example.com']);
  });

  it('stops at start-up with one line naming a bad variable', async () => {
    const server = spawnServer({ PORT: 'abc', DATA_DIR: os.tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")',
    );
  });
});
