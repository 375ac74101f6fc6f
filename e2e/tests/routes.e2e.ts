import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ComplexSearchResponse } from '@thrive/contract';
import { baseUrl, Journey, seriousAxeViolations } from '../src/journey';

const firstRecipe = (
  (await (await fetch(`${baseUrl}/api/recipes/complexSearch?number=1`)).json()) as ComplexSearchResponse
).results[0]!;

/** Every route of docs/product.md, "Routes", in both casings that links use, and the heading it must show. */
const ROUTES: [path: string, heading: string][] = [
  ['/', 'Eat well, move more, thrive.'],
  ['/blog', 'Health Blog'],
  ['/blog/salt-and-your-heart', 'Salt and your heart: how much is too much'],
  ['/mealplanner', 'Custom Meal Planner'],
  ['/meal-planner', 'Custom Meal Planner'],
  ['/aimeal', 'AI Meal Plans'],
  ['/AIMeal', 'AI Meal Plans'],
  ['/yoga', 'Find your flow'],
  ['/Yoga', 'Find your flow'],
  ['/yogaexercise', 'Explore Yoga Poses'],
  ['/YogaExercise', 'Explore Yoga Poses'],
  ['/pose/1', 'Boat'],
  ['/yoga/session/morning-flow', '10-minute morning flow'],
  ['/gym', 'Train with purpose'],
  ['/Gym', 'Train with purpose'],
  ['/exerciselist', 'Exercise List'],
  ['/ExerciseList', 'Exercise List'],
  ['/workouts', 'Workouts'],
  ['/workouts/00000000-0000-4000-8000-000000000000/follow', 'Follow your workout'],
  ['/ourstory', 'Our Story'],
  ['/OurStory', 'Our Story'],
  ['/team', 'Our Team'],
  ['/contact', 'Contact Us'],
  ['/dashboard', 'Dashboard'],
  ['/profile', 'Edit Profile'],
  ['/calorie-calculator', 'Calorie Calculator'],
  [`/recipe/${firstRecipe.id}`, firstRecipe.title],
  ['/reset-password', 'Choose a new password'],
  ['/no/such/page', 'Page not found'],
];

const firstOfScreen = (path: string) =>
  ROUTES.find(([other]) => other.toLowerCase() === path.toLowerCase())![0] === path;

describe('every route', () => {
  let journey: Journey;
  let page: Page;
  beforeAll(async () => {
    journey = await Journey.start();
    page = await journey.newPage();
  });
  afterAll(() => journey.close());

  it.each(ROUTES)(
    '%s shows its heading, no console error and (once per screen) no serious accessibility violation',
    async (path, heading) => {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      // A path with no page gets the app shell, which shows the 404 page, with the status to match.
      const missing = heading === 'Page not found';
      expect(response?.status()).toBe(missing ? 404 : 200);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(heading);
      expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1);
      expect(await page.locator('footer').count()).toBe(path.toLowerCase() === '/yoga' ? 0 : 1);
      // A route's other casing shows the same screen: its accessibility is checked once.
      if (firstOfScreen(path)) expect(await seriousAxeViolations(page)).toEqual([]);
      expect(journey.errors.filter((error) => !(missing && error.includes('status of 404')))).toEqual([]);
    },
  );

  it('serves robots.txt as a file of its own', async () => {
    const response = await page.request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    expect(await response.text()).toContain('Disallow: /api/');
  });

  it('links home from the 404 page', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Eat well, move more, thrive.');
  });
});
