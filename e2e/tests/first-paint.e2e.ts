import type { Recipe } from '@thrive/contract';
import { expect, open, test } from '../src/fixtures';

// Decision 0020: each page arrives prerendered, with its styles inline, and the app takes it over without
// fetching those styles again. Decision 0023: a recipe and the blog arrive rendered on the server with their data.
test.describe('the first paint', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows a page before any script runs', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Without scripts the page stays as prerendered: there is no app to wait for.
    await page.goto('/yoga');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your flow' })).toBeVisible();
    // Nobody is known yet: the navbar keeps the place of its account controls.
    await expect(page.locator('.navbar__session-pending')).toHaveCount(1);
    // No external stylesheet stands between the HTML and the first paint, and the one script only starts the
    // app once the page has been painted.
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await expect(page.locator('script[src]')).toHaveCount(1);
    await expect(page.locator('script[src]')).toHaveAttribute('src', /^\/assets\/bootstrap-\w+\.js$/);
  });

  test('is taken over by the app without fetching its styles again', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await open(page, '/exerciselist');
    expect(await response?.text()).toContain('Exercise List');
    // The app is live: its search responds.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('squat');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'squat');
    expect(stylesheets).toEqual([]);
  });

  test('renders a recipe and the blog with their data on the server, before any script runs', async ({
    request,
    newContext,
  }) => {
    const recipe = (await (await request.get('/api/recipes/1001')).json()) as Recipe;
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/recipe/1001');
    await expect(page.locator('h1')).toHaveText(recipe.title);
    // The picture, the largest thing in view, is asked for from the head, first.
    await expect(page.locator(`head link[rel="preload"][as="image"][href="${recipe.image}"]`)).toHaveCount(1);
    await expect
      .poll(() => page.locator('.recipe-hero__image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('total-Calories')).toHaveText(/^\d+/);

    const blog = await page.goto('/blog');
    // Rendered on request, and sent compressed all the same.
    expect(await blog?.headerValue('content-encoding')).toBe('br');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible();
    // More than three cards.
    await expect(page.locator('.blog-card').nth(3)).toBeVisible();
  });

  test('is taken over from a page rendered with data without fetching that data again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/recipes/')) asked.push(request.url());
    });
    await open(page, '/recipe/1002');
    // The app is live: the servings stepper responds.
    const servings = page.getByRole('group', { name: 'Servings' });
    const before = (await servings.locator('output').textContent()) ?? '';
    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings.locator('output')).not.toHaveText(before);
    expect(asked).toEqual([]);
  });

  test('responds to a path with no page with the prerendered not-found page and status 404', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});

// Decision 0032: a signed-in visitor's page is rendered on request for them, with their session and their data.
test.describe('the first paint, signed in', () => {
  test.use({ accountName: 'Ines Okafor', viewport: { width: 390, height: 844 } });

  test('carries their name and navbar in the first HTML, is theirs alone, and is taken over without asking again', async ({
    page,
    request,
    newContext,
    signedIn: _account,
  }) => {
    const dashboard = await page.request.get('/dashboard');
    expect(await dashboard.text()).toContain('Ines Okafor');
    expect(dashboard.headers()['cache-control']).toBe('private, no-store');
    expect(dashboard.headers()['vary']).toContain('Cookie');
    // The same page for a visitor, right after, carries nobody's name; another account's carries its own.
    expect(await (await request.get('/dashboard')).text()).not.toContain('Ines Okafor');
    const origin = new URL(dashboard.url()).origin;
    const other = await request.post('/api/auth/sign-up/email', {
      headers: { origin, 'x-forwarded-for': '10.77.0.1' },
      data: { name: 'Tomas Reyes', email: `tomas-${Date.now()}@example.com`, password: 'a long password 123' },
    });
    expect(other.ok()).toBe(true);
    const theirs = await (await request.get('/dashboard')).text();
    expect(theirs).toContain('Tomas Reyes');
    expect(theirs).not.toContain('Ines Okafor');

    // Without scripts, the signed-in page reads as theirs.
    const context = await newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noScript = await context.newPage();
    await noScript.goto('/diary');
    await expect(noScript.getByRole('navigation', { name: 'Choose a day' })).toBeVisible();
    await expect(noScript.getByText('Sign in to keep a food diary.')).toHaveCount(0);

    // The app takes over from the session it was sent, without asking who is signed in.
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/auth/get-session') asked.push(sent.url());
    });
    await open(page, '/dashboard');
    await expect(page.getByText('Good', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/Ines/).first()).toBeVisible();
    expect(asked).toEqual([]);
  });
});
