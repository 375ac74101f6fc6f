import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MEAL_PLAN_MESSAGES, type PlanDayEntry } from '@thrive/contract';
import { dayName } from '../src/dates';
import { Journey, seriousAxeViolations } from '../src/journey';

/** The names of the first `count` day columns: their dates from the plan date. */
const dayNames = (planDate: string, count: number) => Array.from({ length: count }, (_, day) => dayName(planDate, day));

const kcalOf = async (page: Page, day: number) =>
  Number.parseInt(
    ((await page.locator('tfoot td').nth(day).locator('.planner-total__kcal').textContent()) ?? '').replace(',', ''),
    10,
  );

/** Adds the first recipe the search finds for `query` to a cell, e.g. 'Wed 25 Nov Breakfast'; gives its title. */
async function addRecipe(page: Page, cell: string, query: string): Promise<string> {
  await page.getByRole('button', { name: `Add meal to ${cell}` }).click();
  const search = page.getByRole('dialog', { name: 'Add a meal' });
  await search.getByRole('searchbox', { name: 'Search recipes' }).fill(query);
  const result = search.getByRole('list', { name: 'Recipes' }).getByRole('button').first();
  const title = (await result.locator('.add-meal__title').textContent()) ?? '';
  await result.click();
  await search.waitFor({ state: 'detached' });
  return title;
}

