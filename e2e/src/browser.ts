import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; a test tool's own browser download is not available on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
}
