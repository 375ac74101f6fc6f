import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, Journey } from '../src/journey';

// Decision 0020: each page arrives drawn, with its styles inline, and the app takes it over without
// fetching those styles again.
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
    // No external stylesheet stands between the HTML and the first paint.
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
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
    // The app is live: its search answers.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('squat');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('squat');
    expect(stylesheets).toEqual([]);
    expect(journey.errors).toEqual([]);
  });

  it('answers a path with no page with the drawn not-found page and status 404', async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});
