// `npm run bench:fuzz`: at least 20,000 malformed requests against every endpoint of the route table, on the embedded
// database and on PostgreSQL (BENCH_DATABASE_URL, default the local `test` database), counting the answers by status.
// Run `npm run build` first. A 500 is a failure: bad input must be a 4xx that changes nothing.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { API_ROUTES, type ApiRoute } from '@thrive/contract';
import { freePort, startServer, TEST_SERVER_ENV } from '@thrive/server/test/server-process';
import { createEmptyPostgresDatabase } from '@thrive/server/test/postgres-database';

const REQUESTS_PER_DATABASE = Number(process.env.FUZZ_REQUESTS ?? 20_000);
/** Requests in flight at once: enough to keep the server busy, few enough not to time out on two cores. */
const CONCURRENCY = 8;

/** Values of the wrong kind, or the right kind at its limits, for any field. */
const ODD_VALUES: unknown[] = [
  null,
  42,
  -1,
  Number.MAX_VALUE,
  true,
  [],
  {},
  [{ toString: 1 }],
  { not: 'a string' },
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '2026-02-30',
  '9'.repeat(40),
  'NaN',
];

/** Odd path parameters and query values, as text. */
const ODD_TEXT = ['', '-1', '0', 'NaN', '9'.repeat(40), '%00', '..%2F..%2Fetc', 'x'.repeat(300), '%F0%9F%92%A9', '[]'];

/** JSON nested deeper than any parser should follow. */
const DEEP_JSON = '['.repeat(8000) + ']'.repeat(8000);

/** Bodies that are not JSON at all, with the content type they claim. */
const NOT_JSON: [contentType: string, body: string][] = [
  ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x&name=y'],
  ['text/plain', 'hello'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
  ['application/json', '{"unterminated": '],
  ['application/json', DEEP_JSON],
  ['application/xml', '<a>b</a>'],
];

/** The top-level fields a route's body or query declares, from its schema. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as { properties?: object };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** A client address of its own for each request: the per-client limits would otherwise answer most of them. */
const someClient = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface FuzzRequest {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
}

/** One malformed request to this route: odd path parameters, odd query values, or an odd body. */
function malformed(route: ApiRoute): FuzzRequest {
  const path = route.path
    .replace(/:(\w+)/g, () => encodeURIComponent(pick(ODD_TEXT)).replaceAll('%25', '%'))
    .replace(/\*$/, pick(['sign-in/email', 'nope', 'a/b/c', '..%2F']));
  const query = fieldsOf(route.query).map((field) => `${field}=${pick(ODD_TEXT)}`);
  const url = query.length > 0 && Math.random() < 0.7 ? `${path}?${query.join('&')}` : path;
  if (route.method === 'GET' || route.method === 'DELETE') return { method: route.method, path: url };
  const fields = fieldsOf(route.body);
  if (fields.length === 0 || Math.random() < 0.25) {
    const [contentType, body] = pick(NOT_JSON);
    return { method: route.method, path: url, contentType, body };
  }
  // Every field present with an odd value, or one field odd and the others missing.
  const body = Object.fromEntries(
    Math.random() < 0.5 ? fields.map((field) => [field, pick(ODD_VALUES)]) : [[pick(fields), pick(ODD_VALUES)]],
  );
  return { method: route.method, path: url, contentType: 'application/json', body: JSON.stringify(body) };
}

/** Routes that would end the fuzzing account's own session go without it. */
const ENDS_THE_SESSION = new Set(['/api/auth/sign-out', '/api/auth/revoke-session', '/api/auth/two-factor/disable']);

async function fuzz(name: string, env: Record<string, string>) {
  const server = await startServer(
    { ...TEST_SERVER_ENV, PORT: String(await freePort()), TRUST_PROXY: '1', ...env },
    'bundle',
  );
  const origin = server.url;
  try {
    const account = { name: 'Fuzz', email: `fuzz-${Date.now()}@example.com`, password: 'tarragon kettle orbit' };
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(account),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    const worker = async () => {
      while (sent < REQUESTS_PER_DATABASE) {
        sent += 1;
        const route = API_ROUTES[sent % API_ROUTES.length]!;
        const request = malformed(route);
        const headers: Record<string, string> = { origin, 'x-forwarded-for': someClient() };
        if (request.contentType) headers['content-type'] = request.contentType;
        if (!ENDS_THE_SESSION.has(route.path) && Math.random() < 0.8) headers.cookie = cookie;
        let status: number;
        try {
          const response = await fetch(`${origin}${request.path}`, {
            method: request.method,
            headers,
            body: request.body,
            redirect: 'manual',
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          status = 0;
          failures.push(`${request.method} ${request.path}: no answer (${String(error)})`);
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 && status !== 503) {
          failures.push(
            `${status} ${request.method} ${request.path} ${request.contentType ?? ''} ${request.body?.slice(0, 200) ?? ''}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    return { name, requests: sent, seconds, statuses, failures, crashed: server.child.exitCode !== null };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const postgres = await createEmptyPostgresDatabase(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const results = [];
try {
  results.push(await fuzz('embedded (PGlite)', { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'thrive-fuzz-')) }));
  results.push(await fuzz('PostgreSQL', { DATABASE_URL: postgres.url }));
} finally {
  await postgres.drop();
}

console.log(`\nMalformed requests to each of the route table's ${API_ROUTES.length} endpoints, in turn:\n`);
console.table(
  results.map(({ name, requests, seconds, statuses, failures }) => ({
    database: name,
    requests,
    'req/s': Math.round(requests / seconds),
    '2xx': [...statuses].filter(([status]) => status >= 200 && status < 300).reduce((sum, [, n]) => sum + n, 0),
    '4xx': [...statuses].filter(([status]) => status >= 400 && status < 500).reduce((sum, [, n]) => sum + n, 0),
    '503 busy': statuses.get(503) ?? 0,
    '500 and other 5xx': failures.filter((line) => /^5\d\d /.test(line)).length,
    'no answer': statuses.get(0) ?? 0,
  })),
);
for (const { name, statuses, failures } of results) {
  console.log(
    `${name}: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(', ')}`,
  );
  for (const line of failures.slice(0, 20)) console.log(`  ${line}`);
}
if (results.some(({ failures, crashed }) => failures.length > 0 || crashed)) process.exitCode = 1;
