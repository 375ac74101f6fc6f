import type { Page } from '@playwright/test';
import type { Allergen, Recipe } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';
import { recipeIds } from '../src/recipes';

/** The allergens a recipe carries, contained or possible, as the API tells them. */
async function allergensOf(page: Page, id: number): Promise<Allergen[]> {
  const response = await page.request.get(`/api/recipes/${id}`);
  expect(response.ok(), `recipe ${id}`).toBe(true);
  const recipe = (await response.json()) as Recipe;
  return [...(recipe.allergens ?? []), ...(recipe.mayContain ?? [])];
}

test.describe('leaving gluten and dairy out of the AI week', () => {
  test('finds neither in the week, in a swap or in the shopping list, and the week survives a reload', async ({
    page,
  }) => {
    await open(page, '/aimeal');
    const table = page.getByRole('table');
    await expect(table.getByRole('link').first()).toBeVisible();

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
    await expect(page.locator('.ai-plan__settings-text')).toHaveText(
      '2,000 kcal a day · a healthy mix · without gluten or milk',
    );
    await expect(page.getByRole('button', { name: 'Plan a new week with them' })).toHaveCount(0);

    const weekLinks = table.locator('tbody').getByRole('link');
    const ids = await recipeIds(weekLinks);
    expect(ids).toHaveLength(21);
    for (const id of new Set(ids)) {
      expect(await allergensOf(page, id), `recipe ${id}`).not.toEqual(expect.arrayContaining(['gluten']));
      expect(await allergensOf(page, id), `recipe ${id}`).not.toEqual(expect.arrayContaining(['milk']));
    }

    const cell = table.locator('tbody tr').nth(1).locator('td').nth(3);
    const before = (await cell.getByRole('link').textContent()) ?? '';
    await cell.getByRole('button', { name: /^Swap/ }).click();
    await expect(cell.getByRole('link')).not.toHaveText(before);
    const [swapped] = await recipeIds(cell.getByRole('link'));
    const swappedAllergens = await allergensOf(page, swapped!);
    expect(swappedAllergens).not.toContain('gluten');
    expect(swappedAllergens).not.toContain('milk');
    const swappedTitle = (await cell.getByRole('link').textContent()) ?? '';

    await page.getByRole('button', { name: 'Shopping list' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    const groupItems = list.locator('.shopping-list__groups li');
    await expect(groupItems.first()).toBeVisible();
    const items = (await groupItems.allTextContents()).join('\n');
    expect(items).not.toMatch(
      /\b(cheese|(?<!(peanut|almond|cashew) )butter|yogurt|cream|whole milk|skim milk|bread|all-purpose flour|whole-wheat|pasta|couscous|barley)\b/i,
    );
    const firstTick = list.locator('.shopping-list__groups li input[type="checkbox"]').first();
    await firstTick.check();
    await page.keyboard.press('Escape');

    // A reload finds the same week, its swap, its settings and its ticked item.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ai-meal-plan/generate')) requests.push(request.url());
    });
    await reload(page);
    await expect(table.getByRole('link').first()).toBeVisible();
    await expect.poll(() => recipeIds(weekLinks)).toEqual(ids.map((id, index) => (index === 1 * 7 + 3 ? swapped : id)));
    await expect(cell.getByRole('link')).toHaveText(swappedTitle);
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Shopping list' }).click();
    await expect(firstTick).toBeChecked();
    await page.keyboard.press('Escape');

    // Fewer rows and days keep the meals that remain.
    const firstMeal = table.locator('tbody tr').first().locator('td').first().getByRole('link');
    const firstBefore = (await firstMeal.textContent()) ?? '';
    await page.getByRole('button', { name: 'Customize Table' }).click();
    const customize = page.getByRole('dialog', { name: 'Customize Table' });
    await customize.getByLabel('Meals a day').fill('2');
    await customize.getByLabel('Days').fill('5');
    await customize.getByRole('button', { name: 'Apply' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('thead th')).toHaveCount(6);
    await expect(firstMeal).toHaveText(firstBefore);
    expect(requests).toEqual([]);
  });
});

test.describe('the home page’s day', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is the same day after opening a recipe and coming Back, and after a reload', async ({ page }) => {
    await open(page, '/');
    const generator = page.getByRole('form', { name: 'Generate a meal plan' });
    await generator.getByRole('spinbutton', { name: 'Carbs' }).fill('40');
    await generator.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(generator.getByText('Carbs, fat and protein must add up to 100 %.')).toBeVisible();
    await generator.getByRole('spinbutton', { name: 'Protein' }).fill('25');
    await generator.getByRole('button', { name: 'Generate Plan' }).click();
    const links = page.locator('.plan-meals').getByRole('link');
    await expect(links.first()).toBeVisible();
    const day = await links.allTextContents();

    await links.first().click();
    await expect(page).toHaveURL(/\/recipe\/\d+$/);
    await page.goBack();
    await expect(links).toHaveText(day);
    await reload(page);
    await expect(links).toHaveText(day);
    // The split typed is the person's now, on every screen.
    await expect(generator.getByRole('spinbutton', { name: 'Protein' })).toHaveValue('25');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
