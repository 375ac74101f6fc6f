import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeService } from '@thrive/server/test/fake-service';
import { openFoodFacts } from '@thrive/server/test/fake-open-food-facts';
import { freePort, startServer } from '@thrive/server/test/server-process';
import { expect, open, test as base } from '../src/fixtures';

/** Thrive with barcodes on, looking products up in a local fake of Open Food Facts. */
const test = base.extend<{ barcodeServer: string }>({
  barcodeServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const fake = await startFakeService(openFoodFacts);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-barcodes-'));
      const server = await startServer(
        { DATA_DIR: dataDir, PORT: String(await freePort()), OPENFOODFACTS_API_URL: fake.origin },
        'bundle',
      );
      await use(server.url);
      server.child.kill('SIGTERM');
      await server.exited;
      await fake.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ barcodeServer }, use) => use(barcodeServer),
});

test.describe('the food diary with barcodes', () => {
  test.use({ accountName: 'Omar Said' });

  test('logs a snack by its typed barcode, and says when a code finds nothing', async ({
    page,
    signedIn: _account,
    browserErrors,
  }) => {
    // The unknown code's 404 is the answer the page shows.
    browserErrors.allow(/status of 404/);
    await open(page, '/diary');
    const snacks = page.getByRole('region', { name: 'Snacks', exact: true });
    await snacks.getByRole('button', { name: 'Add food' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to snacks' });
    await dialog.getByRole('button', { name: 'Barcode' }).click();

    await dialog.getByLabel('Barcode').fill('12');
    await dialog.getByRole('button', { name: 'Look up' }).click();
    await expect(dialog.getByText('Enter the 8 to 14 digits under the barcode.')).toBeVisible();
    await dialog.getByLabel('Barcode').fill('4000000000031');
    await dialog.getByRole('button', { name: 'Look up' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/No product with this barcode was found/);

    await dialog.getByLabel('Barcode').fill('4000000000017');
    await dialog.getByLabel('Barcode').press('Enter');
    await expect(dialog.getByText('Hazelnut cocoa spread (Testbrand)')).toBeVisible();
    await expect(dialog.getByText('Contains: tree nuts, milk. May contain: gluten.')).toBeVisible();
    await dialog.getByLabel('How much').fill('2');
    await expect(dialog.getByText(/^30 g: 162 kcal/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to snacks' }).click();
    await expect(snacks.getByText('Hazelnut cocoa spread (Testbrand)')).toBeVisible();
    await expect(snacks.getByText('2 servings (30 g)')).toBeVisible();
  });
});
