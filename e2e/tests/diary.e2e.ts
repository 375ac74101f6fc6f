import type { Page } from '@playwright/test';
import type { SaveMealPlanRequest } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { browserToday, isoAfter } from '../src/dates';
import { expect, open, reload, test } from '../src/fixtures';

const meal = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A plan for today with a lunch of 1.5 servings of a 400 kcal meal: 600 kcal eaten as planned. */
function lunchPlan(date: string): SaveMealPlanRequest {
  return {
    totalDays: 1,
    date,
    type: 'custom',
    meals: [
      {
        dayNumber: 1,
        rows: [
          { label: 'Breakfast', items: [] },
          {
            label: 'Lunch',
            items: [{ name: 'Lentil soup', servings: 1.5, calories: 400, protein: 20, carbs: 50, fat: 10 }],
          },
          { label: 'Dinner', items: [] },
        ],
      },
    ],
  };
}

test.describe('the food diary', () => {
  test.use({ accountName: 'Lena Park' });

  test('asks a visitor to sign in', async ({ page }) => {
    await open(page, '/diary');
    await expect(page.getByText('Sign in to keep a food diary.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('logs a breakfast by search and portion, a lunch as planned and a snack by quick add', async ({
    page,
    signedIn: _account,
  }) => {
    await open(page, '/');
    const today = await browserToday(page);
    const saved = await page.request.post('/api/mealplan/save', {
      headers: { origin: new URL(page.url()).origin },
      data: lunchPlan(today),
    });
    expect(saved.ok()).toBe(true);

    await open(page, '/');
    await page.getByRole('link', { name: 'Diary', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    // Breakfast: two large eggs, found despite a typo, by keyboard from the search box.
    await meal(page, 'Breakfast').getByRole('button', { name: 'Add food' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to breakfast' });
    await dialog.getByLabel('Search foods').fill('eg whole raw fresh');
    await dialog.getByRole('button', { name: /^Egg, whole, raw, fresh/ }).click();
    await expect(dialog.getByText('Contains: eggs.')).toBeVisible();
    await dialog.getByLabel('Portion').selectOption({ label: 'large (50 g)' });
    await dialog.getByLabel('How much').fill('2');
    await expect(dialog.getByText(/^100 g: 143 kcal/)).toBeVisible();
    await dialog.getByLabel('How much').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(meal(page, 'Breakfast').getByText('2 large (100 g)')).toBeVisible();

    // Lunch: as planned, 1.5 servings of 400 kcal.
    await meal(page, 'Lunch')
      .getByRole('button', { name: /Ate as planned/ })
      .click();
    await expect(meal(page, 'Lunch').getByText('Lentil soup')).toBeVisible();
    await expect(meal(page, 'Lunch').getByText('600 kcal').first()).toBeVisible();

    // A snack typed by hand; a bad figure is refused first.
    await meal(page, 'Snacks').getByRole('button', { name: 'Add food' }).click();
    const snack = page.getByRole('dialog', { name: 'Add to snacks' });
    await snack.getByRole('button', { name: 'Quick add' }).click();
    await snack.getByLabel('What you ate').fill('Office cake');
    await snack.getByLabel('Calories (kcal)').fill('-5');
    await snack.getByRole('button', { name: 'Add to snacks' }).click();
    await expect(snack.getByText('must not be below 0 kcal')).toBeVisible();
    await snack.getByLabel('Calories (kcal)').fill('320');
    await snack.getByLabel('Fat (g)').fill('15');
    await snack.getByRole('button', { name: 'Add to snacks' }).click();
    await expect(meal(page, 'Snacks').getByText('Office cake')).toBeVisible();

    // The day's totals: 143 + 600 + 320 kcal, and the eggs' vitamin B12 in the micronutrient panel.
    const totals = page.getByRole('region', { name: 'The day’s totals' });
    await expect(totals.getByRole('meter', { name: 'Calories' })).toHaveAttribute('aria-valuenow', '1063');
    const micros = page.getByRole('region', { name: 'Vitamins, minerals and more' });
    await micros.getByText('Vitamin B12', { exact: true }).click();
    await expect(
      micros.getByRole('list', { name: 'Where the vitamin b12 came from' }).getByText(/^Egg, whole/),
    ).toBeVisible();

    // What was logged is with the account: a reload shows it, and so does the day before after Back.
    await reload(page);
    await expect(meal(page, 'Snacks').getByText('Office cake')).toBeVisible();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${isoAfter(today, -1)}`));
    await expect(meal(page, 'Breakfast').getByText('Nothing logged yet.')).toBeVisible();
    await page.goBack();
    await expect(meal(page, 'Breakfast').getByText('2 large (100 g)')).toBeVisible();

    // Removing an entry can be undone.
    await meal(page, 'Snacks').getByRole('button', { name: 'Remove Office cake' }).click();
    await expect(meal(page, 'Snacks').getByText('Office cake')).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(meal(page, 'Snacks').getByText('Office cake')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The dashboard counts what was eaten: the chart shows today's logged calories in place of the plan's, and the
    // week compares planned, eaten and the 2,000 kcal target.
    await open(page, '/dashboard');
    const chart = page.getByRole('region', { name: 'Calories by day' }).getByRole('img');
    await expect(chart).toHaveAccessibleName(/: 1063 kcal eaten/);
    const week = page.getByRole('region', { name: 'Planned and eaten this week' });
    const todayRow = week.locator('tr[data-picked="true"]');
    await expect(todayRow.getByRole('cell')).toHaveText(['600', '1063', '−937']);
  });
});
