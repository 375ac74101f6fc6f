import { expect, open, test } from '../src/fixtures';

// docs/product.md, "Layout on every page": a full load opens at the top, Back and Forward restore where a page was, and
// a dialog that changed the address closes on Back.
test.describe('scrolling like a browser', () => {
  test('a full load opens at the top; Back and Forward restore where the page was', async ({ page }) => {
    await open(page, '/exerciselist');
    await expect(page.locator('.exercise-card').first()).toBeVisible();
    // Down to a link in the footer, and on through it.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const scrolled = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page).toHaveURL(/\/ourstory$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/exerciselist$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goForward();
    await expect(page).toHaveURL(/\/ourstory$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A typed address, a bookmark or a shared link opens at the top.
    await open(page, '/exerciselist');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back closes a pose’s dialog and stays on the page; Forward opens it again', async ({ page }) => {
    await open(page, '/yogaexercise');
    const card = page.locator('.pose-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/yogaexercise\?pose=\d+$/);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/yogaexercise$/);
    await page.goForward();
    await expect(dialog).toBeVisible();

    // Closed with its button, it goes back to where it was opened from.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/yogaexercise$/);
    // A shared link opens the pose.
    await open(page, '/yogaexercise?pose=1');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
