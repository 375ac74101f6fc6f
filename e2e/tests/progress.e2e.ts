import { seriousAxeViolations } from '../src/axe';
import { browserToday, isoAfter } from '../src/dates';
import { expect, open, reload, test } from '../src/fixtures';

test.describe('body and progress', () => {
  test.use({ accountName: 'Ravi Menon' });

  test('asks a visitor to sign in', async ({ page }) => {
    await open(page, '/progress');
    await expect(page.getByText('Sign in to follow your weight and measurements.')).toBeVisible();
  });

  test('two weeks of weigh-ins and meals, the check-in accepted, and a plan made at the new target', async ({
    page,
    signedIn: _account,
  }) => {
    await open(page, '/');
    const today = await browserToday(page);
    const headers = { origin: new URL(page.url()).origin };
    const saved = await page.request.put('/api/profile/targets', {
      headers,
      data: { targets: { calories: 2000, goal: 'maintain' }, changedAt: new Date().toISOString() },
    });
    expect(saved.ok()).toBe(true);
    // Fourteen days ending yesterday: 2,300 kcal eaten a day while the weight falls 0.35 kg a week, which reads as
    // 2,300 + 0.35 × 7,700 ÷ 7 = 2,685 kcal spent; to maintain, the proposal is held at 2,000 + 10 %.
    for (let day = 0; day < 14; day++) {
      const date = isoAfter(today, day - 14);
      const weighIn = await page.request.put(`/api/body/entries/${date}`, {
        headers,
        data: { weight: 82 - (0.35 * day) / 7 },
      });
      expect(weighIn.ok()).toBe(true);
      const quick = { name: 'The day’s meals', calories: 2300, protein: 110, carbs: 260, fat: 80 };
      const eaten = await page.request.post(`/api/diary/${date}/entries`, { headers, data: { meal: 'dinner', quick } });
      expect(eaten.ok()).toBe(true);
    }

    await page.getByRole('button', { name: 'Account menu for Ravi Menon' }).click();
    await page.getByRole('menuitem', { name: 'Progress' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Body and progress' })).toBeVisible();
    const checkIn = page.getByRole('region', { name: 'Weekly check-in' });
    await expect(checkIn.getByText('14 of 28, 2,300 kcal a day on average')).toBeVisible();
    await expect(checkIn.getByText('2,685 kcal a day')).toBeVisible();
    await expect(page.getByRole('img', { name: /Chart of your weigh-ins and trend/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Today's weigh-in, with a waist measurement, by keyboard.
    const weighIn = page.getByRole('region', { name: 'Weigh in' });
    await weighIn.getByLabel('Weight (kg)').fill('300');
    await weighIn.getByRole('button', { name: 'Save' }).click();
    await expect(weighIn.getByText('Enter a weight from 40 to 200 kg.')).toBeVisible();
    await weighIn.getByLabel('Weight (kg)').fill('81.2');
    await weighIn.getByText('More measurements').click();
    await weighIn.getByLabel('Waist (cm)').fill('91');
    await weighIn.getByLabel('Waist (cm)').press('Enter');
    await expect(weighIn.getByText(/^Saved for /)).toBeVisible();
    const entries = page.getByRole('region', { name: 'Your entries' });
    await expect(entries.getByRole('row').nth(1)).toContainText('81.2');
    await expect(entries.getByRole('row').nth(1)).toContainText('91');

    // A reload keeps what was logged and the span chosen.
    await page.getByRole('button', { name: '30 days' }).click();
    await expect(page).toHaveURL(/range=30/);
    await reload(page);
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Weigh in' }).getByLabel('Weight (kg)')).toHaveValue('81.2');

    await page.getByRole('button', { name: 'Accept 2,200 kcal' }).click();
    await expect(page.getByText('Your target is now 2,200 kcal a day.')).toBeVisible();

    // The home page's generator plans at the new target.
    await page.getByRole('link', { name: 'Make a plan' }).click();
    const form = page.getByRole('form', { name: 'Generate a meal plan' });
    await expect(form.getByLabel('Calories a day')).toHaveValue('2200');
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    const totals = page.locator('.plan-totals');
    await expect(totals).toHaveText(/(\d+) kcal of your 2200 kcal target/);
    const planned = Number(/(\d+) kcal of your 2200 kcal target/.exec((await totals.textContent()) ?? '')?.[1]);
    expect(Math.abs(planned - 2200) / 2200).toBeLessThan(0.05);
  });

  test('deletes an entry with Undo, and logs today from the dashboard in pounds', async ({
    page,
    signedIn: _account,
  }) => {
    await open(page, '/');
    const today = await browserToday(page);
    const headers = { origin: new URL(page.url()).origin };
    await page.request.put('/api/profile/targets', {
      headers,
      data: { targets: { units: 'us' }, changedAt: new Date().toISOString() },
    });
    await page.request.put(`/api/body/entries/${isoAfter(today, -1)}`, { headers, data: { weight: 80 } });

    await open(page, '/dashboard');
    const card = page.getByRole('region', { name: "Today's weigh-in" });
    await card.getByRole('button', { name: "Log today's weight" }).click();
    await expect(card.getByLabel('Weight (lb)')).toBeFocused();
    await page.keyboard.type('175.5');
    await page.keyboard.press('Enter');
    await expect(card.getByText(/^Saved for /)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Update' })).toBeVisible();
    await reload(page);
    await expect(card.getByText('Today: 175.5 lb')).toBeVisible();

    await card.getByRole('link', { name: 'See your trend and weekly check-in' }).click();
    const entries = page.getByRole('region', { name: 'Your entries' });
    await expect(entries.getByRole('row').nth(1)).toContainText('175.5');
    // 80 kg is 176.4 lb.
    await expect(entries.getByRole('row').nth(2)).toContainText('176.4');
    await entries
      .getByRole('button', { name: /^Delete the entry of / })
      .first()
      .click();
    await expect(entries.getByText('175.5')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(entries.getByRole('row').nth(1)).toContainText('175.5');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
