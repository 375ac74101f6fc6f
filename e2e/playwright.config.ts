import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './src/browser';

/**
 * Browser journeys against the built server (`npm run build` first). Each worker starts its own server
 * (e2e/src/fixtures.ts), so the workers share nothing but the machine.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  // Every test stands alone, so tests of one file may run in different workers.
  fullyParallel: true,
  // Measured on the two-core machines, with the suite sharing them: one worker took 410 s, two 298–364 s,
  // three 274–320 s (within the noise of two) and four 479 s, with servers too slow to start in time. Two
  // keep both cores busy with room to spare.
  workers: 2,
  // A journey that fails has found something: it is never run again to hide it.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // A busy machine may take seconds to settle a page; an assertion waits as long as a person would.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
  },
});
