// `npm run bench:load`: the built server under 50 connections, against bare Node serving the same JSON.
// Run `npm run build` first. PostgreSQL (BENCH_DATABASE_URL, default the local `test` database) and Redis
// (BENCH_REDIS_URL, default the local one) are used for the multi-instance setup's row.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { freePort, startServer, type ServerProcess } from '@thrive/server/test/server-process';
import { createEmptyPostgresDatabase } from '@thrive/server/test/postgres-database';

const CONNECTIONS = 50;
const SECONDS = 15;
const DATE = '2026-11-23';
/** Above the 2,000 plans the embedded database's reads cache in memory (features/meal-plans/plan-reads.ts). */
const PLANS_READ_IN_TURN = 2500;
const WEEK = Array.from({ length: 7 }, (_, day) => ({
  dayNumber: day + 1,
  rows: ['Breakfast', 'Lunch', 'Dinner'].map((label, row) => ({
    label,
    items: [{ recipeId: 1000 + row, name: `Dish ${day}-${row}`, calories: 600, protein: 30, carbs: 60, fat: 20 }],
  })),
}));

interface Row {
  what: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  /** Responses other than 2xx, and requests that got none within the client's time limit. */
  'not 2xx': number;
  'vs bare Node'?: string;
}

/** Seconds of load before a measured run, unrecorded: the server's code is compiled and its caches filled first. */
const WARM_UP_SECONDS = 3;

function run(name: string, options: autocannon.Options): Promise<Row> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        what: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'not 2xx': result.non2xx + result.errors,
      });
    });
  });
}

/** A measured run after a warm-up under the same load. */
async function warmRun(name: string, options: autocannon.Options): Promise<Row> {
  await run('warm-up', { ...options, duration: WARM_UP_SECONDS });
  return run(name, options);
}

/** A client address per request: the servers trust one proxy hop, so per-client limits are not what is measured. */
const someClient = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

async function signedIn(server: ServerProcess) {
  const headers = { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': someClient() };
  const account = {
    name: 'Bench',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'benchmark password',
  };
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await savePlan(server, { ...headers, cookie }, DATE);
  return { account, cookie, headers: { ...headers, cookie } };
}

async function savePlan(server: ServerProcess, headers: Record<string, string>, date: string) {
  const saved = await fetch(`${server.url}/api/mealplan/save`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ totalDays: 7, date, type: 'custom', meals: WEEK }),
  });
  if (!saved.ok) throw new Error(`saving the plan failed: ${saved.status}`);
}

/** Bare Node http responding to every request with these bytes: the ceiling for this machine and this client. */
async function startBareNode(body: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.env.BODY);
       require('node:http').createServer((req, res) => {
         res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
         res.end(body);
       }).listen(${port}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { env: { BODY: body }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(child.stdout!, 'data');
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const webDist = path.join(path.dirname(createRequire(import.meta.url).resolve('@thrive/web/package.json')), 'dist');
const mainScript = /src="(\/assets\/index-[^"]+\.js)"/.exec(
  await readFile(path.join(webDist, 'index.html'), 'utf8'),
)![1]!;

