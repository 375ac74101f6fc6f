import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplexSearchResponse } from '@thrive/contract';
import { baseUrl, Journey, seriousAxeViolations } from '../src/journey';

describe('the recipe page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('rescales ingredient amounts and nutrition with the servings', async () => {
    const search = (await (
      await fetch(`${baseUrl}/api/recipes/complexSearch?diet=vegan&number=1`)
    ).json()) as ComplexSearchResponse;
    const recipe = search.results[0]!;
    const page = await journey.newPage();
    await page.goto(`/recipe/${recipe.id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(recipe.title);
    await page.getByRole('table').waitFor();

    const servings = page.getByRole('group', { name: 'Servings' });
    const firstIngredient = page.locator('.recipe-ingredients li').first();
    const totalCalories = page.getByTestId('total-Calories');
    const linesBefore = await firstIngredient.textContent();
    const caloriesBefore = Number.parseInt((await totalCalories.textContent()) ?? '', 10);

    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect.poll(() => servings.locator('output').textContent()).toBe(`${recipe.servings + 1} servings`);
    const linesAfter = await firstIngredient.textContent();
    const caloriesAfter = Number.parseInt((await totalCalories.textContent()) ?? '', 10);
    expect(linesAfter).not.toBe(linesBefore);
    // The line keeps the recipe's own words, its amount and weight scaled: "1⅓ cups (245 g) cooked quinoa".
    expect(linesAfter).toMatch(/\(\d+(\.\d+)? g\)/);
    const words = (line: string | null) => line?.replace(/^[^)]*\)\s*/, '');
    expect(words(linesAfter)).toBe(words(linesBefore));
    const allergens = page.getByRole('note', { name: 'Allergens' });
    expect(await allergens.textContent()).toMatch(
      recipe.allergens?.length ? /^Contains: / : /^(Contains none|May contain)/,
    );
    expect(caloriesAfter).toBeGreaterThan(caloriesBefore);
    expect(Math.abs(caloriesAfter / (recipe.servings + 1) - caloriesBefore / recipe.servings)).toBeLessThan(2);

    expect(await page.getByRole('heading', { name: 'Instructions' }).isVisible()).toBe(true);
    expect(await page.locator('.recipe-steps li').count()).toBeGreaterThanOrEqual(2);
    expect(
      await page.locator('.recipe-hero__image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(journey.errors).toEqual([]);
  });

  it('shows the spec error with Back to Home for a missing recipe', async () => {
    const page = await journey.newPage();
    await page.goto('/recipe/999999');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Oops! Something went wrong.');
    expect(await page.getByText('Recipe not found.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The failed request is the only console error: the browser logs the 404 itself.
    expect(journey.errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
