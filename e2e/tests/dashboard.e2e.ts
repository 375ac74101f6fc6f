import type { Page } from '@playwright/test';
import { MEAL_PLAN_MESSAGES, type RecipeSearchResponse, type SaveMealPlanRequest } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { browserToday, dayName } from '../src/dates';
import { expect, open, reload, test } from '../src/fixtures';

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

/** Saves `saved` as the signed-in person's plan, through the API in the page's browser. */
async function savePlan(page: Page, saved: SaveMealPlanRequest) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/mealplan/save', { headers: { origin }, data: saved });
  expect(response.ok()).toBe(true);
}

test.describe('the dashboard', () => {
  test.use({ accountName: 'Noor Haddad' });

  test('asks a visitor who is not signed in to log in', async ({ page }) => {
    await open(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(MEAL_PLAN_MESSAGES.loginForDashboard, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Dates without a plan are known from the list of saved dates, so not even a 404 reaches the console
    // (the console is checked for every test).
  });

  test('marks the saved date, ticks a meal, edits an item and deletes the plan', async ({
    page,
    signedIn: _account,
  }) => {
    await open(page, '/');
    // Today as the browser sees it, which is the day the dashboard opens on.
    const today = await browserToday(page);
    await savePlan(page, plan(today));

    await open(page, '/dashboard');
    await expect(page.getByText(/^Good (morning|afternoon|evening), Noor Haddad\./)).toBeVisible();
    await expect(selectedDay(page)).toHaveAttribute('aria-label', /today, Custom plan saved$/);
    await expect(page.getByText(MEAL_PLAN_MESSAGES.noAiPlan, { exact: true })).toBeVisible();

    const panel = customPanel(page);
    // The plan's first day is named by its date, and is the one open: it is today's.
    const day1 = panel.getByRole('button', { name: new RegExp(`^${dayName(today)} · Day 1`) });
    const day2 = panel.getByRole('button', { name: new RegExp(`^${dayName(today, 1)} · Day 2`) });
    await expect(panel.getByText('No lunch planned')).toBeVisible();
    await expect(day1).toHaveAttribute('aria-expanded', 'true');
    await expect(day2).toHaveAttribute('aria-expanded', 'false');
    await expect(day1).toContainText('1250 kcal');

    const breakfast = panel.getByRole('checkbox', { name: 'Mark Breakfast on day 1 as eaten' });
    const dinner = panel.getByRole('checkbox', { name: 'Mark Dinner on day 1 as eaten' });
    // One request per tick: its response is the plan as stored.
    const stored = page.waitForResponse((response) => response.url().includes('/api/mealplan/check') && response.ok());
    await breakfast.check();
    await stored;
    await expect(day1).toContainText('1/2');
    await expect(breakfast).toBeChecked();
    await dinner.check();
    await expect(day1).toContainText('2/2');

    // The ticks are stored: a fresh page shows them.
    await reload(page);
    await expect(breakfast).toBeChecked();
    await expect(dinner).toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Edit' }).click();
    // One plan at a time: the calendar waits until the edit is saved or cancelled.
    await expect(selectedDay(page)).toBeDisabled();
    const name = panel.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' });
    await name.fill('Bircher muesli');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await expect(panel.getByText('Changes saved.')).toBeVisible();
    await expect(day1).toHaveAttribute('aria-expanded', 'false');
    await expect(selectedDay(page)).toBeEnabled();
    await day1.click();
    await expect(panel.getByText('Bircher muesli', { exact: true })).toBeVisible();
    // The changed meal starts unticked; the untouched one keeps its tick.
    await expect(breakfast).not.toBeChecked();
    await expect(dinner).toBeChecked();

    await panel.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this custom meal plan?' });
    await dialog.getByRole('button', { name: 'Delete plan' }).click();
    await expect(panel.getByText(MEAL_PLAN_MESSAGES.noCustomPlan, { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(selectedDay(page)).toHaveAttribute('aria-label', /today$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Dates without a plan are known from the list of saved dates, so not even a 404 reaches the console.
  });

  test('opens the shopping list of a saved plan, leaving out the meals without a recipe', async ({
    page,
    signedIn: _account,
  }) => {
    await open(page, '/');
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    const search = await page.request.get('/api/recipes?query=lentil&limit=1');
    const recipe = ((await search.json()) as RecipeSearchResponse).results[0]!;
    const saved = plan(today);
    saved.meals[0]!.rows![1]!.items.push({ ...item(recipe.title, 450), recipeId: recipe.id, servings: 2 });
    await savePlan(page, saved);

    await open(page, '/dashboard');
    await customPanel(page).getByRole('button', { name: 'Shopping list' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping list' });
    await expect(list.getByRole('checkbox').first()).toBeVisible();
    await expect(list.getByText('4 meals without a recipe are left out.')).toBeVisible();
    await expect(list.getByRole('status')).toHaveText(/^0 of \d+ ticked$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
