import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sequentialLatency, type Latency } from './sequential-latency';
import { round } from './stats';

/** ExerciseDB's calls as the exercise list and other clients make them. */
const ROUTES = {
  'GET /api/exercises (all 873)': ['/api/exercises'],
  'a filtered page (body part, equipment, target, name)': [
    '/api/exercises/bodyPart/chest?limit=20&offset=0',
    '/api/exercises/equipment/dumbbell?limit=20&offset=20',
    '/api/exercises/target/quadriceps?limit=20',
    '/api/exercises/name/curl?limit=20',
  ],
};

export async function runExerciseRoutes(baseUrl: string): Promise<(Latency & { route: string })[]> {
  const rows = [];
  for (const [route, paths] of Object.entries(ROUTES)) {
    rows.push({ route, ...(await sequentialLatency(baseUrl, paths, Math.ceil(200 / paths.length))) });
  }
  return rows;
}

const assetsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@thrive/web/package.json')),
  'dist/assets',
);

const gzipKb = (file: string) => round(gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length / 1024);

/** The chunks a chunk imports, found in its `from"./x.js"` and `import("./x.js")` references. */
function importsOf(file: string): string[] {
  const code = readFileSync(path.join(assetsDir, file), 'utf8');
  return [...code.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * The exercise list's own chunk, and with the chunks it pulls in that the first page has not loaded
 * already (the entry chunk and what it imports), gzip level 9.
 */
export function exerciseListChunk(): { ownKb: number; withSharedKb: number; files: string[] } {
  const files = readdirSync(assetsDir);
  const own = files.find((file) => /^exercise-list-page-[\w-]+\.js$/.test(file));
  const entry = files.find((file) => /^index-[\w-]+\.js$/.test(file));
  if (!own || !entry) throw new Error('Build first: no exercise list chunk in apps/web/dist/assets');
  const loaded = new Set([entry, ...importsOf(entry)]);
  const needed = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || needed.has(file)) return;
    needed.add(file);
    importsOf(file).forEach(visit);
  };
  visit(own);
  return {
    ownKb: gzipKb(own),
    withSharedKb: round([...needed].reduce((sum, file) => sum + gzipKb(file), 0)),
    files: [...needed],
  };
}
