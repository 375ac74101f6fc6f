import type { Page } from '@playwright/test';
import { MEAL_PLAN_MESSAGES, type PlanDayEntry } from '@thrive/contract';
import { signUp } from '../src/accounts';
import { seriousAxeViolations } from '../src/axe';
import { dayName } from '../src/dates';
import { expect, open, reload, test } from '../src/fixtures';

/** The names of the first `count` day columns: their dates from the plan date. */
const dayNames = (planDate: string, count: number) => Array.from({ length: count }, (_, day) => dayName(planDate, day));

/** A day's total in the table's footer ("1,250 kcal"). */
const dayTotal = (page: Page, day: number) => page.locator('tfoot td').nth(day).locator('.planner-total__kcal');
const kcalOf = async (page: Page, day: number) =>
  Number.parseInt(((await dayTotal(page, day).textContent()) ?? '').replace(',', ''), 10);
/** A total of more than nothing. */
const SOME_KCAL = /^[1-9][\d,]* kcal$/;

/** Adds the first recipe the search finds for `query` to a cell, e.g. 'Wed 25 Nov Breakfast'; gives its title. */
async function addRecipe(page: Page, cell: string, query: string): Promise<string> {
  await page.getByRole('button', { name: `Add meal to ${cell}` }).click();
  const search = page.getByRole('dialog', { name: 'Add a meal' });
  await search.getByRole('searchbox', { name: 'Search recipes' }).fill(query);
  const result = search.getByRole('list', { name: 'Recipes' }).getByRole('button').first();
  const title = (await result.locator('.add-meal__title').textContent()) ?? '';
  await result.click();
  await expect(search).toHaveCount(0);
  return title;
}

