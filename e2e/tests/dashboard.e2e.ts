import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MEAL_PLAN_MESSAGES, type ComplexSearchResponse, type SaveMealPlanRequest } from '@thrive/contract';
import { newAccount, signInAs } from '../src/accounts';
import { browserToday, dayName } from '../src/dates';
import { Journey, seriousAxeViolations } from '../src/journey';

const item = (name: string, calories: number) => ({ name, servings: 1, calories, protein: 20, carbs: 40, fat: 10 });

function plan(date: string): SaveMealPlanRequest {
  return {
    totalDays: 2,
    date,
    type: 'custom',
    meals: [
      {
        dayNumber: 1,
        rows: [
          { label: 'Breakfast', items: [item('Porridge with berries', 420)] },
          { label: 'Lunch', items: [] },
          { label: 'Dinner', items: [item('Lentil dahl', 610), item('Brown rice', 220)] },
        ],
      },
      { dayNumber: 2, rows: [{ label: 'Breakfast', items: [item('Scrambled tofu', 380)] }] },
    ],
  };
}

const selectedDay = (page: Page) => page.locator('.calendar__day[aria-pressed="true"]');
const customPanel = (page: Page) => page.getByRole('region', { name: 'Custom Meal Plan' });

describe('the dashboard', () => {
  const member = newAccount('Noor Haddad');
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('asks a visitor who is not signed in to log in', async () => {
    const page = await journey.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText(MEAL_PLAN_MESSAGES.loginForDashboard, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Dates without a plan are known from the list of saved dates, so not even a 404 reaches the console.
    expect(journey.errors).toEqual([]);
    await page.close();
  });

  it('marks the saved date, ticks a meal, edits an item and deletes the plan', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    await signInAs(page, member);
    // Today as the browser sees it, which is the day the dashboard opens on.
    const today = await browserToday(page);
    const saved = await page.request.post('/api/mealplan/save', { headers: { origin }, data: plan(today) });
    expect(saved.ok()).toBe(true);

    await page.goto('/dashboard');
    await page.getByText(/^Good (morning|afternoon|evening), Noor Haddad\./).waitFor();
    await expect.poll(() => selectedDay(page).getAttribute('aria-label')).toMatch(/today, Custom plan saved$/);
    await page.getByText(MEAL_PLAN_MESSAGES.noAiPlan, { exact: true }).waitFor();

    const panel = customPanel(page);
    // The plan's first day is named by its date, and is the one open: it is today's.
    const day1 = panel.getByRole('button', { name: new RegExp(`^${dayName(today)} · Day 1`) });
    const day2 = panel.getByRole('button', { name: new RegExp(`^${dayName(today, 1)} · Day 2`) });
    await panel.getByText('No lunch planned').waitFor();
    expect(await day1.getAttribute('aria-expanded')).toBe('true');
    expect(await day2.getAttribute('aria-expanded')).toBe('false');
    expect(await day1.textContent()).toContain('1250 kcal');

    const breakfast = panel.getByRole('checkbox', { name: 'Mark Breakfast on day 1 as eaten' });
    const dinner = panel.getByRole('checkbox', { name: 'Mark Dinner on day 1 as eaten' });
    // One request per tick: its response is the plan as stored.
    const stored = page.waitForResponse((response) => response.url().includes('/api/mealplan/check') && response.ok());
    await breakfast.check();
    await stored;
    await expect.poll(() => day1.textContent()).toContain('1/2');
    expect(await breakfast.isChecked()).toBe(true);
    await dinner.check();
    await expect.poll(() => day1.textContent()).toContain('2/2');

    // The ticks are stored: a fresh page shows them.
    await page.reload();
    await breakfast.waitFor();
    expect(await breakfast.isChecked()).toBe(true);
    expect(await dinner.isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Edit' }).click();
    // One plan at a time: the calendar waits until the edit is saved or cancelled.
    expect(await selectedDay(page).isDisabled()).toBe(true);
    const name = panel.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' });
    await name.fill('Bircher muesli');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await panel.getByText('Changes saved.').waitFor();
    expect(await day1.getAttribute('aria-expanded')).toBe('false');
    expect(await selectedDay(page).isDisabled()).toBe(false);
    await day1.click();
    await panel.getByText('Bircher muesli', { exact: true }).waitFor();
    // The changed meal starts unticked; the untouched one keeps its tick.
    expect(await breakfast.isChecked()).toBe(false);
    expect(await dinner.isChecked()).toBe(true);

    await panel.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this custom meal plan?' });
    await dialog.getByRole('button', { name: 'Delete plan' }).click();
    await panel.getByText(MEAL_PLAN_MESSAGES.noCustomPlan, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => selectedDay(page).getAttribute('aria-label')).toMatch(/today$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Dates without a plan are known from the list of saved dates, so not even a 404 reaches the console.
    expect(journey.errors).toEqual([]);
  });

  it('opens the shopping list of a saved plan, leaving out the meals without a recipe', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await signInAs(page, member);
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    const search = await page.request.get('/api/recipes/complexSearch?query=lentil&number=1');
    const recipe = ((await search.json()) as ComplexSearchResponse).results[0]!;
    const saved = plan(today);
    saved.meals[0]!.rows![1]!.items.push({ ...item(recipe.title, 450), recipeId: recipe.id, servings: 2 });
    const origin = new URL(page.url()).origin;
    expect((await page.request.post('/api/mealplan/save', { headers: { origin }, data: saved })).ok()).toBe(true);

    await page.goto('/dashboard');
    await customPanel(page).getByRole('button', { name: 'Shopping list' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    await list.getByRole('checkbox').first().waitFor();
    await list.getByText('4 meals without a recipe are left out.').waitFor();
    expect(await list.getByRole('status').textContent()).toMatch(/^0 of \d+ ticked$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(journey.errors).toEqual([]);
  });
});
