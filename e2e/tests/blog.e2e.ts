import type { Page } from '@playwright/test';
import { BLOG_MESSAGES, type ArticleList } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, test } from '../src/fixtures';

const ARTICLE_LIST = '**/api/blog/articles';
/** Longer than any wait between the list's tries (1 s doubling, three tries). */
const BACKOFF_MS = 5_000;
const search = (page: Page) => page.getByRole('combobox', { name: 'Search health articles' });
const trendingCards = (page: Page) =>
  page
    .getByRole('region', { name: 'Trending' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

/**
 * Opens the blog from the navbar after a fresh load, so the app asks for the list itself: a load of /blog
 * arrives rendered with it (decision 0023).
 */
async function openBlogFromHome(page: Page) {
  await open(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
}

test.describe('the blog page', () => {
  test('shows featured and 12 trending cards, Want More shows all and back', async ({ page }) => {
    await open(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Blog' })).toBeVisible();
    await expect(trendingCards(page)).toHaveCount(12);
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('listitem')).toHaveCount(3);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const more = page.getByRole('button', { name: BLOG_MESSAGES.wantMore });
    await more.click();
    // At least 40.
    await expect(trendingCards(page).nth(39)).toBeVisible();
    await page.getByRole('button', { name: 'Show fewer' }).click();
    await expect(trendingCards(page)).toHaveCount(12);
  });

  test('narrows by category, keeping it in the address', async ({ page }) => {
    await open(page, '/blog');
    await expect(trendingCards(page)).toHaveCount(12);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Pregnancy' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'Pregnancy');
    await expect(trendingCards(page)).toHaveCount(10);
    await expect(trendingCards(page)).toHaveText(Array<RegExp>(10).fill(/Pregnancy/), { useInnerText: true });
    // Ten fit within the twelve shown: there is nothing more to want.
    await expect(page.getByRole('button', { name: BLOG_MESSAGES.wantMore })).toHaveCount(0);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' }).click();
    await expect(trendingCards(page)).toHaveCount(12);
  });

  test('finds an article by keyboard from a suggestion and opens it', async ({ page }) => {
    await open(page, '/blog');
    await search(page).fill('blood pres');
    await expect(page.getByRole('option', { name: /Understanding your blood pressure numbers/ })).toBeVisible();
    // At most five suggestions.
    await expect(page.getByRole('option').nth(5)).toHaveCount(0);
    await search(page).press('ArrowDown');
    const selected = page.locator('[role=option][aria-selected=true]');
    await expect(selected).toHaveCount(1);
    const chosen = (await selected.textContent()) ?? '';
    await search(page).press('Enter');
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    // The list's own heading stays until the article's page has loaded in its place.
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(async () => chosen.startsWith((await heading.textContent()) || '\u0000')).toBe(true);
    // More than three sections.
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(3)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await expect(page.getByText(BLOG_MESSAGES.disclaimer).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('says so for an article that does not exist, with a way back', async ({ page, browserErrors }) => {
    // Sent without its data (a busy server sends the page as the build prerendered it), the page asks the API,
    // which responds 404 for an article it does not have; the browser logs that response itself.
    browserErrors.allow(/status of 404/);
    await open(page, '/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Health Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Health Blog' })).toBeVisible();
  });
});

test.describe('the blog when its list is empty, throttled or already cached', () => {
  test('says no blogs were found for an empty category, and Retry asks again', async ({ page }) => {
    let asked = 0;
    // A list without pregnancy articles, as a remote service might send.
    await page.route(ARTICLE_LIST, async (route) => {
      asked += 1;
      const list = (await (await route.fetch()).json()) as ArticleList;
      list.articles = list.articles.filter((article) => article.category !== 'Pregnancy');
      await route.fulfill({ json: list });
    });
    await open(page, '/blog?category=Pregnancy');
    await expect(page.getByText(BLOG_MESSAGES.filteredEmpty)).toBeVisible();
    const before = asked;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => asked).toBeGreaterThan(before);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('asks again after a 429 and shows the list without the error', async ({ page, browserErrors }) => {
    // The browser logs the throttled response itself.
    browserErrors.allow(/status of 429/);
    let throttled = 1;
    await page.route(ARTICLE_LIST, async (route) => {
      if (throttled-- > 0)
        return route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Slow down' } } });
      return route.continue();
    });
    // The back-off runs on the page's clock, which the test moves on instead of waiting it out.
    await page.clock.install();
    await openBlogFromHome(page);
    await expect.poll(() => throttled).toBeLessThan(1);
    await page.clock.runFor(BACKOFF_MS);
    await expect(trendingCards(page)).toHaveCount(12);
    await expect(page.getByText(BLOG_MESSAGES.tooManyRequests)).toHaveCount(0);
  });

  test('shows the 429 message once three tries have been throttled', async ({ page, browserErrors }) => {
    // The browser logs the throttled responses itself.
    browserErrors.allow(/status of 429/);
    let asked = 0;
    await page.route(ARTICLE_LIST, (route) => {
      asked += 1;
      return route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Slow down' } } });
    });
    await page.clock.install();
    await openBlogFromHome(page);
    for (const tries of [1, 2]) {
      await expect.poll(() => asked).toBeGreaterThanOrEqual(tries);
      await page.clock.runFor(BACKOFF_MS);
    }
    await expect(page.getByText(BLOG_MESSAGES.tooManyRequests)).toBeVisible();
    expect(asked).toBe(3);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('reads the list cached on the device on a reload within a day, without fetching it', async ({ page }) => {
    await openBlogFromHome(page);
    await expect(trendingCards(page)).toHaveCount(12);
    let asked = 0;
    await page.route(ARTICLE_LIST, (route) => {
      asked += 1;
      return route.continue();
    });
    await openBlogFromHome(page);
    await expect(trendingCards(page)).toHaveCount(12);
    expect(asked).toBe(0);
  });
});
