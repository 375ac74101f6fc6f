import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayName } from '../src/dates';
import { Journey, seriousAxeViolations } from '../src/journey';
import { recipeFacts, recipeIds } from '../src/recipes';

/** The AI page as on a first visit: nothing an earlier journey planned in this browser. */
async function freshAiPage(page: Page, path = '/aimeal') {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
}

/** Each shown day's total, read from the table's footer ("2,601 kcal"). */
async function dayTotals(page: Page): Promise<number[]> {
  const cells = await page.getByRole('table').locator('tfoot td strong').allTextContents();
  return cells.map((cell) => Number(cell.replace(/[^\d.]/g, '')));
}

describe('the AI meal plan page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('generates, customises to 4 meals × 5 days, swaps a meal and lists the shopping', async () => {
    const page = await journey.newPage();
    await freshAiPage(page, '/AIMeal');
    const table = page.getByRole('table');
    await table.waitFor();
    // Each day keeps its name (day1, day2…), with its date under it: day 1 is today, the date the plan is saved under.
    const dates = await page.evaluate(() =>
      Array.from({ length: 7 }, (_, index) => {
        const date = new Date();
        date.setDate(date.getDate() + index);
        return date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
      }),
    );
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'DAYS',
      ...dates.map((date, index) => `day${index + 1} ${date}`),
    ]);
    expect(await table.locator('tbody tr').count()).toBe(3);
    // A new plan is another week: its 21 recipes, not just its first, since a day's best breakfast may recur.
    const weekIds = () => recipeIds(table.locator('tbody').getByRole('link'));
    const before = await weekIds();

    await page.getByRole('button', { name: 'Generate New Plan' }).click();
    await expect.poll(weekIds).not.toEqual(before);

    await page.getByRole('button', { name: 'Customize Table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Table' });
    await dialog.getByLabel('Meals a day').fill('4');
    await dialog.getByLabel('Days').fill('5');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    await expect.poll(() => table.locator('thead th').count()).toBe(6);
    // The meals that remain stay; the new row is empty until a new plan fills it.
    expect(await table.locator('tbody tr').nth(3).locator('td').first().textContent()).toBe('No meal planned');
    // Every day still totals close to 2000 kcal.
    for (const total of await dayTotals(page)) expect(Math.abs(total - 2000)).toBeLessThan(100);
    await page.getByRole('button', { name: 'Generate New Plan' }).click();
    await expect.poll(() => table.locator('tbody tr').nth(3).locator('td').first().getByRole('link').count()).toBe(1);

    const cell = table.locator('tbody tr').nth(1).locator('td').nth(2);
    const swappedBefore = await cell.getByRole('link').textContent();
    const otherCell = table.locator('tbody tr').nth(0).locator('td').nth(2);
    const keptBefore = await otherCell.getByRole('link').textContent();
    await cell.getByRole('button', { name: /^Swap/ }).click();
    await expect.poll(() => cell.getByRole('link').textContent()).not.toBe(swappedBefore);
    expect(await otherCell.getByRole('link').textContent()).toBe(keptBefore);

    await page.getByRole('button', { name: 'Shopping list' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    await list.locator('.shopping-list__groups li').first().waitFor();
    expect(await list.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(2);
    expect(await list.locator('.shopping-list__groups li').first().textContent()).toMatch(/\d/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Please log in to save a meal plan.');
    expect(journey.errors).toEqual([]);
  });

  it('saves the shown week under today’s date for a signed-in user', async () => {
    const page = await journey.newPage();
    await freshAiPage(page);
    const origin = new URL(page.url()).origin;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin },
      data: { name: 'Ai Saver', email: `ai-saver-${Date.now()}@example.com`, password: 'plan my week please' },
    });
    expect(signUp.ok()).toBe(true);
    await page.reload();
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().getByRole('link').first().waitFor();
    const firstMeal = await table.locator('tbody tr').first().locator('td').first().getByRole('link').textContent();

    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('AI meal plan saved successfully!');
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
    await expect
      .poll(() => page.locator('.toast').textContent())
      .toBe(`Nothing was saved: your saved plan for ${dayName(today)} stays as it was.`);
    expect((await page.request.get(`/api/mealplan/ai/${today}`)).headers()['x-updated-at']).toBe(
      saved.headers()['x-updated-at'],
    );
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await dialog.getByRole('button', { name: 'Replace plan' }).click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('AI meal plan saved successfully!');
    expect((await page.request.get(`/api/mealplan/ai/${today}`)).headers()['x-updated-at']).not.toBe(
      saved.headers()['x-updated-at'],
    );
    expect(journey.errors).toEqual([]);
  });
  it('plans a vegan 2,600 kcal week without peanuts once the visitor sets it, keeps it, and swaps on the same terms', async () => {
    const page = await journey.newPage();
    await freshAiPage(page);
    const table = page.getByRole('table');
    await table.getByRole('link').first().waitFor();
    expect(await page.locator('.ai-plan__settings-text').textContent()).toBe('2,000 kcal a day · a healthy mix');

    await page.getByRole('button', { name: 'Change' }).click();
    const form = page.getByRole('dialog', { name: 'Your plan settings' });
    // A value the API refuses stays in the form, said why, and never reaches the server.
    let refusedRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('targetCalories=6000')) refusedRequests += 1;
    });
    await form.getByLabel('Calories a day').fill('6000');
    await form.getByRole('button', { name: 'Apply' }).click();
    expect(await form.getByText('Please enter a calorie value between 500 and 5000.').isVisible()).toBe(true);
    expect(await form.getByLabel('Calories a day').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Calories a day').fill('2600');
    await form.getByLabel('Diet').selectOption('Vegan');
    await form.getByLabel('Other foods to leave out').fill('Peanuts');
    await form.getByRole('button', { name: 'Apply' }).click();
    // Focus is back on the control that opened the form.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change');
    // The week shown was made for the old settings, and says so; only a new plan replaces it.
    expect(await page.locator('.ai-plan__settings-text').textContent()).toBe('2,000 kcal a day · a healthy mix');
    const planned = page.waitForRequest((request) => request.url().includes('/api/mealplanner/generate'));
    await page.getByRole('button', { name: 'Plan a new week with them' }).click();
    const query = new URL((await planned).url()).searchParams;
    expect([query.get('targetCalories'), query.get('diet'), query.get('exclude'), query.get('carbs')]).toEqual([
      '2600',
      'vegan',
      'peanuts',
      '50',
    ]);
    await expect
      .poll(() => page.locator('.ai-plan__settings-text').textContent())
      .toBe('2,600 kcal a day · Vegan · without peanuts');
    expect(refusedRequests).toBe(0);

    const totals = await dayTotals(page);
    expect(totals).toHaveLength(7);
    for (const total of totals) expect(Math.abs(total - 2600) / 2600).toBeLessThanOrEqual(0.05);
    const ids = await recipeIds(table.locator('tbody').getByRole('link'));
    expect(ids).toHaveLength(21);
    for (const id of new Set(ids)) {
      const recipe = await recipeFacts(page, id);
      expect(recipe.diets, `recipe ${id}`).toContain('vegan');
      expect(recipe.extendedIngredients.map((item) => item.name).join(' '), `recipe ${id}`).not.toMatch(/peanut/i);
    }

    // All seven days are in view at 1280 px: nothing scrolls sideways, and day 7 ends inside the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const scroller = page.locator('.ai-plan__scroller');
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const lastDay = await table.locator('thead th').last().boundingBox();
    expect((lastDay?.x ?? Infinity) + (lastDay?.width ?? 0)).toBeLessThanOrEqual(1280);

    // A swap asks for the same calories, diet and exclusions, and brings a vegan recipe.
    const cell = table.locator('tbody tr').nth(2).locator('td').nth(6);
    const before = await cell.getByRole('link').textContent();
    const swapRequest = page.waitForRequest((request) => request.url().endsWith('/api/mealplanner/swap'));
    await cell.getByRole('button', { name: /^Swap .* \(day 7, meal 3\)$/ }).click();
    expect((await swapRequest).postDataJSON()).toMatchObject({
      targetCalories: 2600,
      diet: 'vegan',
      exclude: ['peanuts'],
      mealIndex: 2,
    });
    await expect.poll(() => cell.getByRole('link').textContent()).not.toBe(before);
    const [swappedId] = await recipeIds(cell.getByRole('link'));
    expect((await recipeFacts(page, swappedId!)).diets).toContain('vegan');

    // The week is stored: a new visit finds it as it was, swap included, without planning again.
    let replanned = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/mealplanner/generate')) replanned += 1;
    });
    await page.reload();
    await expect.poll(() => cell.getByRole('link').textContent()).not.toBe(before);
    expect(await recipeIds(cell.getByRole('link'))).toEqual([swappedId]);
    expect(await page.locator('.ai-plan__settings-text').textContent()).toBe(
      '2,600 kcal a day · Vegan · without peanuts',
    );
    expect(replanned).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(journey.errors).toEqual([]);
  });

  it('shows the week on a phone as day cards, each with its date, meals, Swap and total, without sideways scrolling', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await freshAiPage(page);
    const days = page.getByRole('region', { name: 'Your meal plan, day by day' });
    await days.getByRole('link').first().waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const cards = days.getByRole('listitem');
    expect(await cards.count()).toBe(7);
    const headings = await days.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.map((heading) => heading.split(' ')[0])).toEqual([
      'day1',
      'day2',
      'day3',
      'day4',
      'day5',
      'day6',
      'day7',
    ]);
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }),
    );
    expect(headings[0]).toBe(`day1 ${today}`);

    const second = days.getByRole('listitem', { name: headings[1] });
    expect(await second.locator('dt').allTextContents()).toEqual(['MEAL 1', 'MEAL 2', 'MEAL 3']);
    expect(await second.locator('.day-card__kcal').textContent()).toMatch(/^\d{1},?\d{3} kcal$/);
    for (const id of await recipeIds(second.getByRole('link'))) expect(id).toBeGreaterThan(0);

    const lunch = second.locator('.day-card__meal').nth(1);
    const before = await lunch.getByRole('link').textContent();
    await lunch.getByRole('button', { name: /^Swap .* \(day 2, meal 2\)$/ }).click();
    await expect.poll(() => lunch.getByRole('link').textContent()).not.toBe(before);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(journey.errors).toEqual([]);
  });
});
