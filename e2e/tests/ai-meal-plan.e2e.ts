import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayName } from '../src/dates';
import { Journey, seriousAxeViolations } from '../src/journey';

describe('the AI meal plan page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('generates, customises to 4 meals × 5 days, swaps a meal and lists the shopping', async () => {
    const page = await journey.newPage();
    await page.goto('/AIMeal');
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'DAYS',
      'day1',
      'day2',
      'day3',
      'day4',
      'day5',
      'day6',
      'day7',
    ]);
    expect(await table.locator('tbody tr').count()).toBe(3);
    const firstTitle = () => table.locator('tbody tr').first().locator('td').first().getByRole('link').textContent();
    const before = await firstTitle();

    await page.getByRole('button', { name: 'Generate New Plan' }).click();
    await expect.poll(firstTitle).not.toBe(before);

    await page.getByRole('button', { name: 'Customize Table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Table' });
    await dialog.getByLabel('Meals a day').fill('4');
    await dialog.getByLabel('Days').fill('5');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    await expect.poll(() => table.locator('thead th').count()).toBe(6);
    // The rows appear at once; the new plan for them may still be on its way (the old one stands in meanwhile).
    await expect.poll(() => page.locator('.ai-plan__scroller').getAttribute('aria-busy')).toBe('false');
    // Every day still totals close to 2000 kcal.
    for (const cell of await table.locator('tfoot td strong').allTextContents()) {
      expect(Math.abs(Number.parseInt(cell, 10) - 2000)).toBeLessThan(100);
    }

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
    expect(await list.locator('.shopping-list__groups li').first().textContent()).toMatch(/\d+ g/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Please log in to save a meal plan.');
    expect(journey.errors).toEqual([]);
  });

  it('saves the shown week under today’s date for a signed-in user', async () => {
    const page = await journey.newPage();
    await page.goto('/aimeal');
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
});
