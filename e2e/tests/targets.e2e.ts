import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allergen, RecipeInformation } from '@thrive/contract';
import { newAccount, signIn, signInAs } from '../src/accounts';
import { Journey, seriousAxeViolations } from '../src/journey';
import { recipeIds } from '../src/recipes';

/** The allergens a recipe carries, contained or possible, as the API tells them. */
async function allergensOf(page: Page, id: number): Promise<Allergen[]> {
  const response = await page.request.get(`/api/recipes/${id}/information`);
  expect(response.ok(), `recipe ${id}`).toBe(true);
  const recipe = (await response.json()) as RecipeInformation;
  return [...(recipe.allergens ?? []), ...(recipe.mayContain ?? [])];
}

const form = (page: Page) => page.getByRole('form', { name: 'My targets' });

describe('my targets', () => {
  let journey: Journey;
  const account = newAccount('Tess Targets');
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('set on one browser are the targets of another, and the visitor’s merge in at sign-in', async () => {
    const page = await journey.newPage();
    await page.goto('/profile/targets');
    await signInAs(page, account);
    await page.reload();
    await form(page).waitFor();
    await form(page).getByLabel('Calories a day').fill('2200');
    await form(page).getByLabel('Diet').selectOption('Aegean');
    await form(page).getByRole('checkbox', { name: 'Gluten (wheat, rye, barley, oats)' }).check();
    await form(page).getByRole('checkbox', { name: 'Milk (dairy)' }).check();
    await form(page).getByLabel('Other foods to leave out').fill('mushrooms');
    // A split that does not add up is refused, with the message beside it.
    await form(page).getByRole('spinbutton', { name: 'Protein' }).fill('50');
    await form(page).getByRole('button', { name: 'Save my targets' }).click();
    expect(await form(page).getByText('Carbs, fat and protein must add up to 100 %.').isVisible()).toBe(true);
    await form(page).getByRole('button', { name: 'Use the Aegean split' }).click();
    await form(page).getByRole('button', { name: 'Save my targets' }).click();
    await expect
      .poll(() => form(page).getByRole('status').textContent())
      .toBe('Your targets are saved with your account, for every device.');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Another browser, signed in to the same account, plans with the same targets.
    const other = await journey.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await phone.goto('/');
    await signIn(phone, account);
    await phone.goto('/profile/targets');
    await expect.poll(() => form(phone).getByLabel('Calories a day').inputValue()).toBe('2200');
    expect(await form(phone).getByLabel('Diet').inputValue()).toBe('Aegean');
    expect(await form(phone).getByRole('checkbox', { name: 'Milk (dairy)' }).isChecked()).toBe(true);
    expect(await form(phone).getByLabel('Other foods to leave out').inputValue()).toBe('mushrooms');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.goto('/mealplanner');
    await expect.poll(() => phone.locator('.planner__target').textContent()).toContain('2,200 kcal');

    // A visitor's own targets, set before signing in, fill in what the account lacks.
    const visitor = await journey.newContext();
    const fresh = await visitor.newPage();
    await fresh.goto('/profile/targets');
    await form(fresh).getByLabel('Meals a day').selectOption('4');
    await form(fresh).getByRole('button', { name: 'Save my targets' }).click();
    await expect
      .poll(() => form(fresh).getByRole('status').textContent())
      .toBe('Your targets are kept in this browser. Sign in to keep them with your account.');
    await signIn(fresh, account);
    await fresh.goto('/profile/targets');
    await expect.poll(() => form(fresh).getByLabel('Meals a day').inputValue()).toBe('4');
    expect(await form(fresh).getByLabel('Calories a day').inputValue()).toBe('2200');
    await other.close();
    await visitor.close();
    expect(journey.errors).toEqual([]);
  });

  it('carries the calculator’s result into the targets, and refuses a figure no plan can be made for', async () => {
    const page = await journey.newPage();
    await page.goto('/calorie-calculator');
    await signIn(page, account);
    await page.reload();
    const weight = page.getByRole('slider', { name: 'Weight' });
    await weight.waitFor();
    await weight.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    const lose = Number((await page.getByTestId('target-lose').textContent())?.replace(/\D/g, ''));
    await page.getByRole('button', { name: new RegExp(`^Use ${lose} kcal \\(to lose weight\\)`) }).click();
    await expect.poll(() => page.locator('.calculator__chosen').textContent()).toContain(lose.toLocaleString('en-US'));

    // The result is the same after a reload: the facts are the person's targets.
    await page.reload();
    await expect.poll(() => page.getByTestId('target-lose').textContent()).toBe(lose.toLocaleString('en-US'));
    await page.goto('/profile/targets');
    await expect.poll(() => form(page).getByLabel('Calories a day').inputValue()).toBe(String(lose));

    // The heaviest, tallest, most active person needs more than a plan can hold: shown, never used.
    await page.goto('/calorie-calculator');
    for (const name of ['Height', 'Weight', 'Weekly activity']) {
      await page.getByRole('slider', { name }).focus();
      await page.keyboard.press('End');
    }
    await page.getByRole('slider', { name: 'Age' }).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('target-gain').textContent()).toMatch(/^\d{1,2},\d{3}$/);
    const gain = page.locator('.calculator__card[data-kind="gain"]');
    expect(await gain.getByText('Please enter a calorie value between 500 and 5000.').isVisible()).toBe(true);
    expect(await gain.getByRole('button', { name: /^Use/ }).isDisabled()).toBe(true);
    expect(journey.errors).toEqual([]);
  });
});

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
      /\b(cheese|butter|yogurt|cream|cow's milk|whole milk|bread|flour|pasta|couscous|barley)\b/i,
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
