// `npm run bench:web`: builds the app, prints each page's first-load JS and CSS, then runs Lighthouse (mobile,
// simulated throttling) three times per page against the built server and prints the median run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { articlesRoute, routeUrl, type ArticleList } from '@thrive/contract';
import { freePort, startServer } from '@thrive/server/test/server-process';
import { percentile, round } from './stats';

/** The targets of decision 0032, checked in the tables' last column. */
const TARGETS = { firstLoadJsKb: 130, score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };
// RUNS and PAGES (a comma-separated list of the paths below) narrow or widen a run: a median of three swings by up to
// half of the TBT from one run to the next, so two close builds are compared on one page with more runs.
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The pages measured, by the route path the build prerendered them for; `signedIn` ones with the cookie of an account
 * that has a plan saved for today; `{id}` stands for the blog's first article.
 */
const ALL_PAGES = [
  { url: '/', route: '/' },
  { url: '/aimeal', route: '/aimeal' },
  { url: '/mealplanner', route: '/mealplanner' },
  { url: '/dashboard', route: '/dashboard', signedIn: true },
  { url: '/recipe/1001', route: '/recipe/:id' },
  { url: '/blog', route: '/blog' },
  { url: '/blog/{id}', route: '/blog/:id' },
  { url: '/yoga', route: '/yoga' },
  { url: '/yogaexercise', route: '/yogaexercise' },
  { url: '/gym', route: '/gym' },
  { url: '/exerciselist', route: '/exerciselist' },
  { url: '/workouts', route: '/workouts', signedIn: true },
  { url: '/calorie-calculator', route: '/calorie-calculator' },
  { url: '/diary', route: '/diary', signedIn: true },
  { url: '/progress', route: '/progress', signedIn: true },
] as const;
const PAGES = process.env.PAGES
  ? ALL_PAGES.filter((page) => process.env.PAGES!.split(',').includes(page.url))
  : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`PAGES names none of ${ALL_PAGES.map((page) => page.url).join(', ')}`);

const root = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@thrive/web/package.json')), '..', '..');
const dist = path.join(root, 'apps/web/dist');

interface BuiltFiles {
  js: string[];
  css: string[];
}

/** What the prerender wrote: the entry's files, and each page's own besides. */
interface BuiltPages {
  entry: BuiltFiles;
  pages: (BuiltFiles & { route: string; file: string })[];
}

/** The address measured for a page. */
async function pageUrl(baseUrl: string, url: string): Promise<string> {
  if (!url.includes('{id}')) return url;
  const { articles } = (await (await fetch(`${baseUrl}${routeUrl(articlesRoute, {})}`)).json()) as ArticleList;
  return url.replace('{id}', articles[0]!.id);
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1000;
const filesKb = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipKb(readFileSync(path.join(dist, file))), 0);

/**
 * Each page as the server sends it: prerendered at build time, or rendered on request with its data (decision 0023).
 */
async function firstLoadFigures(baseUrl: string) {
  const { entry, pages } = JSON.parse(readFileSync(path.join(dist, 'pages.json'), 'utf8')) as BuiltPages;
  const entryKb = filesKb(entry.js);
  const rows = [];
  for (const { url, route } of PAGES) {
    const page = pages.find((candidate) => candidate.route === route);
    if (!page) throw new Error(`The build prerendered no page for ${route}`);
    const html = await (await fetch(`${baseUrl}${await pageUrl(baseUrl, url)}`)).text();
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
    const pageKb = filesKb(page.js);
    rows.push({
      page: url,
      'entry JS KB': round(entryKb),
      'page JS KB': round(pageKb),
      'first-load JS KB': round(entryKb + pageKb),
      'CSS KB (inline)': round(gzipKb(Buffer.from(css))),
      'HTML KB': round(gzipKb(Buffer.from(html))),
      [`first load ≤ ${TARGETS.firstLoadJsKb}`]: entryKb + pageKb <= TARGETS.firstLoadJsKb ? 'yes' : 'no',
    });
  }
  return rows;
}

/** A signed-in visitor with a plan saved for today, so the dashboard shows what it is for. */
async function signedInCookie(baseUrl: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const account = { name: 'Bench', email: `bench-web-${Date.now()}@example.com`, password: 'benchmark password' };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const today = new Date().toISOString().slice(0, 10);
  const meals = Array.from({ length: 7 }, (_, day) => ({
    dayNumber: day + 1,
    rows: ['Breakfast', 'Lunch', 'Dinner'].map((label, row) => ({
      label,
      items: [
        { recipeId: 1001 + row, name: `Dish ${day + 1}-${row + 1}`, calories: 600, protein: 30, carbs: 60, fat: 20 },
      ],
    })),
  }));
  const saved = await fetch(`${baseUrl}/api/mealplan/save`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ totalDays: 7, date: today, type: 'custom', meals }),
  });
  if (!saved.ok) throw new Error(`saving a plan failed: ${saved.status}`);
  return cookie;
}

/**
 * One Lighthouse run. Its trace now and then comes back unusable (it says "Please run Lighthouse again"): such a
 * run is made again, twice at most.
 */
async function measure(url: string, port: number, extraHeaders?: Record<string, string>): Promise<Result> {
  let failure: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    failure = result?.lhr.runtimeError ?? result?.lhr.audits['first-contentful-paint']?.errorMessage;
    if (result && !failure) return result.lhr;
  }
  throw new Error(`Lighthouse could not measure ${url}: ${JSON.stringify(failure)}`);
}

