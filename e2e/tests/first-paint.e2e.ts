import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeInformation } from '@thrive/contract';
import { baseUrl, Journey } from '../src/journey';

// Decision 0020: each page arrives prerendered, with its styles inline, and the app takes it over without
// fetching those styles again. Decision 0023: a recipe and the blog arrive rendered with their data.
describe('the first paint', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start({ width: 390, height: 844 });
  });
  afterAll(() => journey.close());

  it('shows a page before any script runs', async () => {
    const context = await journey.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/yoga');
    await page.getByRole('heading', { level: 1, name: 'Find your flow' }).waitFor();
    // Nobody is known yet: the navbar keeps the place of its account controls.
    expect(await page.locator('.navbar__session-pending').count()).toBe(1);
    // No external stylesheet stands between the HTML and the first paint, and the one script only starts the
    // app once the page has been painted.
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
    expect(
      await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src'))),
    ).toEqual([expect.stringMatching(/^\/assets\/start-\w+\.js$/)]);
    await context.close();
  });

  it('is taken over by the app without fetching its styles again', async () => {
    const page = await journey.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto('/exerciselist');
    expect(await response?.text()).toContain('Exercise List');
    // The app is live: its search responds.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('squat');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('squat');
    expect(stylesheets).toEqual([]);
    expect(journey.errors).toEqual([]);
  });

  it('draws a recipe and the blog with their data before any script runs', async () => {
    const recipe = (await (await fetch(`${baseUrl}/api/recipes/1001/information`)).json()) as RecipeInformation;
    const context = await journey.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/recipe/1001');
    expect(await page.locator('h1').textContent()).toBe(recipe.title);
    // The picture, the largest thing in view, is asked for from the head, first.
    expect(await page.locator(`head link[rel="preload"][as="image"][href="${recipe.image}"]`).count()).toBe(1);
    expect(
      await page.locator('.recipe-hero__image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('total-Calories').textContent()).toMatch(/^\d+/);

    const blog = await page.goto('/blog');
    // Rendered on request, and sent compressed all the same.
    expect(await blog?.headerValue('content-encoding')).toBe('br');
    await page.getByRole('heading', { level: 2, name: 'Featured' }).waitFor();
    expect(await page.locator('.blog-card').count()).toBeGreaterThan(3);
    await context.close();
  });

  it('is taken over from a page drawn with data without asking for that data again', async () => {
    const page = await journey.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/recipes/')) asked.push(request.url());
    });
    await page.goto('/recipe/1002');
    // The app is live: the servings stepper responds.
    const servings = page.getByRole('group', { name: 'Servings' });
    const before = await servings.locator('output').textContent();
    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect.poll(() => servings.locator('output').textContent()).not.toBe(before);
    expect(asked).toEqual([]);
    expect(journey.errors).toEqual([]);
  });

  it('answers a path with no page with the drawn not-found page and status 404', async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});
