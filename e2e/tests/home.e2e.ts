import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Journey, seriousAxeViolations } from '../src/journey';
import { recipeFacts, recipeIds } from '../src/recipes';

describe('the home page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('generates a day for the chosen diet and opens a recipe from it', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Generate a meal plan' });
    // A visitor who has chosen nothing plans for 2,000 kcal, on every screen.
    expect(await form.getByLabel('Calories a day').inputValue()).toBe('2000');

    const anything = page.getByRole('list', { name: 'Sample Anything meals' }).getByRole('link');
    await anything.first().waitFor();
    const anythingIds = await recipeIds(anything);

    await page.getByRole('radio', { name: 'Keto' }).check();
    // A diet brings its own split, which the person may change.
    const split = form.getByRole('group', { name: 'Keto macro split' });
    await expect.poll(() => split.getByRole('spinbutton', { name: 'Carbs' }).inputValue()).toBe('5');
    expect(await split.getByRole('spinbutton', { name: 'Fats' }).inputValue()).toBe('70');
    expect(await split.getByRole('spinbutton', { name: 'Protein' }).inputValue()).toBe('25');
    const keto = page.getByRole('list', { name: 'Sample Keto meals' }).getByRole('link');
    await keto.first().waitFor();
    // Every sample is a keto recipe by the recipe's own labels, and Anything's samples are not simply Keto's.
    const ketoIds = await recipeIds(keto);
    expect(ketoIds).toHaveLength(3);
    for (const id of ketoIds) expect((await recipeFacts(page, id)).diets, `recipe ${id}`).toContain('keto');
    expect(ketoIds).not.toEqual(anythingIds);
    const anythingDiets = await Promise.all(anythingIds.map(async (id) => (await recipeFacts(page, id)).diets));
    expect(anythingDiets.every((diets) => diets.includes('keto'))).toBe(false);

    await form.getByLabel('Calories a day').fill('300');
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    expect(await form.getByText('Please enter a calorie value between 500 and 5000.').isVisible()).toBe(true);

    await form.getByLabel('Calories a day').fill('2100');
    await form.getByLabel('Meals a day').selectOption('4');
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    const meals = page.locator('.plan-meal');
    await expect.poll(() => meals.count()).toBe(4);
    const totals = await page.locator('.plan-totals').textContent();
    const planned = Number(/(\d+) kcal of your 2100 kcal target/.exec(totals ?? '')?.[1]);
    expect(Math.abs(planned - 2100) / 2100).toBeLessThan(0.05);
    // The day is planned for the chosen diet too.
    for (const id of await recipeIds(meals.getByRole('link'))) {
      expect((await recipeFacts(page, id)).diets, `recipe ${id}`).toContain('keto');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    const first = meals.first().getByRole('link');
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.getByRole('listitem', { name: undefined }).filter({ hasText: 'Keto' }).count()).toBeGreaterThan(
      0,
    );

    // The choices are the visitor's targets: the home page shows them again, and the AI page plans with them.
    await page.goto('/');
    expect(await page.getByRole('radio', { name: 'Keto' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Calories a day').inputValue()).toBe('2100');
    const weekRequest = page.waitForRequest((request) => request.url().includes('/api/mealplanner/generate'));
    await page.goto('/aimeal');
    expect(new URL((await weekRequest).url()).searchParams.get('diet')).toBe('keto');
    await page.getByRole('table').getByRole('link').first().waitFor();
    expect(await page.locator('.ai-plan__settings-text').textContent()).toBe('2,100 kcal a day · Keto');
    expect(journey.errors).toEqual([]);
  });

  it('rotates its hero slides every 5 s but stands still under reduced motion', async () => {
    const page = await journey.newPage();
    const current = () => page.locator('.hero-carousel__slide[data-active="true"] h2').textContent();
    // The page's clock is ours: 5.6 s pass at once, however busy the machine is.
    await page.clock.install();
    await page.goto('/');
    expect(await current()).toBe('Workouts that fit your week');
    await page.clock.runFor(5600);
    await expect.poll(current).toBe('A week of meals, planned for you');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const first = await current();
    await page.clock.runFor(5600);
    expect(await current()).toBe(first);
    await page.getByRole('button', { name: /Show slide 2/ }).click();
    expect(await current()).toBe('A week of meals, planned for you');
    expect(await page.getByRole('link', { name: 'Get my meal plan' }).getAttribute('href')).toBe('/AIMeal');
  });
});
