import type { Page } from '@playwright/test';
import { MEAL_PLAN_MESSAGES, type PlanDayEntry } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { browserToday, dayName, isoAfter, wednesdayAfter } from '../src/dates';
import { expect, open, test } from '../src/fixtures';

/** Adds a meal of the visitor's own to a cell of the planner, named like "Wed 25 Nov Breakfast". */
async function addOwnMeal(page: Page, slot: string, name: string) {
  await page.getByRole('button', { name: `Add meal to ${slot}` }).click();
  const search = page.getByRole('dialog', { name: 'Add a meal' });
  await search.getByRole('searchbox', { name: 'Search recipes' }).fill(name);
  await search.getByRole('button', { name: `Add “${name}” as your own meal` }).click();
  await expect(search).toHaveCount(0);
}

// The whole loop of a saved plan through the screens alone: sign in, plan, save, find, tick, edit, delete.
test.describe('a saved plan from the planner to the dashboard', () => {
  test.use({ accountName: 'Sam Saver' });

  test('signs in, plans a meal, saves, then ticks, edits and deletes it on the dashboard', async ({
    page,
    account,
  }) => {
    await open(page, '/');

    // Sign in through the login panel.
    await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
    const signIn = page.getByRole('dialog').getByRole('form', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password').fill(account.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();
    await page.keyboard.press('Escape');

    // Plan the first day's breakfast in the planner and save: the plan date is today.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Custom Meal Planner' }).click();
    const today = await page.getByLabel('Plan date').inputValue();
    await page.getByRole('button', { name: `Add meal to ${dayName(today)} Breakfast` }).click();
    const search = page.getByRole('dialog', { name: 'Add a meal' });
    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('lentil');
    const result = search.getByRole('list', { name: 'Recipes' }).getByRole('button').first();
    const recipe = ((await result.locator('.add-meal__title').textContent()) ?? '').trim();
    await result.click();
    await expect(search).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect(page.getByText(/^Plan saved for/)).toBeVisible();

    // Find it on the dashboard for today, its first day open.
    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const panel = page.getByRole('region', { name: 'Custom Meal Plan' });
    const firstDay = panel.getByRole('button', { name: new RegExp(`^${dayName(today)} · Day 1`) });
    await expect(panel.getByText(recipe, { exact: true })).toBeVisible();
    await expect(firstDay).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(MEAL_PLAN_MESSAGES.noAiPlan, { exact: true })).toBeVisible();

    const breakfast = panel.getByRole('checkbox', { name: 'Mark Breakfast on day 1 as eaten' });
    await breakfast.check();
    await expect(firstDay).toContainText('1/1');

    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' }).fill('Red lentil soup');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await expect(panel.getByText('Changes saved.')).toBeVisible();
    await firstDay.click();
    await expect(panel.getByText('Red lentil soup', { exact: true })).toBeVisible();

    await panel.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this custom meal plan?' })
      .getByRole('button', { name: 'Delete plan' })
      .click();
    await expect(panel.getByText(MEAL_PLAN_MESSAGES.noCustomPlan, { exact: true })).toBeVisible();
  });

  test('shows a plan saved for a Wednesday on its dates, and asks before saving over it', async ({
    page,
    signedIn: _account,
  }) => {
    await open(page, '/mealplanner');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const wednesday = wednesdayAfter(await browserToday(page));
    const days = Array.from({ length: 7 }, (_, day) => dayName(wednesday, day));
    expect(days[0]).toMatch(/^Wed \d+ \w{3}$/);

    // The planner's day columns follow the plan date.
    await page.getByLabel('Plan date').fill(wednesday);
    const table = page.getByRole('table');
    await expect(table.locator('thead th')).toHaveText(['Meals', ...days]);
    await addOwnMeal(page, `${days[0]} Breakfast`, 'Shakshuka');
    const notice = page.locator('.planner__notice');
    const save = page.getByRole('button', { name: 'Save Meal Plan' });
    await save.click();
    await expect(notice).toHaveText(/^Plan saved for /);

    // On the dashboard the Wednesday is the plan's first day, and the six days after it are marked too.
    await open(page, '/dashboard');
    const panel = page.getByRole('region', { name: 'Custom Meal Plan' });
    const selected = page.locator('.calendar__day[aria-pressed="true"]');
    const goTo = async (offset: number) => {
      await page.getByLabel('Go to a date').fill(isoAfter(wednesday, offset));
      await expect(selected).toHaveAttribute('data-iso', isoAfter(wednesday, offset));
    };
    await goTo(0);
    const first = panel.getByRole('button', { name: new RegExp(`^${days[0]} · Day 1`) });
    await expect(panel.getByText('Shakshuka', { exact: true })).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    for (let offset = 0; offset < 7; offset++) {
      await goTo(offset);
      await expect(selected).toHaveAttribute('aria-label', /Custom plan saved$/);
    }
    // The last day is the one open now; nothing is planned on it.
    const last = panel.getByRole('button', { name: new RegExp(`^${days[6]} · Day 7`) });
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await expect(last).toContainText('Nothing planned');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await goTo(7);
    await expect(panel.getByText(MEAL_PLAN_MESSAGES.noCustomPlan, { exact: true })).toBeVisible();
    await expect(selected).not.toHaveAttribute('aria-label', /Custom plan saved/);

    // Saving the same date again asks first. Keeping the saved plan leaves it as it was.
    await open(page, '/mealplanner');
    await addOwnMeal(page, `${days[1]} Lunch`, 'Lentil soup');
    const stored = () => page.request.get(`/api/mealplan/custom/${wednesday}`);
    const before = await stored();
    await save.click();
    const dialog = page.getByRole('dialog', { name: `Replace your plan for ${days[0]}?` });
    await expect(
      dialog.getByText(`Your saved custom meal plan for ${days[0]} (7 days) will be replaced by this one.`),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep saved plan' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(notice).toHaveText(`Nothing was saved: your saved plan for ${days[0]} stays as it was.`);
    await expect(save).toBeFocused();
    const kept = await stored();
    expect(kept.headers()['x-version']).toBe(before.headers()['x-version']);
    expect(await kept.json()).toEqual(await before.json());

    // Replacing it saves the plan on the page.
    await save.click();
    await dialog.getByRole('button', { name: 'Replace plan' }).click();
    await expect(notice).toHaveText(/^Plan saved for /);
    const replaced = (await (await stored()).json()) as PlanDayEntry[];
    expect(replaced.map((day) => [day.breakfast, day.lunch]).slice(0, 2)).toEqual([
      ['Shakshuka', 'No lunch planned'],
      ['No breakfast planned', 'Lentil soup'],
    ]);
  });
});
