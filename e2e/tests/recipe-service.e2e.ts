import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeService } from '@thrive/server/test/fake-service';
import { FAKE_SPOONACULAR_KEY, spoonacularAnswer, spoonacularError } from '@thrive/server/test/fake-spoonacular';
import { freePort, startServer } from '@thrive/server/test/server-process';
import { expect, open, test as base } from '../src/fixtures';

type FakeSpoonacular = Awaited<ReturnType<typeof startFakeService>>;

/**
 * Thrive switched onto Spoonacular (a local fake of it): its recipes on the pages, and its failures
 * told in the words of docs/product.md ("Recipe search failures"). A server of its own for each case, so the other journeys keep the built-in
 * catalog and no case finds responses (cached for an hour) or a circuit breaker's state that another left. Each
 * page first loads with the service answering, as a visitor's would before it failed.
 */
const test = base.extend<{ spoonacular: { fake: FakeSpoonacular; url: string } }>({
  spoonacular: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const fake = await startFakeService(spoonacularAnswer, { errorBody: spoonacularError });
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-spoonacular-'));
      const server = await startServer(
        {
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
          SPOONACULAR_API_KEY: FAKE_SPOONACULAR_KEY,
          SPOONACULAR_API_URL: fake.origin,
        },
        'bundle',
      );
      await use({ fake, url: server.url });
      server.child.kill('SIGTERM');
      await server.exited;
      await fake.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ spoonacular }, use) => use(spoonacular.url),
});

test.describe('the home page on the recipe service', () => {
  test('shows the service’s meals and opens one of its recipes', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('radio', { name: 'Paleo' }).check();
    const samples = page.getByRole('list', { name: 'Sample Paleo meals' }).getByRole('link');
    const title = samples.first().locator('.sample-meal__title');
    await expect(title).toHaveText(/No\. \d+$/);
    const name = (await title.textContent()) ?? '';
    await samples.first().click();
    await expect(page.locator('h1')).toHaveText(name);
    await expect(page.getByText('2 cloves garlic')).toBeVisible();
    await expect(page.getByText('Failed to fetch meals. Showing fallback options.')).toHaveCount(0);
  });

  test('says the quota is spent when the service responds 402', async ({ page, spoonacular, browserErrors }) => {
    // The browser logs the refused response itself.
    browserErrors.allow(/status of 402/);
    await open(page, '/');
    spoonacular.fake.setMode('status-402');
    await page.getByRole('radio', { name: 'Keto' }).check();
    await expect(
      page.getByRole('alert').getByText('API quota exceeded. Try again later or upgrade your plan.'),
    ).toBeVisible();
  });

  test('shows fallback options from the built-in catalog when the service fails', async ({
    page,
    spoonacular,
    browserErrors,
  }) => {
    // The browser logs the failed responses itself.
    browserErrors.allow(/status of 500/);
    await open(page, '/');
    spoonacular.fake.setMode('status-500');
    await page.getByRole('radio', { name: 'Vegetarian' }).check();
    const notice = page.getByRole('status').filter({ hasText: 'Failed to fetch meals. Showing fallback options.' });
    await expect(notice.first()).toBeVisible();
    const samples = page.getByRole('list', { name: 'Sample Vegetarian meals' }).getByRole('link');
    await expect(samples.first()).toBeVisible();
    await expect(samples.first().locator('.sample-meal__title')).not.toHaveText(/No\. \d+$/);

    const form = page.getByRole('form', { name: 'Generate a meal plan' });
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(page.locator('.plan-meal').first()).toBeVisible();
    await expect(notice).toHaveCount(2);
  });
});
