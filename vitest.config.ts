import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const API_TESTS = ['apps/server/src/**/*.api.test.ts'];

function apiProject(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name: `api-${database}`,
      include: API_TESTS,
      environment: 'node',
      env: { TEST_DB: database },
      // PGlite files start from a copy of one migrated template; PostgreSQL files create their own database.
      globalSetup: database === 'pglite' ? ['apps/server/src/test/pglite-template.ts'] : [],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // Files of a worker share the modules they import (the app, better-auth, the catalog): importing them
      // anew for every file cost more than the tests. Each file still builds its own app and database.
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: API_TESTS,
          environment: 'node',
          // Pure functions over the catalog: files of a worker may share what they import (the catalog above all).
          // The web project stays isolated: its files mock modules and hold one query cache each.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Each file in a fresh VM context of a thread that stays: isolated as before, without setting up a
          // process and the page environment for every file (75 s of the web suite was that set-up, now 28 s).
          pool: 'vmThreads',
        },
      },
      apiProject('pglite'),
      // The same API suite runs against PostgreSQL when a test database is configured (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
