import type { Recipe } from '@thrive/contract';
import { expect, open, test } from '../src/fixtures';

// Decision 0032: every page is rendered on the server with its loader, readable before any script runs, and hydrated
// in the browser.
test.describe('pages rendered on the server', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('read without JavaScript: a page, a recipe and the blog with their data', async ({ request, newContext }) => {
    const recipe = (await (await request.get('/api/recipes/1001')).json()) as Recipe;
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/yoga');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your flow' })).toBeVisible();
    // The server knows nobody is signed in: the navbar offers to sign up.
    await page.getByRole('button', { name: 'Open menu' }).isVisible();
    await expect(page.getByRole('button', { name: 'Get Started / Sign-Up', includeHidden: true })).toHaveCount(1);

    await page.goto('/recipe/1001');
    await expect(page.locator('h1')).toHaveText(recipe.title);
    await expect
      .poll(() => page.locator('.recipe-hero__image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('total-Calories')).toHaveText(/^\d+/);

    const blog = await page.goto('/blog');
    // Rendered on request, and sent compressed all the same.
    expect(await blog?.headerValue('content-encoding')).toBe('br');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible();
    await expect(page.locator('.blog-card').nth(3)).toBeVisible();
  });

  test('shows a signed-in person their navbar and name in the first HTML', async ({ page, signedIn }) => {
    const html = await (await page.request.get('/dashboard')).text();
    expect(html).toContain(signedIn.name);
    expect(html).toContain('aria-label="Your dashboard"');
    expect(html).not.toContain('Get Started / Sign-Up');
    await open(page, '/dashboard');
    // On a phone the picture sits in the folded menu.
    await expect(
      page.getByRole('button', { name: `Account menu for ${signedIn.name}`, includeHidden: true }),
    ).toBeAttached();
  });

  test('is hydrated from the data it was rendered with, without fetching it again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/recipes/')) asked.push(request.url());
    });
    await open(page, '/recipe/1002');
    // The page is live: the servings stepper responds.
    const servings = page.getByRole('group', { name: 'Servings' });
    const before = (await servings.locator('output').textContent()) ?? '';
    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings.locator('output')).not.toHaveText(before);
    expect(asked).toEqual([]);
  });

  test('responds to a path with no page with the not-found page and status 404', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});

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
