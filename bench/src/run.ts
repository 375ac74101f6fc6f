// `npm run bench`: measures the built app (run `npm run build` first) and prints one table per figure.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '@thrive/server/test/server-process';
import { runApiLoad } from './api-load';
import { runRecipeSearch } from './recipe-search';
import { runPoseSearch } from './pose-search';
import { foodDataFigures, runFoodSearch } from './food-search';
import { runAccountFigures } from './accounts-and-plans';
import { exerciseListChunk, runExerciseRoutes } from './exercises';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-bench-'));
const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), TRUST_PROXY: '1' }, 'bundle');
try {
  const search = await runRecipeSearch(server.url);
  console.log('\nRecipe search over the whole catalog (sequential requests, loopback; budget p95 < 20 ms)');
  console.table([
    { requests: search.requests, 'p50 ms': search.p50Ms, 'p95 ms': search.p95Ms, 'max ms': search.maxMs },
  ]);

  const foods = await runFoodSearch(server.url);
  console.log('\nFood search over every USDA food, typo-tolerant (sequential requests, loopback; budget p95 ≤ 15 ms)');
  console.table([{ requests: foods.requests, 'p50 ms': foods.p50Ms, 'p95 ms': foods.p95Ms, 'max ms': foods.maxMs }]);
  console.log('\nThe USDA foods: on disk, gzipped, and in memory with their search index');
  console.table([await foodDataFigures()]);

  const poses = await runPoseSearch(server.url);
  console.log('\nYoga pose search, typo-tolerant (sequential requests, loopback; budget p95 < 5 ms)');
  console.table([{ requests: poses.requests, 'p50 ms': poses.p50Ms, 'p95 ms': poses.p95Ms, 'max ms': poses.maxMs }]);

  const exercises = await runExerciseRoutes(server.url);
  console.log('\nExerciseDB routes, built-in catalog (sequential requests, loopback; budget p95 < 10 ms)');
  console.table(
    exercises.map((row) => ({
      route: row.route,
      requests: row.requests,
      'p50 ms': row.p50Ms,
      'p95 ms': row.p95Ms,
      'max ms': row.maxMs,
    })),
  );
  const chunk = exerciseListChunk();
  console.log('\nExercise list JavaScript, gzip -9 (budget: its own chunk < 40 KB)');
  console.table([
    {
      'own chunk KB': chunk.ownKb,
      'with the chunks it adds KB': chunk.withSharedKb,
      'chunks added': chunk.files.length,
    },
  ]);

  const load = await runApiLoad(server.url);
  console.log('\nAPI load (20 connections, 5 s each, loopback, embedded database)');
  console.table(
    load.map((row) => ({
      route: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
    })),
  );

  const accounts = await runAccountFigures(server.url);
  console.log('\nSign-in (scrypt N=2^17, r=8, p=1; sequential, loopback)');
  console.table([{ 'sign-ins': accounts.signIns, 'p50 ms': accounts.signInP50Ms, 'max ms': accounts.signInMaxMs }]);
  console.log('\nSigned-in routes (20 connections, 5 s each, loopback, embedded database)');
  console.table(
    accounts.loads.map((row) => ({
      route: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
    })),
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
}
