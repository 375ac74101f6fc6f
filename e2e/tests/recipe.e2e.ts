import type { RecipeSearchResponse } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, test } from '../src/fixtures';

test.describe('the recipe page', () => {
  test('rescales ingredient amounts and nutrition with the servings', async ({ page, request }) => {
    const search = (await (await request.get('/api/recipes?diet=vegan&limit=1')).json()) as RecipeSearchResponse;
    const recipe = search.results[0]!;
    await open(page, `/recipe/${recipe.id}`);
    await expect(page.locator('h1')).toHaveText(recipe.title);
    await expect(page.getByRole('table')).toBeVisible();

    const servings = page.getByRole('group', { name: 'Servings' });
    const firstIngredient = page.locator('.recipe-ingredients li').first();
    const totalCalories = page.getByTestId('total-Calories');
    const linesBefore = (await firstIngredient.textContent()) ?? '';
    const caloriesBefore = Number.parseInt((await totalCalories.textContent()) ?? '', 10);

    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings.locator('output')).toHaveText(`${recipe.servings + 1} servings`);
    await expect(firstIngredient).not.toHaveText(linesBefore);
    const linesAfter = await firstIngredient.textContent();
    const caloriesAfter = Number.parseInt((await totalCalories.textContent()) ?? '', 10);
    // The line keeps the recipe's own words, its amount and weight scaled: "1⅓ cups (245 g) cooked quinoa".
    expect(linesAfter).toMatch(/\(\d+(\.\d+)? g\)/);
    const words = (line: string | null) => line?.replace(/^[^)]*\)\s*/, '');
    expect(words(linesAfter)).toBe(words(linesBefore));
    const allergens = page.getByRole('note', { name: 'Allergens' });
    await expect(allergens).toHaveText(recipe.allergens?.length ? /^Contains: / : /^(Contains none|May contain)/);
    expect(caloriesAfter).toBeGreaterThan(caloriesBefore);
    expect(Math.abs(caloriesAfter / (recipe.servings + 1) - caloriesBefore / recipe.servings)).toBeLessThan(2);

    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    // At least two steps.
    await expect(page.locator('.recipe-steps li').nth(1)).toBeVisible();
    await expect
      .poll(() => page.locator('.recipe-hero__image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('shows the not-found message with Back to Home for a missing recipe', async ({ page, browserErrors }) => {
    // The failed request is the only console error: the browser logs the 404 itself.
    browserErrors.allow(/404/);
    await open(page, '/recipe/999999');
    await expect(page.locator('h1')).toHaveText('Oops! Something went wrong.');
    await expect(page.getByText('Recipe not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
