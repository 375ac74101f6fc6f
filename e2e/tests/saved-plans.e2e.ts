import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MEAL_PLAN_MESSAGES, type PlanDayEntry } from '@thrive/contract';
import { browserToday, dayName, isoAfter, wednesdayAfter } from '../src/dates';
import { Journey, seriousAxeViolations } from '../src/journey';
import { newAccount, signInAs } from '../src/accounts';

// The whole loop of a saved plan through the screens alone: sign in, plan, save, find, tick, edit, delete.
describe('a saved plan from the planner to the dashboard', () => {
  const account = newAccount('Sam Saver');
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('signs in, plans a meal, saves, then ticks, edits and deletes it on the dashboard', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    await signInAs(page, account);
    await page.request.post('/api/auth/sign-out', { headers: { origin }, data: {} });
    await page.reload();

    // Sign in through the login panel.
    await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
    const signIn = page.getByRole('dialog').getByRole('form', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password').fill(account.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome, ${account.name}!` }).waitFor();
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
    await search.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await page.getByText(/^Plan saved for/).waitFor();

    // Find it on the dashboard for today, its first day open.
    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const panel = page.getByRole('region', { name: 'Custom Meal Plan' });
    const firstDay = panel.getByRole('button', { name: new RegExp(`^${dayName(today)} · Day 1`) });
    await panel.getByText(recipe, { exact: true }).waitFor();
    expect(await firstDay.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(MEAL_PLAN_MESSAGES.noAiPlan, { exact: true }).waitFor();

    const breakfast = panel.getByRole('checkbox', { name: 'Mark Breakfast on day 1 as eaten' });
    await breakfast.check();
    await expect.poll(() => firstDay.textContent()).toContain('1/1');

    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' }).fill('Red lentil soup');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await panel.getByText('Changes saved.').waitFor();
    await firstDay.click();
    await panel.getByText('Red lentil soup', { exact: true }).waitFor();

    await panel.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this custom meal plan?' })
      .getByRole('button', { name: 'Delete plan' })
      .click();
    await panel.getByText(MEAL_PLAN_MESSAGES.noCustomPlan, { exact: true }).waitFor();
    expect(journey.errors).toEqual([]);
  });

  it('shows a plan saved for a Wednesday on its dates, and asks before saving over it', async () => {
    const page = await journey.newPage();
    await page.goto('/mealplanner');
    // A fresh planner: the draft of the journey before is stored in this browser.
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, account);
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    const wednesday = wednesdayAfter(await browserToday(page));
    const days = Array.from({ length: 7 }, (_, day) => dayName(wednesday, day));
    expect(days[0]).toMatch(/^Wed \d+ \w{3}$/);

    // The planner's day columns follow the plan date.
    await page.getByLabel('Plan date').fill(wednesday);
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('thead th').allTextContents()).toEqual(['Meals', ...days]);
    await addOwnMeal(page, `${days[0]} Breakfast`, 'Shakshuka');
    const notice = page.locator('.planner__notice');
    const save = page.getByRole('button', { name: 'Save Meal Plan' });
    await save.click();
    await expect.poll(() => notice.textContent()).toMatch(/^Plan saved for /);

    // On the dashboard the Wednesday is the plan's first day, and the six days after it are marked too.
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Custom Meal Plan' });
    const selected = page.locator('.calendar__day[aria-pressed="true"]');
    const goTo = async (offset: number) => {
      await page.getByLabel('Go to a date').fill(isoAfter(wednesday, offset));
      await expect.poll(() => selected.getAttribute('data-iso')).toBe(isoAfter(wednesday, offset));
    };
    await goTo(0);
    const first = panel.getByRole('button', { name: new RegExp(`^${days[0]} · Day 1`) });
    await panel.getByText('Shakshuka', { exact: true }).waitFor();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    for (let offset = 0; offset < 7; offset++) {
      await goTo(offset);
      await expect.poll(() => selected.getAttribute('aria-label')).toMatch(/Custom plan saved$/);
    }
    // The last day is the one open now; nothing is planned on it.
    const last = panel.getByRole('button', { name: new RegExp(`^${days[6]} · Day 7`) });
    await expect.poll(() => last.getAttribute('aria-expanded')).toBe('true');
    expect(await last.textContent()).toContain('Nothing planned');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await goTo(7);
    await panel.getByText(MEAL_PLAN_MESSAGES.noCustomPlan, { exact: true }).waitFor();
    expect(await selected.getAttribute('aria-label')).not.toMatch(/Custom plan saved/);

    // Saving the same date again asks first. Keeping the saved plan leaves it as it was.
    await page.goto('/mealplanner');
    await addOwnMeal(page, `${days[1]} Lunch`, 'Lentil soup');
    const stored = () => page.request.get(`/api/mealplan/custom/${wednesday}`);
    const before = await stored();
    await save.click();
    const dialog = page.getByRole('dialog', { name: `Replace your plan for ${days[0]}?` });
    await dialog
      .getByText(`Your saved custom meal plan for ${days[0]} (7 days) will be replaced by this one.`)
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep saved plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => notice.textContent())
      .toBe(`Nothing was saved: your saved plan for ${days[0]} stays as it was.`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Save Meal Plan');
    const kept = await stored();
    expect(kept.headers()['x-updated-at']).toBe(before.headers()['x-updated-at']);
    expect(await kept.json()).toEqual(await before.json());

    // Replacing it saves the plan on the page.
    await save.click();
    await dialog.getByRole('button', { name: 'Replace plan' }).click();
    await expect.poll(() => notice.textContent()).toMatch(/^Plan saved for /);
    const replaced = (await (await stored()).json()) as PlanDayEntry[];
    expect(replaced.map((day) => [day.breakfast, day.lunch]).slice(0, 2)).toEqual([
      ['Shakshuka', 'No lunch planned'],
      ['No breakfast planned', 'Lentil soup'],
    ]);
    expect(journey.errors).toEqual([]);
  });
});

/** Adds a meal of the visitor's own to a cell of the planner, named like "Wed 25 Nov Breakfast". */
async function addOwnMeal(page: Page, slot: string, name: string) {
  await page.getByRole('button', { name: `Add meal to ${slot}` }).click();
  const search = page.getByRole('dialog', { name: 'Add a meal' });
  await search.getByRole('searchbox', { name: 'Search recipes' }).fill(name);
  await search.getByRole('button', { name: `Add “${name}” as your own meal` }).click();
  await search.waitFor({ state: 'detached' });
}