const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/** The longest main-thread task of the load, at the simulated phone's speed (0 when none passed 50 ms). */
function longestTask(result: Result): number {
  const details = result.audits['long-tasks']?.details;
  const items = details?.type === 'table' ? (details.items as { duration?: number }[]) : [];
  return Math.max(0, ...items.map((item) => item.duration ?? 0));
}

/** A built server whose pages are measured: this checkout's, and another build's when a comparison is asked. */
interface Measured {
  url: string;
  cookie: string;
}

/** The median run's figures of one page on one server. */
function pageFigures(runs: Result[]) {
  const median = computeMedianRun(runs);
  return {
    score: Math.round((median.categories.performance?.score ?? 0) * 100),
    fcp: numeric(median, 'first-contentful-paint'),
    lcp: numeric(median, 'largest-contentful-paint'),
    tbt: numeric(median, 'total-blocking-time'),
    cls: numeric(median, 'cumulative-layout-shift'),
    si: numeric(median, 'speed-index'),
    longestTask: longestTask(median),
    scores: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(' '),
  };
}

const targetsMet = (figures: ReturnType<typeof pageFigures>) =>
  figures.score >= TARGETS.score &&
  figures.lcp <= TARGETS.lcpMs &&
  figures.tbt <= TARGETS.tbtMs &&
  figures.cls <= TARGETS.cls
    ? 'yes'
    : 'no';

/**
 * Lighthouse runs of every page on each server. With two servers their runs alternate, and so does which one goes
 * first: measured here, the same two builds loaded always in the same order showed the second up to 30 % busier on
 * the main thread, and within 3 % of each other when the order alternated.
 */
async function lighthouseFigures(servers: Measured[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  try {
    const pages = [];
    const cpuIndices: number[] = [];
    for (const page of PAGES) {
      const runs: Result[][] = servers.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? servers.keys() : [...servers.keys()].reverse();
        for (const index of order) {
          const { url, cookie } = servers[index]!;
          const headers = 'signedIn' in page ? { Cookie: cookie } : undefined;
          runs[index]!.push(await measure(`${url}${await pageUrl(url, page.url)}`, chrome.port, headers));
        }
      }
      for (const run of runs.flat()) cpuIndices.push(run.environment.benchmarkIndex);
      pages.push({ page: page.url, figures: runs.map(pageFigures) });
    }
    return { pages, benchmarkIndex: percentile(cpuIndices, 0.5) };
  } finally {
    await chrome.kill();
  }
}

/** One row a page: its figures, or with a baseline each figure as "baseline → this build" and the ratio of the TBT. */
function lighthouseRows(pages: Awaited<ReturnType<typeof lighthouseFigures>>['pages']) {
  return pages.map(({ page, figures }) => {
    const show = (pick: (f: (typeof figures)[number]) => number, places = 0) =>
      figures.map((f) => round(pick(f), places)).join(' → ');
    const row: Record<string, number | string> = {
      page,
      score: show((f) => f.score),
      'FCP ms': show((f) => f.fcp),
      'LCP ms': show((f) => f.lcp),
      'TBT ms': show((f) => f.tbt),
      CLS: show((f) => f.cls, 3),
      'SI ms': show((f) => f.si),
      // Decision 0020: no task should block the main thread for over 200 ms while /mealplanner or /aimeal loads.
      'longest task ms': show((f) => f.longestTask),
      'scores of the runs': figures.map((f) => f.scores).join(' → '),
    };
    const [baseline, current] = figures;
    if (baseline && current) row['TBT ratio'] = round(current.tbt / baseline.tbt, 2);
    row['targets met'] = targetsMet(figures.at(-1)!);
    return row;
  });
}

console.log('Building the app (npm run build)…');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

// BASELINE_URL: a server of another build, already running (for instance an earlier commit's), measured in the same run.
const baselineUrl = process.env.BASELINE_URL;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-bench-web-'));
const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'warn' }, 'bundle');
try {
  // Requesting each page here also renders the pages prerendered with data once, as a page visitors have requested is.
  console.log(
    `\nFirst load, gzip -9, the HTML as the server sends it (target: the entry's and the page's own JS ≤ ${TARGETS.firstLoadJsKb} KB)`,
  );
  console.table(await firstLoadFigures(server.url));
  const urls = baselineUrl ? [baselineUrl, server.url] : [server.url];
  // The baseline's pages rendered once too, as this server's were above.
  if (baselineUrl) for (const { url } of PAGES) await fetch(`${baselineUrl}${await pageUrl(baselineUrl, url)}`);
  const servers = await Promise.all(urls.map(async (url) => ({ url, cookie: await signedInCookie(url) })));
  const { pages, benchmarkIndex } = await lighthouseFigures(servers);
  console.log(
    `\nLighthouse ${RUNS}× per page, mobile (simulated 4× CPU, 150 ms RTT, 1.6 Mbps), median run; /dashboard, /workouts, /diary and /progress signed in ` +
      `with a plan for today (targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, ` +
      `CLS ≤ ${TARGETS.cls}); Lighthouse rated this machine's CPU ${Math.round(benchmarkIndex)}` +
      (baselineUrl ? `; ${baselineUrl} → this build, their runs alternating` : ''),
  );
  console.table(lighthouseRows(pages));
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
}