describe('the custom meal planner', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('plans by keyboard, customises, keeps the draft over a reload and saves once signed in', async () => {
    const page = await journey.newPage();
    await page.goto('/mealplanner');
    const table = page.getByRole('table');
    await table.waitFor();
    const planDate = await page.getByLabel('Plan date').inputValue();
    const week = dayNames(planDate, 7);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Meals', ...week]);
    expect(await table.locator('tbody th').allTextContents()).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(await page.getByRole('link', { name: 'AI Meal Plan', exact: true }).getAttribute('href')).toBe('/aimeal');

    // Visitors may plan but not save.
    const notice = page.locator('.planner__notice');
    expect(await notice.getAttribute('role')).toBe('status');
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect.poll(() => notice.textContent()).toBe(MEAL_PLAN_MESSAGES.loginToSave);

    // Add a recipe to the first day's breakfast with the keyboard alone.
    expect(await kcalOf(page, 0)).toBe(0);
    await page.getByRole('button', { name: `Add meal to ${week[0]} Breakfast` }).focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('dialog', { name: 'Add a meal' });
    await search.waitFor();
    await page.keyboard.type('oat');
    const firstResult = search.getByRole('list', { name: 'Recipes' }).getByRole('button').first();
    await firstResult.waitFor();
    expect(await search.getByRole('list', { name: 'Recipes' }).getByRole('button').count()).toBeLessThanOrEqual(5);
    const title = (await firstResult.locator('.add-meal__title').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(20);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await search.waitFor({ state: 'detached' });
    // Focus comes back to the cell, ready for the next meal.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(`Add meal to ${week[0]} Breakfast`);

    const item = table.locator(`button[title="${title}"]`);
    expect(await item.locator('.planner-item__name').textContent()).toBe(`${title.slice(0, 20).trimEnd()}…`);
    await expect.poll(() => kcalOf(page, 0)).toBeGreaterThan(0);
    const oneServing = await kcalOf(page, 0);

    // Two servings double the day's calories.
    await item.click();
    const details = page.getByRole('dialog', { name: title });
    await details.getByRole('spinbutton', { name: 'Servings' }).fill('2');
    expect(await details.getByRole('link', { name: 'View recipe' }).getAttribute('href')).toMatch(/^\/recipe\/\d+$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => kcalOf(page, 0)).toBeGreaterThanOrEqual(oneServing * 2 - 1);

    // Four meals a day over eight days, the fourth renamed.
    await page.getByRole('button', { name: 'Customize Table' }).click();
    let customize = page.getByRole('dialog', { name: 'Customize Table' });
    await customize.getByLabel('Meals a day').fill('4');
    await customize.getByLabel('Days').fill('8');
    await customize.getByLabel('Meal 4').fill('Late snack');
    await customize.getByRole('button', { name: 'Apply' }).click();
    await customize.waitFor({ state: 'detached' });
    expect(await table.locator('thead th').allTextContents()).toEqual(['Meals', ...dayNames(planDate, 8)]);
    expect(await table.locator('tbody th').allTextContents()).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Late snack']);

    // A meal of the visitor's own, with only its calories.
    await page.getByRole('button', { name: `Add meal to ${dayName(planDate, 7)} Late snack` }).click();
    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('Apple slices');
    await search.getByLabel('Calories (optional)').fill('95');
    await search.getByRole('button', { name: 'Add “Apple slices” as your own meal' }).click();
    await search.waitFor({ state: 'detached' });
    await expect.poll(() => kcalOf(page, 7)).toBe(95);

    // Shrinking asks before it drops a planned meal.
    await page.getByRole('button', { name: 'Customize Table' }).click();
    customize = page.getByRole('dialog', { name: 'Customize Table' });
    await customize.getByLabel('Days').fill('7');
    await customize.getByRole('button', { name: 'Apply' }).click();
    await customize.getByText('The smaller table leaves out 1 planned meal. Remove it and apply?').waitFor();
    await customize.getByRole('button', { name: 'Keep editing' }).click();
    await page.keyboard.press('Escape');
    await customize.waitFor({ state: 'detached' });
    expect(await table.locator('thead th').count()).toBe(9);

    // The draft survives a reload.
    await page.reload();
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Meals', ...dayNames(planDate, 8)]);
    expect(await table.locator('tbody th').allTextContents()).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Late snack']);
    expect(await table.locator(`button[title="${title}"]`).count()).toBe(1);
    expect(await kcalOf(page, 7)).toBe(95);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Signed in, the plan saves under the chosen date.
    const email = `planner-${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: new URL(page.url()).origin },
      data: { name: 'Paula Planner', email, password: 'lentils and rice 7' },
    });
    expect(signUp.ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    const date = await page.getByLabel('Plan date').inputValue();
    expect(date).toBe(planDate);
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect.poll(() => notice.textContent()).toMatch(/^Plan saved for .+\. Find it on your dashboard\.$/);
    expect(await notice.getByRole('link', { name: 'your dashboard' }).getAttribute('href')).toBe('/dashboard');

    const saved = await page.request.get(`/api/mealplan/custom/${date}`);
    expect(saved.status()).toBe(200);
    const days = (await saved.json()) as PlanDayEntry[];
    expect(days.map((day) => day.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(days[0]?.rows.map((row) => row.label)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Late snack']);
    expect(days[0]?.rows[0]?.items).toEqual([expect.objectContaining({ name: title, servings: 2 })]);
    expect(days[7]?.rows[3]?.items).toEqual([expect.objectContaining({ name: 'Apple slices', calories: 95 })]);
    expect(journey.errors).toEqual([]);
  });

  it('lists the shopping for the planned recipes and keeps what is ticked over a reload', async () => {
    const page = await journey.newPage();
    await page.goto('/mealplanner');
    // Another test's draft lives in this browser: start from an empty table.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const shopping = page.getByRole('button', { name: 'Shopping list' });
    expect(await shopping.isDisabled()).toBe(true);

    const [first, second] = dayNames(await page.getByLabel('Plan date').inputValue(), 2);
    await addRecipe(page, `${first} Breakfast`, 'oat');
    await addRecipe(page, `${second} Dinner`, 'lentil');
    await shopping.click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    const firstName = list.locator('.shopping-list__name').first();
    await firstName.waitFor();
    const name = (await firstName.textContent()) ?? '';
    const item = list.getByRole('checkbox', { name, exact: true });
    const count = await list.getByRole('checkbox').count();
    expect(count).toBeGreaterThan(4);
    expect(await list.getByRole('status').textContent()).toBe(`0 of ${count} ticked`);

    // Ticked by keyboard, as on a phone's screen reader or a laptop in the kitchen.
    await item.focus();
    await page.keyboard.press('Space');
    expect(await item.isChecked()).toBe(true);
    expect(await list.getByRole('status').textContent()).toBe(`1 of ${count} ticked`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    await page.reload();
    await shopping.click();
    await item.waitFor();
    expect(await item.isChecked()).toBe(true);
    expect(await list.getByRole('status').textContent()).toBe(`1 of ${count} ticked`);
    expect(journey.errors).toEqual([]);
  });

  it('turns into day cards on a narrow screen, still usable by keyboard', async () => {
    const narrow = await Journey.start({ width: 390, height: 844 });
    try {
      const page = await narrow.newPage();
      await page.goto('/mealplanner');
      const days = page.getByRole('region', { name: 'Your meal plan, day by day' });
      await days.waitFor();
      expect(await page.getByRole('table').isVisible()).toBe(false);
      const planDate = await page.getByLabel('Plan date').inputValue();
      expect(await days.getByRole('heading', { level: 3 }).allTextContents()).toEqual(dayNames(planDate, 7));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The days follow the plan date when it changes.
      await page.getByLabel('Plan date').fill('2030-01-01');
      await expect.poll(() => days.getByRole('heading', { level: 3 }).first().textContent()).toBe('Tue 1 Jan');
      expect(await days.getByRole('heading', { level: 3 }).allTextContents()).toEqual(dayNames('2030-01-01', 7));

      const second = days.getByRole('listitem', { name: 'Wed 2 Jan', exact: true });
      await second.getByRole('button', { name: 'Add meal to Wed 2 Jan Lunch' }).focus();
      await page.keyboard.press('Enter');
      const search = page.getByRole('dialog', { name: 'Add a meal' });
      await page.keyboard.type('lentil');
      await search.getByRole('list', { name: 'Recipes' }).getByRole('button').first().waitFor();
      // Enter leaves the search box for the first result; a second Enter picks it.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await search.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Add meal to Wed 2 Jan Lunch');
      expect(Number.parseInt((await second.locator('.day-card__kcal').textContent()) ?? '', 10)).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(narrow.errors).toEqual([]);
    } finally {
      await narrow.close();
    }
  });
});