test.describe('the custom meal planner', () => {
  test('plans by keyboard, customises, keeps the draft over a reload and saves once signed in', async ({ page }) => {
    await open(page, '/mealplanner');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const planDate = await page.getByLabel('Plan date').inputValue();
    const week = dayNames(planDate, 7);
    await expect(table.locator('thead th')).toHaveText(['Meals', ...week]);
    await expect(table.locator('tbody th')).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
    await expect(page.getByRole('link', { name: 'AI Meal Plan', exact: true })).toHaveAttribute('href', '/aimeal');

    // Visitors may plan but not save.
    const notice = page.locator('.planner__notice');
    await expect(notice).toHaveAttribute('role', 'status');
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect(notice).toHaveText(MEAL_PLAN_MESSAGES.loginToSave);

    // Add a recipe to the first day's breakfast with the keyboard alone.
    await expect(dayTotal(page, 0)).toHaveText('0 kcal');
    const addBreakfast = page.getByRole('button', { name: `Add meal to ${week[0]} Breakfast` });
    await addBreakfast.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('dialog', { name: 'Add a meal' });
    await expect(search).toBeVisible();
    await page.keyboard.type('oat');
    const results = search.getByRole('list', { name: 'Recipes' }).getByRole('button');
    const firstResult = results.first();
    await expect(firstResult).toBeVisible();
    // At most five results.
    await expect(results.nth(5)).toHaveCount(0);
    const title = (await firstResult.locator('.add-meal__title').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(20);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(search).toHaveCount(0);
    // Focus comes back to the cell, ready for the next meal.
    await expect(addBreakfast).toBeFocused();

    const item = table.locator(`button[title="${title}"]`);
    await expect(item.locator('.planner-item__name')).toHaveText(`${title.slice(0, 20).trimEnd()}…`);
    await expect(dayTotal(page, 0)).toHaveText(SOME_KCAL);
    const oneServing = await kcalOf(page, 0);

    // Two servings double the day's calories.
    await item.click();
    const details = page.getByRole('dialog', { name: title });
    await details.getByRole('spinbutton', { name: 'Servings' }).fill('2');
    await expect(details.getByRole('link', { name: 'View recipe' })).toHaveAttribute('href', /^\/recipe\/\d+$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => kcalOf(page, 0)).toBeGreaterThanOrEqual(oneServing * 2 - 1);

    // Four meals a day over eight days, the fourth renamed.
    await page.getByRole('button', { name: 'Customize Table' }).click();
    const customize = page.getByRole('dialog', { name: 'Customize Table' });
    await customize.getByLabel('Meals a day').fill('4');
    await customize.getByLabel('Days').fill('8');
    await customize.getByLabel('Meal 4').fill('Late snack');
    await customize.getByRole('button', { name: 'Apply' }).click();
    await expect(customize).toHaveCount(0);
    await expect(table.locator('thead th')).toHaveText(['Meals', ...dayNames(planDate, 8)]);
    await expect(table.locator('tbody th')).toHaveText(['Breakfast', 'Lunch', 'Dinner', 'Late snack']);

    // A meal of the visitor's own, with only its calories.
    await page.getByRole('button', { name: `Add meal to ${dayName(planDate, 7)} Late snack` }).click();
    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('Apple slices');
    await search.getByLabel('Calories (optional)').fill('95');
    await search.getByRole('button', { name: 'Add “Apple slices” as your own meal' }).click();
    await expect(search).toHaveCount(0);
    await expect(dayTotal(page, 7)).toHaveText('95 kcal');

    // Shrinking asks before it drops a planned meal.
    await page.getByRole('button', { name: 'Customize Table' }).click();
    await customize.getByLabel('Days').fill('7');
    await customize.getByRole('button', { name: 'Apply' }).click();
    await expect(
      customize.getByText('The smaller table leaves out 1 planned meal. Remove it and apply?'),
    ).toBeVisible();
    await customize.getByRole('button', { name: 'Keep editing' }).click();
    await page.keyboard.press('Escape');
    await expect(customize).toHaveCount(0);
    await expect(table.locator('thead th')).toHaveCount(9);

    // The draft survives a reload.
    await reload(page);
    await expect(table.locator('thead th')).toHaveText(['Meals', ...dayNames(planDate, 8)]);
    await expect(table.locator('tbody th')).toHaveText(['Breakfast', 'Lunch', 'Dinner', 'Late snack']);
    await expect(table.locator(`button[title="${title}"]`)).toHaveCount(1);
    await expect(dayTotal(page, 7)).toHaveText('95 kcal');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Signed in, the plan saves under the chosen date.
    await signUp(page, 'Paula Planner');
    await reload(page);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByLabel('Plan date')).toHaveValue(planDate);
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect(notice).toHaveText(/^Plan saved for .+\. Find it on your dashboard\.$/);
    await expect(notice.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');

    const saved = await page.request.get(`/api/mealplan/custom/${planDate}`);
    expect(saved.status()).toBe(200);
    const days = (await saved.json()) as PlanDayEntry[];
    expect(days.map((day) => day.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(days[0]?.rows.map((row) => row.label)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Late snack']);
    expect(days[0]?.rows[0]?.items).toEqual([expect.objectContaining({ name: title, servings: 2 })]);
    expect(days[7]?.rows[3]?.items).toEqual([expect.objectContaining({ name: 'Apple slices', calories: 95 })]);
  });

  test('lists the shopping for the planned recipes and keeps what is ticked over a reload', async ({ page }) => {
    await open(page, '/mealplanner');
    const shopping = page.getByRole('button', { name: 'Shopping list' });
    await expect(shopping).toBeDisabled();

    const [first, second] = dayNames(await page.getByLabel('Plan date').inputValue(), 2);
    await addRecipe(page, `${first} Breakfast`, 'oat');
    await addRecipe(page, `${second} Dinner`, 'lentil');
    await shopping.click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    const firstName = list.locator('.shopping-list__name').first();
    await expect(firstName).toBeVisible();
    const name = (await firstName.textContent()) ?? '';
    const item = list.getByRole('checkbox', { name, exact: true });
    const count = await list.getByRole('checkbox').count();
    expect(count).toBeGreaterThan(4);
    await expect(list.getByRole('status')).toHaveText(`0 of ${count} ticked`);

    // Ticked by keyboard, as on a phone's screen reader or a laptop in the kitchen.
    await item.focus();
    await page.keyboard.press('Space');
    await expect(item).toBeChecked();
    await expect(list.getByRole('status')).toHaveText(`1 of ${count} ticked`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);

    await reload(page);
    await shopping.click();
    await expect(item).toBeChecked();
    await expect(list.getByRole('status')).toHaveText(`1 of ${count} ticked`);
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('turns into day cards on a narrow screen, still usable by keyboard', async ({ page }) => {
      await open(page, '/mealplanner');
      const days = page.getByRole('region', { name: 'Your meal plan, day by day' });
      await expect(days).toBeVisible();
      await expect(page.getByRole('table')).toBeHidden();
      const planDate = await page.getByLabel('Plan date').inputValue();
      const headings = days.getByRole('heading', { level: 3 });
      await expect(headings).toHaveText(dayNames(planDate, 7));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The days follow the plan date when it changes.
      await page.getByLabel('Plan date').fill('2030-01-01');
      await expect(headings.first()).toHaveText('Tue 1 Jan');
      await expect(headings).toHaveText(dayNames('2030-01-01', 7));

      const second = days.getByRole('listitem', { name: 'Wed 2 Jan', exact: true });
      const addLunch = second.getByRole('button', { name: 'Add meal to Wed 2 Jan Lunch' });
      await addLunch.focus();
      await page.keyboard.press('Enter');
      const search = page.getByRole('dialog', { name: 'Add a meal' });
      await page.keyboard.type('lentil');
      await expect(search.getByRole('list', { name: 'Recipes' }).getByRole('button').first()).toBeVisible();
      // Enter leaves the search box for the first result; a second Enter picks it.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(search).toHaveCount(0);
      await expect(addLunch).toBeFocused();
      await expect(second.locator('.day-card__kcal')).toHaveText(SOME_KCAL);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
