import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium; a test tool's own browser download is not available on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
