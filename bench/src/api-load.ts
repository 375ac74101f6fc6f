import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export async function load(name: string, url: string, init: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 20, duration: 5, ...init });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Loads the running server from this process over loopback, a few seconds per route. */
export async function runApiLoad(baseUrl: string): Promise<LoadResult[]> {
  return [
    await load('GET /api/health', `${baseUrl}/api/health`),
    await load('GET / (app shell)', `${baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } }),
    // Many visitors subscribing: each request comes from its own client address (the server trusts the
    // proxy header in this run), so the per-client limit is not what gets measured.
    await load('POST /api/contact (new clients)', `${baseUrl}/api/contact`, {
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = Math.floor(Math.random() * 2 ** 24);
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ email: `reader${n}@example.com` }),
            };
          },
        },
      ],
    }),
    await load('GET /api/recipes/complexSearch', `${baseUrl}/api/recipes/complexSearch?query=chicken&number=10`),
  ];
}
