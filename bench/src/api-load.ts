import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from '@thrive/server/test/server-process';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(name: string, url: string, init: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 20, duration: 5, ...init });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Loads the built server on embedded storage from this process over loopback, a few seconds per route. */
export async function runApiLoad(): Promise<LoadResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }, 'bundle');
  try {
    return [
      await load('GET /api/health', `${server.url}/api/health`),
      await load('GET / (app shell)', `${server.url}/`, { headers: { 'accept-encoding': 'gzip' } }),
      await load('POST /api/contact', `${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com' }),
      }),
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
