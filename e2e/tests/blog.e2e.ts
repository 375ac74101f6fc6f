import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLOG_MESSAGES, type HealthTopicList } from '@thrive/contract';
import { Journey, seriousAxeViolations } from '../src/journey';

const ITEM_LIST = '**/api/health-topics/itemlist.json*';
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
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
}

describe('the blog page', () => {
  let journey: Journey;
  let page: Page;
  beforeAll(async () => {
    journey = await Journey.start();
    page = await journey.newPage();
  });
  afterAll(() => journey.close());

  it('shows featured and 12 trending cards, Want More shows all and back', async () => {
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Health Blog' }).waitFor();
    await expect.poll(() => trendingCards(page).count()).toBe(12);
    expect(await page.getByRole('region', { name: 'Featured' }).getByRole('listitem').count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const more = page.getByRole('button', { name: BLOG_MESSAGES.wantMore });
    await more.click();
    await expect.poll(() => trendingCards(page).count()).toBeGreaterThanOrEqual(40);
    await page.getByRole('button', { name: 'Show fewer' }).click();
    await expect.poll(() => trendingCards(page).count()).toBe(12);
  });

  it('narrows by category, keeping it in the address', async () => {
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Pregnancy' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Pregnancy');
    await expect.poll(() => trendingCards(page).count()).toBe(10);
    for (const text of await trendingCards(page).allInnerTexts()) expect(text).toContain('Pregnancy');
    // Ten fit within the twelve shown: there is nothing more to want.
    expect(await page.getByRole('button', { name: BLOG_MESSAGES.wantMore }).count()).toBe(0);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' }).click();
    await expect.poll(() => trendingCards(page).count()).toBe(12);
  });

  it('finds an article by keyboard from a suggestion and opens it', async () => {
    await page.goto('/blog');
    await search(page).fill('blood pres');
    await page.getByRole('option', { name: /Understanding your blood pressure numbers/ }).waitFor();
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(5);
    await search(page).press('ArrowDown');
    const chosen = (await page.locator('[role=option][aria-selected=true]').textContent()) ?? '';
    await search(page).press('Enter');
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    // The list's own heading stays until the article's page has loaded in its place.
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(async () => chosen.startsWith((await heading.textContent()) || '\u0000')).toBe(true);
    expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').count()).toBeGreaterThan(3);
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    await page.getByText(BLOG_MESSAGES.disclaimer).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(journey.errors).toEqual([]);
  });

  it('says so for an article that does not exist, with a way back', async () => {
    await page.goto('/blog/no-such-article');
    await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the Health Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Health Blog' }).waitFor();
  });
});

describe('the blog when its list is empty, throttled or already kept', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('says no blogs were found for an empty category, and Retry asks again', async () => {
    const page = await journey.newPage();
    let asked = 0;
    // A list without pregnancy articles, as a remote service might send.
    await page.route(ITEM_LIST, async (route) => {
      asked += 1;
      const answer = (await (await route.fetch()).json()) as HealthTopicList;
      answer.Result.Items.Item = answer.Result.Items.Item.filter((item) => item.Category !== 'Pregnancy');
      await route.fulfill({ json: answer });
    });
    await page.goto('/blog?category=Pregnancy');
    await page.getByText(BLOG_MESSAGES.filteredEmpty).waitFor();
    const before = asked;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => asked).toBeGreaterThan(before);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('asks again after a 429 and shows the list without the error', async () => {
    const context = await journey.newContext();
    const page = await context.newPage();
    let throttled = 1;
    await page.route(ITEM_LIST, async (route) => {
      if (throttled-- > 0)
        return route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Slow down' } } });
      return route.continue();
    });
    // The back-off runs on the page's clock, which the test moves on instead of waiting it out.
    await page.clock.install();
    await openBlogFromHome(page);
    await expect.poll(() => throttled).toBeLessThan(1);
    await page.clock.runFor(BACKOFF_MS);
    await expect.poll(() => trendingCards(page).count()).toBe(12);
    expect(await page.getByText(BLOG_MESSAGES.tooManyRequests).count()).toBe(0);
    await context.close();
  });

  it('shows the 429 message once three tries have been throttled', async () => {
    const context = await journey.newContext();
    const page = await context.newPage();
    let asked = 0;
    await page.route(ITEM_LIST, (route) => {
      asked += 1;
      return route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Slow down' } } });
    });
    await page.clock.install();
    await openBlogFromHome(page);
    for (const tries of [1, 2]) {
      await expect.poll(() => asked).toBeGreaterThanOrEqual(tries);
      await page.clock.runFor(BACKOFF_MS);
    }
    await page.getByText(BLOG_MESSAGES.tooManyRequests).waitFor();
    expect(asked).toBe(3);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await context.close();
  });

  it('reads the list kept on the device on a reload within a day, without asking', async () => {
    const context = await journey.newContext();
    const page = await context.newPage();
    await openBlogFromHome(page);
    await expect.poll(() => trendingCards(page).count()).toBe(12);
    let asked = 0;
    await page.route(ITEM_LIST, (route) => {
      asked += 1;
      return route.continue();
    });
    await openBlogFromHome(page);
    await expect.poll(() => trendingCards(page).count()).toBe(12);
    expect(asked).toBe(0);
    await context.close();
  });
});
