import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allergen, RecipeInformation } from '@thrive/contract';
import { Journey, seriousAxeViolations } from '../src/journey';
import { recipeIds } from '../src/recipes';

/** The allergens a recipe carries, contained or possible, as the API tells them. */
async function allergensOf(page: Page, id: number): Promise<Allergen[]> {
  const response = await page.request.get(`/api/recipes/${id}/information`);
  expect(response.ok(), `recipe ${id}`).toBe(true);
  const recipe = (await response.json()) as RecipeInformation;
  return [...(recipe.allergens ?? []), ...(recipe.mayContain ?? [])];
}

describe('leaving gluten and dairy out of the AI week', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('finds neither in the week, in a swap or in the shopping list, and the week survives a reload', async () => {
    const page = await journey.newPage();
    await page.goto('/aimeal');
    const table = page.getByRole('table');
    await table.getByRole('link').first().waitFor();

    await page.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your plan settings' });
    await dialog.getByRole('checkbox', { name: 'Gluten (wheat, rye, barley, oats)' }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // By keyboard, as a person without a mouse would.
    await dialog.getByRole('checkbox', { name: 'Milk (dairy)' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    // The week shown was made for other settings: it says so, and only a new plan replaces it.
    await page.getByRole('button', { name: 'Plan a new week with them' }).click();
    await expect
      .poll(() => page.locator('.ai-plan__settings-text').textContent())
      .toBe('2,000 kcal a day · a healthy mix · without gluten or milk');
    await expect.poll(() => page.getByRole('button', { name: 'Plan a new week with them' }).count()).toBe(0);

    const ids = await recipeIds(table.locator('tbody').getByRole('link'));
    expect(ids).toHaveLength(21);
    for (const id of new Set(ids)) {
      expect(await allergensOf(page, id), `recipe ${id}`).not.toEqual(expect.arrayContaining(['gluten']));
      expect(await allergensOf(page, id), `recipe ${id}`).not.toEqual(expect.arrayContaining(['milk']));
    }

    const cell = table.locator('tbody tr').nth(1).locator('td').nth(3);
    const before = await cell.getByRole('link').textContent();
    await cell.getByRole('button', { name: /^Swap/ }).click();
    await expect.poll(() => cell.getByRole('link').textContent()).not.toBe(before);
    const [swapped] = await recipeIds(cell.getByRole('link'));
    const swappedAllergens = await allergensOf(page, swapped!);
    expect(swappedAllergens).not.toContain('gluten');
    expect(swappedAllergens).not.toContain('milk');
    const swappedTitle = await cell.getByRole('link').textContent();

    await page.getByRole('button', { name: 'Shopping list' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    await list.locator('.shopping-list__groups li').first().waitFor();
    const items = (await list.locator('.shopping-list__groups li').allTextContents()).join('\n');
    expect(items).not.toMatch(
      /\b(cheese|(?<!(peanut|almond|cashew) )butter|yogurt|cream|whole milk|skim milk|bread|all-purpose flour|whole-wheat|pasta|couscous|barley)\b/i,
    );
    await list.locator('.shopping-list__groups li input[type="checkbox"]').first().check();
    await page.keyboard.press('Escape');

    // A reload finds the same week, its swap, its settings and its ticked item.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/mealplanner/generate')) requests.push(request.url());
    });
    await page.reload();
    await table.getByRole('link').first().waitFor();
    expect(await recipeIds(table.locator('tbody').getByRole('link'))).toEqual(
      ids.map((id, index) => (index === 1 * 7 + 3 ? swapped : id)),
    );
    expect(await cell.getByRole('link').textContent()).toBe(swappedTitle);
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Shopping list' }).click();
    await expect
      .poll(() => list.locator('.shopping-list__groups li input[type="checkbox"]').first().isChecked())
      .toBe(true);
    await page.keyboard.press('Escape');

    // Fewer rows and days keep the meals that remain.
    const firstBefore = await table.locator('tbody tr').first().locator('td').first().getByRole('link').textContent();
    await page.getByRole('button', { name: 'Customize Table' }).click();
    const customize = page.getByRole('dialog', { name: 'Customize Table' });
    await customize.getByLabel('Meals a day').fill('2');
    await customize.getByLabel('Days').fill('5');
    await customize.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    expect(await table.locator('thead th').count()).toBe(6);
    expect(await table.locator('tbody tr').first().locator('td').first().getByRole('link').textContent()).toBe(
      firstBefore,
    );
    expect(requests).toEqual([]);
    expect(journey.errors).toEqual([]);
  });
});

describe('the home page’s day', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start({ width: 390, height: 844 });
  });
  afterAll(() => journey.close());

  it('is the same day after opening a recipe and coming Back, and after a reload', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const generator = page.getByRole('form', { name: 'Generate a meal plan' });
    await generator.getByRole('spinbutton', { name: 'Carbs' }).fill('40');
    await generator.getByRole('button', { name: 'Generate Plan' }).click();
    expect(await generator.getByText('Carbs, fat and protein must add up to 100 %.').isVisible()).toBe(true);
    await generator.getByRole('spinbutton', { name: 'Protein' }).fill('25');
    await generator.getByRole('button', { name: 'Generate Plan' }).click();
    const meals = page.locator('.plan-meals');
    await meals.getByRole('link').first().waitFor();
    const day = await meals.getByRole('link').allTextContents();

    await meals.getByRole('link').first().click();
    await page.waitForURL(/\/recipe\/\d+$/);
    await page.goBack();
    await meals.getByRole('link').first().waitFor();
    expect(await meals.getByRole('link').allTextContents()).toEqual(day);
    await page.reload();
    await meals.getByRole('link').first().waitFor();
    expect(await meals.getByRole('link').allTextContents()).toEqual(day);
    // The split typed is the person's now, on every screen.
    expect(await generator.getByRole('spinbutton', { name: 'Protein' }).inputValue()).toBe('25');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(journey.errors).toEqual([]);
  });
});
