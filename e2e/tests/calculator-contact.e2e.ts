import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Journey, seriousAxeViolations } from '../src/journey';

describe('the calorie calculator', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('starts from the defaults and follows its sliders moved by keyboard', async () => {
    const page = await journey.newPage();
    await page.goto('/calorie-calculator');
    const target = (kind: string) => page.getByTestId(`target-${kind}`).textContent();
    expect([await target('gain'), await target('maintain'), await target('lose')]).toEqual(['2,550', '2,250', '1,750']);

    const weight = page.getByRole('slider', { name: 'Weight' });
    await weight.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
    expect(await weight.inputValue()).toBe('90');
    // 10 kg more: BMR +100 × 1.2 = +120, activity 3.5 × 10 × 2 / 7 = +10 → 2376 → 2380
    expect(await target('maintain')).toBe('2,380');

    const activity = page.getByRole('slider', { name: 'Weekly activity' });
    await activity.focus();
    await page.keyboard.press('End');
    expect(await activity.inputValue()).toBe('50');

    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('slider', { name: 'Age' }).focus();
    await page.keyboard.press('Home');
    expect(await page.getByRole('slider', { name: 'Age' }).inputValue()).toBe('13');

    await page.getByRole('radio', { name: 'US' }).check();
    expect(await page.getByRole('slider', { name: 'Weight' }).getAttribute('aria-valuetext')).toBe('198 lb');

    await page.getByRole('button', { name: /\(to maintain\) as my target/ }).click();
    await page.getByText(/kcal a day is your target/).waitFor();
    const chosen = Number((await target('maintain'))?.replace(/\D/g, ''));
    // A visitor's target, with the facts it came from, is stored in this browser.
    expect(
      await page.evaluate(
        () => (JSON.parse(localStorage.getItem('thrive:targets') ?? '{}') as { targets?: object }).targets,
      ),
    ).toMatchObject({ calories: chosen, goal: 'maintain', sex: 'female', age: 13, activity: 50 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(journey.errors).toEqual([]);
  });
});

describe('the contact page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('names what is missing, then sends the message', async () => {
    const page = await journey.newPage();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await form.getByText('Please enter your name.').isVisible()).toBe(true);
    expect(await form.getByText('Please write at least 10 characters.').isVisible()).toBe(true);

    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Message').fill('Could you add more quick vegan breakfasts?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Thank you!/);
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(journey.errors).toEqual([]);
  });
});
