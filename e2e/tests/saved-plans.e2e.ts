import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_PLAN_MESSAGES } from '@thrive/contract';
import { Journey } from '../src/journey';

// The whole loop of issue #5 through the screens alone: sign in, plan, save, find, tick, edit, delete.
describe('a saved plan from the planner to the dashboard', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('signs in, plans a meal, saves, then ticks, edits and deletes it on the dashboard', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const account = { name: 'Sam Saver', email: `sam-${Date.now()}@example.com`, password: 'tomato basil 99' };
    expect((await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: account })).ok()).toBe(
      true,
    );
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

    // Plan Monday's breakfast in the planner and save.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Custom Meal Planner' }).click();
    await page.getByRole('button', { name: 'Add meal to Monday Breakfast' }).click();
    const search = page.getByRole('dialog', { name: 'Add a meal' });
    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('lentil');
    const result = search.getByRole('list', { name: 'Recipes' }).getByRole('button').first();
    const recipe = ((await result.locator('.add-meal__title').textContent()) ?? '').trim();
    await result.click();
    await search.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await page.getByText(/^Plan saved for/).waitFor();

    // Find it on the dashboard for today.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your dashboard' }).click();
    const panel = page.getByRole('region', { name: 'Custom Meal Plan' });
    const monday = panel.getByRole('button', { name: /^Day 1 — Monday/ });
    await monday.click();
    await panel.getByText(recipe, { exact: true }).waitFor();
    await page.getByText(MEAL_PLAN_MESSAGES.noAiPlan, { exact: true }).waitFor();

    const breakfast = panel.getByRole('checkbox', { name: 'Mark Breakfast on day 1 as eaten' });
    await breakfast.check();
    await expect.poll(() => monday.textContent()).toContain('1/1');

    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' }).fill('Red lentil soup');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await panel.getByText('Changes saved.').waitFor();
    await monday.click();
    await panel.getByText('Red lentil soup', { exact: true }).waitFor();

    await panel.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this custom meal plan?' })
      .getByRole('button', { name: 'Delete plan' })
      .click();
    await panel.getByText(MEAL_PLAN_MESSAGES.noCustomPlan, { exact: true }).waitFor();
    expect(journey.errors).toEqual([]);
  });
});
