import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../src/axe';
import { dayName } from '../src/dates';
import { expect, open, reload, test } from '../src/fixtures';
import { recipeFacts, recipeIds } from '../src/recipes';

/** Each shown day's total, read from the table's footer ("2,601 kcal"). */
async function dayTotals(page: Page): Promise<number[]> {
  const cells = await page.getByRole('table').locator('tfoot td strong').allTextContents();
  return cells.map((cell) => Number(cell.replace(/[^\d.]/g, '')));
}

test.describe('the AI meal plan page', () => {
  test('generates, customises to 4 meals × 5 days, swaps a meal and lists the shopping', async ({ page }) => {
    await open(page, '/AIMeal');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // Each day keeps its name (day1, day2…), with its date under it: day 1 is today, the date the plan is saved under.
    const dates = await page.evaluate(() =>
      Array.from({ length: 7 }, (_, index) => {
        const date = new Date();
        date.setDate(date.getDate() + index);
        return date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
      }),
    );
    await expect(table.locator('thead th')).toHaveText([
      'DAYS',
      ...dates.map((date, index) => `day${index + 1} ${date}`),
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    // A new plan is another week: its 21 recipes, not just its first, since a day's best breakfast may recur.
    const weekLinks = table.locator('tbody').getByRole('link');
    await expect(weekLinks).toHaveCount(21);
    const before = await recipeIds(weekLinks);

    await page.getByRole('button', { name: 'Generate New Plan' }).click();
    await expect.poll(() => recipeIds(weekLinks)).not.toEqual(before);

    await page.getByRole('button', { name: 'Customize Table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Table' });
    await dialog.getByLabel('Meals a day').fill('4');
    await dialog.getByLabel('Days').fill('5');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(4);
    await expect(table.locator('thead th')).toHaveCount(6);
    // The meals that remain stay; the new row is empty until a new plan fills it.
    await expect(table.locator('tbody tr').nth(3).locator('td').first()).toHaveText('No meal planned');
    // Every day still totals close to 2000 kcal.
    for (const total of await dayTotals(page)) expect(Math.abs(total - 2000)).toBeLessThan(100);
    await page.getByRole('button', { name: 'Generate New Plan' }).click();
    await expect(table.locator('tbody tr').nth(3).locator('td').first().getByRole('link')).toHaveCount(1);

    const cell = table.locator('tbody tr').nth(1).locator('td').nth(2);
    const swappedBefore = (await cell.getByRole('link').textContent()) ?? '';
    const otherCell = table.locator('tbody tr').nth(0).locator('td').nth(2);
    const keptBefore = (await otherCell.getByRole('link').textContent()) ?? '';
    await cell.getByRole('button', { name: /^Swap/ }).click();
    await expect(cell.getByRole('link')).not.toHaveText(swappedBefore);
    await expect(otherCell.getByRole('link')).toHaveText(keptBefore);

    await page.getByRole('button', { name: 'Shopping list' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    await expect(list.locator('.shopping-list__groups li').first()).toHaveText(/\d/);
    // More than two groups.
    await expect(list.getByRole('heading', { level: 3 }).nth(2)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect(page.locator('.toast')).toHaveText('Please log in to save a meal plan.');
  });

  test('saves the shown week under today’s date for a signed-in user', async ({ page, signedIn: _account }) => {
    await open(page, '/aimeal');
    const table = page.getByRole('table');
    const firstLink = table.locator('tbody tr').first().locator('td').first().getByRole('link');
    await expect(firstLink).toBeVisible();
    const firstMeal = await firstLink.textContent();
    const toast = page.locator('.toast');

    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect(toast).toHaveText('AI meal plan saved successfully!');
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    const saved = await page.request.get(`/api/mealplan/ai/${today}`);
    const days = (await saved.json()) as { breakfast: string; calories: number }[];
    expect(days).toHaveLength(7);
    expect(days[0]?.breakfast).toBe(firstMeal);
    expect(days[0]?.calories).toBeGreaterThan(1500);

    // Saving again asks before replacing the plan saved today: keeping it saves nothing, replacing saves.
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    const dialog = page.getByRole('dialog', { name: `Replace your plan for ${dayName(today)}?` });
    await dialog.getByRole('button', { name: 'Keep saved plan' }).click();
    await expect(toast).toHaveText(`Nothing was saved: your saved plan for ${dayName(today)} stays as it was.`);
    expect((await page.request.get(`/api/mealplan/ai/${today}`)).headers()['x-version']).toBe(
      saved.headers()['x-version'],
    );
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await dialog.getByRole('button', { name: 'Replace plan' }).click();
    await expect(toast).toHaveText('AI meal plan saved successfully!');
    expect((await page.request.get(`/api/mealplan/ai/${today}`)).headers()['x-version']).not.toBe(
      saved.headers()['x-version'],
    );
  });

  test('plans a vegan 2,600 kcal week without peanuts once the visitor sets it, keeps it, and swaps on the same terms', async ({
    page,
  }) => {
    await open(page, '/aimeal');
    const table = page.getByRole('table');
    const settings = page.locator('.ai-plan__settings-text');
    await expect(table.getByRole('link').first()).toBeVisible();
    await expect(settings).toHaveText('2,000 kcal a day · a healthy mix');

    await page.getByRole('button', { name: 'Change' }).click();
    const form = page.getByRole('dialog', { name: 'Your plan settings' });
    // A value the API refuses stays in the form, said why, and never reaches the server.
    let refusedRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('targetCalories=6000')) refusedRequests += 1;
    });
    await form.getByLabel('Calories a day').fill('6000');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('Please enter a calorie value between 500 and 5000.')).toBeVisible();
    await expect(form.getByLabel('Calories a day')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Calories a day').fill('2600');
    await form.getByLabel('Diet').selectOption('Vegan');
    await form.getByLabel('Other foods to leave out').fill('Peanuts');
    await form.getByRole('button', { name: 'Apply' }).click();
    // Focus is back on the control that opened the form.
    await expect(page.getByRole('button', { name: 'Change', exact: true })).toBeFocused();
    // The week shown was made for the old settings, and says so; only a new plan replaces it.
    await expect(settings).toHaveText('2,000 kcal a day · a healthy mix');
    const planned = page.waitForRequest((request) => request.url().includes('/api/ai-meal-plan/generate'));
    await page.getByRole('button', { name: 'Plan a new week with them' }).click();
    const query = new URL((await planned).url()).searchParams;
    expect([query.get('targetCalories'), query.get('diet'), query.get('exclude'), query.get('carbs')]).toEqual([
      '2600',
      'vegan',
      'peanuts',
      '50',
    ]);
    await expect(settings).toHaveText('2,600 kcal a day · Vegan · without peanuts');
    expect(refusedRequests).toBe(0);

    const totals = await dayTotals(page);
    expect(totals).toHaveLength(7);
    for (const total of totals) expect(Math.abs(total - 2600) / 2600).toBeLessThanOrEqual(0.05);
    const ids = await recipeIds(table.locator('tbody').getByRole('link'));
    expect(ids).toHaveLength(21);
    for (const id of new Set(ids)) {
      const recipe = await recipeFacts(page, id);
      expect(recipe.diets, `recipe ${id}`).toContain('vegan');
      expect(recipe.ingredients.map((item) => item.name).join(' '), `recipe ${id}`).not.toMatch(/peanut/i);
    }

    // All seven days are in view at 1280 px: nothing scrolls sideways, and day 7 ends inside the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const scroller = page.locator('.ai-plan__scroller');
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const lastDay = await table.locator('thead th').last().boundingBox();
    expect((lastDay?.x ?? Infinity) + (lastDay?.width ?? 0)).toBeLessThanOrEqual(1280);

    // A swap asks for the same calories, diet and exclusions, and brings a vegan recipe.
    const cell = table.locator('tbody tr').nth(2).locator('td').nth(6);
    const before = (await cell.getByRole('link').textContent()) ?? '';
    const swapRequest = page.waitForRequest((request) => request.url().endsWith('/api/ai-meal-plan/swap'));
    await cell.getByRole('button', { name: /^Swap .* \(day 7, meal 3\)$/ }).click();
    expect((await swapRequest).postDataJSON()).toMatchObject({
      targetCalories: 2600,
      diet: 'vegan',
      exclude: ['peanuts'],
      mealIndex: 2,
    });
    await expect(cell.getByRole('link')).not.toHaveText(before);
    const [swappedId] = await recipeIds(cell.getByRole('link'));
    expect((await recipeFacts(page, swappedId!)).diets).toContain('vegan');

    // The week is stored: a new visit finds it as it was, swap included, without planning again.
    let replanned = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/ai-meal-plan/generate')) replanned += 1;
    });
    await reload(page);
    await expect(cell.getByRole('link')).toHaveAttribute('href', `/recipe/${swappedId}`);
    await expect(cell.getByRole('link')).not.toHaveText(before);
    await expect(settings).toHaveText('2,600 kcal a day · Vegan · without peanuts');
    expect(replanned).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows the week on a phone as day cards, each with its date, meals, Swap and total, without sideways scrolling', async ({
      page,
    }) => {
      await open(page, '/aimeal');
      const days = page.getByRole('region', { name: 'Your meal plan, day by day' });
      await expect(days.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('table')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await expect(days.getByRole('listitem')).toHaveCount(7);
      const today = await page.evaluate(() =>
        new Date().toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }),
      );
      const headings = days.getByRole('heading', { level: 3 });
      await expect(headings).toHaveText([`day1 ${today}`, /^day2 /, /^day3 /, /^day4 /, /^day5 /, /^day6 /, /^day7 /]);

      const second = days.getByRole('listitem', { name: (await headings.nth(1).textContent()) ?? '' });
      await expect(second.locator('dt')).toHaveText(['MEAL 1', 'MEAL 2', 'MEAL 3']);
      await expect(second.locator('.day-card__kcal')).toHaveText(/^\d{1},?\d{3} kcal$/);
      for (const id of await recipeIds(second.getByRole('link'))) expect(id).toBeGreaterThan(0);

      const lunch = second.locator('.day-card__meal').nth(1);
      const before = (await lunch.getByRole('link').textContent()) ?? '';
      await lunch.getByRole('button', { name: /^Swap .* \(day 2, meal 2\)$/ }).click();
      await expect(lunch.getByRole('link')).not.toHaveText(before);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
