import { statSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { sequentialLatency, type Latency } from './sequential-latency';
import { round } from './stats';

/** What a person types into the diary's add box: whole words, typos, two words, a prefix, exclusions. */
const QUERIES = [
  'q=egg',
  'q=chedar',
  'q=milk',
  'q=apple',
  'q=bananna',
  'q=chicken%20breast',
  'q=brown%20rice',
  'q=oats',
  'q=salmon',
  'q=brocoli',
  'q=peanut%20butter',
  'q=yog',
  'q=bread&intolerances=gluten',
  'q=cheese&intolerances=dairy&limit=50',
  'q=beef%20ground&limit=50',
];

export function runFoodSearch(baseUrl: string): Promise<Latency> {
  return sequentialLatency(
    baseUrl,
    QUERIES.map((query) => `/api/foods/search?${query}`),
  );
}

/** The foods' file on disk and gzipped, and the heap the foods and their search index take once loaded. */
export async function foodDataFigures() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@thrive/catalog/package.json')),
    'content/foods.json',
  );
  // The code first, so that only the data and the index are measured.
  const { usdaFoods } = await import('@thrive/server/providers/usda-foods');
  gc();
  const before = process.memoryUsage().heapUsed;
  const foods = usdaFoods();
  gc();
  const after = process.memoryUsage().heapUsed;
  return {
    foods: foods.foods.length,
    'file MB': round(statSync(file).size / 1e6, 2),
    'gzipped MB': round(gzipSync(readFileSync(file), { level: 9 }).length / 1e6, 2),
    'heap MB (foods and index)': round((after - before) / 1e6, 1),
  };
}