const postgres = await createEmptyPostgresDatabase(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const embedded = await startServer(
  { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'thrive-load-')), PORT: String(await freePort()), TRUST_PROXY: '1' },
  'bundle',
);
const shared = await startServer(
  {
    DATABASE_URL: postgres.url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    PORT: String(await freePort()),
    TRUST_PROXY: '1',
  },
  'bundle',
);
try {
  const onEmbedded = await signedIn(embedded);
  const onShared = await signedIn(shared);
  const planUrl = `/api/mealplan/custom/${DATE}`;
  // Idle means every part started, with one request of each kind (the solver thread starts with the first plan),
  // and ten quiet seconds: start-up's garbage is not the server's size.
  for (const url of [
    planUrl,
    '/api/recipes/complexSearch?query=chicken',
    mainScript,
    '/api/ai-meal-plan/generate?timeFrame=week',
  ]) {
    await fetch(`${embedded.url}${url}`, { headers: { cookie: onEmbedded.cookie, 'accept-encoding': 'br' } });
  }
  await delay(10_000);
  const idleRss = await rssMb(embedded.child.pid!);
  const planJson = await (await fetch(`${embedded.url}${planUrl}`, { headers: { cookie: onEmbedded.cookie } })).text();
  const bare = await startBareNode(planJson);
  const rows: Row[] = [];
  let bareRate = 1;
  const measure = async (row: Promise<Row>, compared = false) => {
    const result = await row;
    if (compared) result['vs bare Node'] = `${((result['req/s'] / bareRate) * 100).toFixed(1)} %`;
    rows.push(result);
    console.error(`${result.what}: ${result['req/s']} req/s`);
  };

  await measure(warmRun('bare Node http, the plan JSON', { url: bare.url }));
  bareRate = rows[0]!['req/s'];
  bare.stop();
  await measure(warmRun('GET /api/health', { url: `${embedded.url}/api/health` }), true);
  await measure(
    warmRun('GET /api/mealplan/custom/{date} signed in, PGlite', {
      url: `${embedded.url}${planUrl}`,
      headers: { cookie: onEmbedded.cookie },
    }),
    true,
  );
  // More plans than the embedded database's reads cache in memory, read in turn: every read is a query.
  const dates = Array.from({ length: PLANS_READ_IN_TURN }, (_, day) =>
    new Date(Date.parse('2030-01-01') + day * 86_400_000).toISOString().slice(0, 10),
  );
  for (let first = 0; first < dates.length; first += 10) {
    await Promise.all(dates.slice(first, first + 10).map((date) => savePlan(embedded, onEmbedded.headers, date)));
  }
  let next = 0;
  await measure(
    warmRun(`GET /api/mealplan/custom/{date} signed in, PGlite, ${PLANS_READ_IN_TURN} plans in turn`, {
      url: embedded.url,
      headers: { cookie: onEmbedded.cookie },
      requests: [
        { setupRequest: (request) => ({ ...request, path: `/api/mealplan/custom/${dates[next++ % dates.length]}` }) },
      ],
    }),
    true,
  );
  await measure(
    warmRun('GET /api/mealplan/custom/{date} signed in, PostgreSQL + Redis', {
      url: `${shared.url}${planUrl}`,
      headers: { cookie: onShared.cookie },
    }),
    true,
  );
  await measure(
    warmRun('PATCH /api/mealplan/check, PGlite', {
      url: `${embedded.url}/api/mealplan/check`,
      method: 'PATCH',
      headers: onEmbedded.headers,
      body: JSON.stringify({ date: DATE, type: 'custom', dayNumber: 1, mealType: 'breakfast' }),
    }),
    true,
  );
  await measure(
    warmRun('GET /api/recipes/complexSearch', {
      url: `${embedded.url}/api/recipes/complexSearch?query=chicken&number=10`,
    }),
    true,
  );
  await measure(
    warmRun('GET main JS asset, Accept-Encoding: br', {
      url: `${embedded.url}${mainScript}`,
      headers: { 'accept-encoding': 'br' },
    }),
  );

  // Health while other clients keep 20 week plans, then 40 sign-ins, in progress at all times.
  const weeks = run('  (beside it) 20 week generations at once', {
    url: `${embedded.url}/api/ai-meal-plan/generate?timeFrame=week&targetCalories=2000`,
    connections: 20,
    // Work that queues behind the solver threads may take long: the client waits for the response.
    timeout: 60,
    headers: { cookie: onEmbedded.cookie },
  });
  await measure(run('GET /api/health while 20 week generations run', { url: `${embedded.url}/api/health` }), true);
  await measure(weeks);
  const signIns = run('  (beside it) 40 sign-ins at once', {
    url: `${embedded.url}/api/auth/sign-in/email`,
    connections: 40,
    timeout: 60,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...onEmbedded.headers, 'x-forwarded-for': someClient() },
          body: JSON.stringify({ email: onEmbedded.account.email, password: onEmbedded.account.password }),
        }),
      },
    ],
  });
  await measure(run('GET /api/health while 40 sign-ins run', { url: `${embedded.url}/api/health` }), true);
  await measure(signIns);

  // Once the last hashes and solves have finished: their working memory (scrypt takes 128 MiB a hash) is not growth.
  await delay(10_000);
  const afterRss = await rssMb(embedded.child.pid!);
  console.log(
    `\nLoad: ${CONNECTIONS} connections (unless named), ${SECONDS} s each, loopback, built server, 2 cores shared with the client`,
  );
  console.table(rows);
  console.log('Targets: signed-in plan read ≥ 10 % of bare Node (PostgreSQL), ≥ 5 % (PGlite), p99 ≤ 100 ms;');
  console.log(
    '         /api/health p99 ≤ 100 ms beside 20 week generations and beside 40 sign-ins; main JS ≥ 290 req/s (5 × 58).',
  );
  console.log(
    `\nServer RSS (PGlite instance): idle (one request of each kind, then 10 s) ${idleRss} MB, 10 s after the benchmark ${afterRss} MB (${(afterRss / idleRss).toFixed(2)}×; target ≤ 1.3×)`,
  );
} finally {
  for (const server of [embedded, shared]) server.child.kill('SIGTERM');
  await Promise.all([embedded.exited, shared.exited]);
  await postgres.drop();
}
