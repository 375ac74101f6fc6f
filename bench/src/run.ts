// `npm run bench`: builds nothing, measures the built app (run `npm run build` first) and prints tables.
import { runApiLoad } from './api-load';

const api = await runApiLoad();
console.log('\nAPI load (20 connections, 5 s each, loopback, embedded database)');
console.table(
  api.map((row) => ({
    route: row.name,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    errors: row.errors,
  })),
);
