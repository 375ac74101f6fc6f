import { Agent, request } from 'node:http';
import { percentile, round } from './stats';

export interface Latency {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** What a browser says it can decode; responses are timed to their last byte, not decoded. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function get(agent: Agent, url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: BROWSER_HEADERS }, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`${url.pathname}: ${response.statusCode}`)),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Times sequential GETs of `paths` over one kept-alive loopback connection, each received in full before the
 * next, as a browser asks; one warm-up round first.
 */
export async function sequentialLatency(baseUrl: string, paths: readonly string[], rounds = 40): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const urls = paths.map((path) => new URL(path, baseUrl));
  const timings: number[] = [];
  try {
    for (const url of urls) await get(agent, url);
    for (let round = 0; round < rounds; round++) {
      for (const url of urls) {
        const started = performance.now();
        await get(agent, url);
        timings.push(performance.now() - started);
      }
    }
  } finally {
    agent.destroy();
  }
  return {
    requests: timings.length,
    p50Ms: round(percentile(timings, 0.5), 2),
    p95Ms: round(percentile(timings, 0.95), 2),
    maxMs: round(Math.max(...timings), 2),
  };
}
