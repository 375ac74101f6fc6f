import type { APIRequestContext } from '@playwright/test';
import type { RecipeSearchResponse } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, test } from '../src/fixtures';

/** The recipe route is checked on the catalog's first recipe, named by its title. */
const FIRST_RECIPE = '/recipe/{first recipe}';

async function firstRecipe(request: APIRequestContext) {
  const search = (await (await request.get('/api/recipes?limit=1')).json()) as RecipeSearchResponse;
  return search.results[0]!;
}

/**
 * Every screen of docs/product.md, "Routes", and the heading it must show. The other spellings of a route (other
 * casings, /meal-planner) render the same page: the router's and the server's tests check that without a browser.
 */
const ROUTES: [path: string, heading: string | null][] = [
  ['/', 'Eat well, move more, thrive.'],
  ['/blog', 'Health Blog'],
  ['/blog/salt-and-your-heart', 'Salt and your heart: how much is too much'],
  ['/mealplanner', 'Custom Meal Planner'],
  ['/aimeal', 'AI Meal Plans'],
  ['/yoga', 'Find your flow'],
  ['/yogaexercise', 'Explore Yoga Poses'],
  ['/pose/1', 'Boat'],
  ['/yoga/session/morning-flow', '10-minute morning flow'],
  ['/gym', 'Train with purpose'],
  ['/exerciselist', 'Exercise List'],
  ['/workouts', 'Workouts'],
  ['/workouts/00000000-0000-4000-8000-000000000000/follow', 'Follow your workout'],
  ['/training/exercises/Barbell_Full_Squat', 'Barbell Full Squat'],
  ['/ourstory', 'Our Story'],
  ['/team', 'Our Team'],
  ['/contact', 'Contact Us'],
  ['/dashboard', 'Dashboard'],
  ['/diary', 'Today'],
  ['/profile', 'Edit Profile'],
  ['/calorie-calculator', 'Calorie Calculator'],
  [FIRST_RECIPE, null],
  ['/reset-password', 'Choose a new password'],
  ['/no/such/page', 'Page not found'],
];

test.describe('every route', () => {
  for (const [route, expected] of ROUTES) {
    test(`${route} shows its heading, no console error and no serious accessibility violation`, async ({
      page,
      request,
      browserErrors,
    }) => {
      let path = route;
      let heading = expected ?? '';
      if (route === FIRST_RECIPE) {
        const recipe = await firstRecipe(request);
        path = `/recipe/${recipe.id}`;
        heading = recipe.title;
      }
      // A path with no page gets the app shell, which shows the 404 page, with the status to match.
      const missing = heading === 'Page not found';
      if (missing) browserErrors.allow(/status of 404/);
      const response = await open(page, path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(missing ? 404 : 200);
      await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(1);
      await expect(page.locator('footer')).toHaveCount(path.toLowerCase() === '/yoga' ? 0 : 1);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('serves robots.txt as a file of its own', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    expect(await response.text()).toContain('Disallow: /api/');
  });

  test('serves no source maps: no script points at one, and none is there to fetch', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await request.get(script)).text(), script).not.toContain('sourceMappingURL');
      expect((await request.get(`${script}.map`)).status(), script).toBe(404);
    }
  });

  test('links home from the 404 page', async ({ page, browserErrors }) => {
    // The browser logs the missing page's 404 itself.
    browserErrors.allow(/status of 404/);
    await open(page, '/no/such/page');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('h1')).toHaveText('Eat well, move more, thrive.');
  });
});
