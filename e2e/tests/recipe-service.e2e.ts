import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeService } from '@thrive/server/test/fake-service';
import { FAKE_SPOONACULAR_KEY, spoonacularAnswer, spoonacularError } from '@thrive/server/test/fake-spoonacular';
import { freePort, startServer, type ServerProcess } from '@thrive/server/test/server-process';
import { Journey } from '../src/journey';

/**
 * Thrive switched onto Spoonacular (a local fake of it): its recipes on the pages, and its failures
 * told in the words of docs/product.md. A server of its own, so the other journeys keep the built-in catalog.
 * Responses are cached for an hour, so each case requests a diet not requested before.
 */
describe('the home page on the recipe service', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let server: ServerProcess;
  let dataDir: string;
  let journey: Journey;

  beforeAll(async () => {
    fake = await startFakeService(spoonacularAnswer, { errorBody: spoonacularError });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-spoonacular-'));
    server = await startServer(
      {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        SPOONACULAR_API_KEY: FAKE_SPOONACULAR_KEY,
        SPOONACULAR_API_URL: fake.origin,
      },
      'bundle',
    );
    journey = await Journey.start({ baseUrl: server.url });
  });
  afterAll(async () => {
    await journey.close();
    server.child.kill('SIGTERM');
    await server.exited;
    await fake.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the service’s meals and opens one of its recipes', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await page.getByRole('radio', { name: 'Paleo' }).check();
    const samples = page.getByRole('list', { name: 'Sample Paleo meals' }).getByRole('link');
    await samples.first().waitFor();
    const title = await samples.first().locator('.sample-meal__title').textContent();
    expect(title).toMatch(/No\. \d+$/);
    await samples.first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    await page.getByText('2 cloves garlic').waitFor();
    expect(await page.getByText('Failed to fetch meals. Showing fallback options.').count()).toBe(0);
  });

  it('says the quota is spent when the service answers 402', async () => {
    fake.setMode('status-402');
    const page = await journey.newPage();
    await page.goto('/');
    await page.getByRole('radio', { name: 'Keto' }).check();
    await page.getByRole('alert').getByText('API quota exceeded. Try again later or upgrade your plan.').waitFor();
  });

  it('shows fallback options from the built-in catalog when the service fails', async () => {
    fake.setMode('status-500');
    const page = await journey.newPage();
    await page.goto('/');
    // A diet no journey before has requested from the service: its responses are cached an hour.
    await page.getByRole('radio', { name: 'Vegetarian' }).check();
    const notice = page.getByRole('status').filter({ hasText: 'Failed to fetch meals. Showing fallback options.' });
    await notice.first().waitFor();
    const samples = page.getByRole('list', { name: 'Sample Vegetarian meals' }).getByRole('link');
    await samples.first().waitFor();
    expect(await samples.first().locator('.sample-meal__title').textContent()).not.toMatch(/No\. \d+$/);

    const form = page.getByRole('form', { name: 'Generate a meal plan' });
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    await page.locator('.plan-meal').first().waitFor();
    expect(await notice.count()).toBe(2);
    expect(journey.errors.filter((error) => !/status of (402|500)/.test(error))).toEqual([]);
  });
});
