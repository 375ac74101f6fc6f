import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { startFakeService } from '../test/fake-service';
import { captureLogs } from '../test/log-capture';
import { RemoteService, RemoteServiceError } from './remote-call';

const OkSchema = z.object({ ok: z.literal(true) });

describe('RemoteService, the one way out', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  /** Status codes the fake responds with, one per request, before it responds normally. */
  let failFirst: number[] = [];

  beforeAll(async () => {
    fake = await startFakeService(() => {
      const status = failFirst.shift();
      return status ? { status, body: { message: 'failing' } } : { status: 200, body: { ok: true } };
    });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.setMode('ok');
    fake.requests.length = 0;
    failFirst = [];
  });

  function service(resilience = {}) {
    const logs = captureLogs();
    const log = Fastify({ logger: logs.logger }).log;
    return { logs, remote: new RemoteService({ service: 'fake', log, timeoutMs: 200, resilience }) };
  }
  const url = () => new URL(`${fake.origin}/thing?key=secret-key`);
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'succeeded',
      (error: unknown) => (error instanceof RemoteServiceError ? error.failure : String(error)),
    );

  it('retries after a 429 or a 5xx, with a growing wait, and responds when the service does', async () => {
    const { remote } = service({ tries: 3, firstDelayMs: 5 });
    failFirst = [429, 503];
    expect((await remote.get({ url: url(), schema: OkSchema })).data).toEqual({ ok: true });
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after its tries, and never retries after a timeout or a malformed response', async () => {
    const { remote } = service({ tries: 2, firstDelayMs: 5 });
    failFirst = [500, 500, 500];
    expect(await failureOf(remote.get({ url: url(), schema: OkSchema }))).toBe('status');
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    fake.setMode('hang');
    expect(await failureOf(remote.get({ url: url(), schema: OkSchema }))).toBe('timeout');
    fake.setMode('malformed');
    expect(await failureOf(remote.get({ url: url(), schema: OkSchema }))).toBe('malformed');
    expect(fake.requests).toHaveLength(2);
  });

  it('opens the circuit after repeated failures, failing at once without a call, and closes it again', async () => {
    const { remote, logs } = service({ tries: 1, breakerFailures: 3, breakerOpenMs: 50 });
    fake.setMode('status-500');
    for (let call = 0; call < 3; call++) {
      expect(await failureOf(remote.get({ url: url(), schema: OkSchema }))).toBe('status');
    }
    expect(await failureOf(remote.get({ url: url(), schema: OkSchema }))).toBe('circuit-open');
    expect(fake.requests).toHaveLength(3);
    expect(logs.warnings().some((line) => line.msg === 'outside service circuit opened')).toBe(true);

    // Once the circuit has been open long enough, one call tests the service; its success closes it.
    fake.setMode('ok');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await remote.get({ url: url(), schema: OkSchema })).data).toEqual({ ok: true });
    expect(await failureOf(remote.get({ url: url(), schema: OkSchema }))).toBe('succeeded');
    expect(logs.lines.some((line) => line.msg === 'outside service circuit closed')).toBe(true);
  });

  it('logs each call with its service, path, status and duration, but never the query or the headers', async () => {
    const { remote, logs } = service();
    await remote.get({ url: url(), schema: OkSchema, headers: { 'X-Api-Key': 'secret-header' } });
    const call = logs.lines.find((line) => line.msg === 'outside service call');
    expect(call).toMatchObject({ service: 'fake', route: '/thing', status: 200 });
    expect(typeof call!.durationMs).toBe('number');
    expect(JSON.stringify(logs.lines)).not.toMatch(/secret/);
    expect(fake.requests[0]!.headers['x-api-key']).toBe('secret-header');
  });
});
