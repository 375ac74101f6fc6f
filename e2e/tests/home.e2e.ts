import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';
import { recipeFacts, recipeIds } from '../src/recipes';

test.describe('the home page', () => {
  test('generates a day for the chosen diet and opens a recipe from it', async ({ page }) => {
    await open(page, '/');
    const form = page.getByRole('form', { name: 'Generate a meal plan' });
    // A visitor who has chosen nothing plans for 2,000 kcal, on every screen.
    await expect(form.getByLabel('Calories a day')).toHaveValue('2000');

    const anything = page.getByRole('list', { name: 'Sample Anything meals' }).getByRole('link');
    await expect(anything.first()).toBeVisible();
    const anythingIds = await recipeIds(anything);

    await page.getByRole('radio', { name: 'Keto' }).check();
    // A diet brings its own split, which the person may change.
    const split = form.getByRole('group', { name: 'Keto macro split' });
    await expect(split.getByRole('spinbutton', { name: 'Carbs' })).toHaveValue('5');
    await expect(split.getByRole('spinbutton', { name: 'Fats' })).toHaveValue('70');
    await expect(split.getByRole('spinbutton', { name: 'Protein' })).toHaveValue('25');
    const keto = page.getByRole('list', { name: 'Sample Keto meals' }).getByRole('link');
    // Every sample is a keto recipe by the recipe's own labels, and Anything's samples are not simply Keto's.
    await expect(keto).toHaveCount(3);
    const ketoIds = await recipeIds(keto);
    for (const id of ketoIds) expect((await recipeFacts(page, id)).diets, `recipe ${id}`).toContain('keto');
    expect(ketoIds).not.toEqual(anythingIds);
    const anythingDiets = await Promise.all(anythingIds.map(async (id) => (await recipeFacts(page, id)).diets));
    expect(anythingDiets.every((diets) => diets.includes('keto'))).toBe(false);

    await form.getByLabel('Calories a day').fill('300');
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(form.getByText('Please enter a calorie value between 500 and 5000.')).toBeVisible();

    await form.getByLabel('Calories a day').fill('2100');
    await form.getByLabel('Meals a day').selectOption('4');
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    const meals = page.locator('.plan-meal');
    await expect(meals).toHaveCount(4);
    const totals = page.locator('.plan-totals');
    await expect(totals).toHaveText(/(\d+) kcal of your 2100 kcal target/);
    const planned = Number(/(\d+) kcal of your 2100 kcal target/.exec((await totals.textContent()) ?? '')?.[1]);
    expect(Math.abs(planned - 2100) / 2100).toBeLessThan(0.05);
    // The day is planned for the chosen diet too.
    for (const id of await recipeIds(meals.getByRole('link'))) {
      expect((await recipeFacts(page, id)).diets, `recipe ${id}`).toContain('keto');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    const first = meals.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.getByRole('listitem').filter({ hasText: 'Keto' }).first()).toBeAttached();

    // The choices are the visitor's targets: the home page shows them again, and the AI page plans with them.
    await open(page, '/');
    await expect(page.getByRole('radio', { name: 'Keto' })).toBeChecked();
    await expect(form.getByLabel('Calories a day')).toHaveValue('2100');
    const weekRequest = page.waitForRequest((request) => request.url().includes('/api/ai-meal-plan/generate'));
    await open(page, '/aimeal');
    expect(new URL((await weekRequest).url()).searchParams.get('diet')).toBe('keto');
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expect(page.locator('.ai-plan__settings-text')).toHaveText('2,100 kcal a day · Keto');
  });

  test('rotates its hero slides every 5 s but stands still under reduced motion', async ({ page }) => {
    const current = page.locator('.hero-carousel__slide[data-active="true"] h2');
    // The page's clock is ours: 5.6 s pass at once, however busy the machine is.
    await page.clock.install();
    await open(page, '/');
    await expect(current).toHaveText('Workouts that fit your week');
    await page.clock.runFor(5600);
    await expect(current).toHaveText('A week of meals, planned for you');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await reload(page);
    const first = (await current.textContent()) ?? '';
    await page.clock.runFor(5600);
    await expect(current).toHaveText(first);
    await page.getByRole('button', { name: /Show slide 2/ }).click();
    await expect(current).toHaveText('A week of meals, planned for you');
    await expect(page.getByRole('link', { name: 'Get my meal plan' })).toHaveAttribute('href', '/AIMeal');
  });
});
