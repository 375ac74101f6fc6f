import { percentile, round } from './stats';

export interface Latency {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Times sequential GETs of `paths` over loopback, each answered in full before the next; one warm-up round first. */
export async function sequentialLatency(baseUrl: string, paths: readonly string[], rounds = 40): Promise<Latency> {
  const timings: number[] = [];
  for (const path of paths) await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      timings.push(performance.now() - started);
    }
  }
  return {
    requests: timings.length,
    p50Ms: round(percentile(timings, 0.5), 2),
    p95Ms: round(percentile(timings, 0.95), 2),
    maxMs: round(Math.max(...timings), 2),
  };
}
