import { seriousAxeViolations } from '../src/axe';
import { expect, open, test } from '../src/fixtures';

test.describe('the calorie calculator', () => {
  test('starts from the defaults and follows its sliders moved by keyboard', async ({ page }) => {
    await open(page, '/calorie-calculator');
    const target = (kind: string) => page.getByTestId(`target-${kind}`);
    await expect(target('gain')).toHaveText('2,550');
    await expect(target('maintain')).toHaveText('2,250');
    await expect(target('lose')).toHaveText('1,750');

    const weight = page.getByRole('slider', { name: 'Weight' });
    await weight.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    await expect(weight).toHaveValue('90');
    // 10 kg more: BMR +100 × 1.2 = +120, activity 3.5 × 10 × 2 / 7 = +10 → 2376 → 2380
    await expect(target('maintain')).toHaveText('2,380');

    const activity = page.getByRole('slider', { name: 'Weekly activity' });
    await activity.focus();
    await page.keyboard.press('End');
    await expect(activity).toHaveValue('50');

    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('slider', { name: 'Age' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('slider', { name: 'Age' })).toHaveValue('13');

    await page.getByRole('radio', { name: 'US' }).check();
    await expect(page.getByRole('slider', { name: 'Weight' })).toHaveAttribute('aria-valuetext', '198 lb');

    await page.getByRole('button', { name: /\(to maintain\) as my target/ }).click();
    await expect(page.getByText(/kcal a day is your target/)).toBeVisible();
    const chosen = Number((await target('maintain').textContent())?.replace(/\D/g, ''));
    // A visitor's target, with the facts it came from, is stored in this browser.
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem('thrive:targets') ?? '{}') as { targets?: object }).targets,
        ),
      )
      .toMatchObject({ calories: chosen, goal: 'maintain', sex: 'female', age: 13, activity: 50 });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('the contact page', () => {
  test('names what is missing, then sends the message', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please write at least 10 characters.')).toBeVisible();

    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Message').fill('Could you add more quick vegan breakfasts?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Thank you!/);
    await expect(form.getByLabel('Message')).toHaveValue('');
  });
});
