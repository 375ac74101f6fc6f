// Takes screenshots of pages for a visual check: tsx e2e/src/screenshot.ts <base-url> <out-dir> <path>...
// Each path is shot at 1280 px and 390 px wide.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './browser';

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('usage: screenshot <base-url> <out-dir> <path>...');
  process.exit(2);
}
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  for (const pagePath of paths) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images below the fold load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
