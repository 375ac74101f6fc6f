import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser Playwright itself runs
 * headless tests in: a test tool's own browser download is not available on these machines. It renders as
 * Chromium does, without the full browser's windowing and GPU process: the journeys take a third less time.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** How every journey and screenshot starts Chromium: headless, without a sandbox, background work or GPU. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
