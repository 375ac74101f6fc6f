import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Journey, seriousAxeViolations } from '../src/journey';

describe('the home page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('generates a day for the chosen diet and opens a recipe from it', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Generate a meal plan' });
    expect(await form.getByLabel('Calories a day').inputValue()).toBe('1800');

    await page.getByRole('radio', { name: 'Keto' }).check();
    expect(await form.locator('.plan-generator__macros').textContent()).toBe('Carbs5%Fats70%Protein25%');
    await page.getByRole('list', { name: 'Sample Keto meals' }).getByRole('link').first().waitFor();

    await form.getByLabel('Calories a day').fill('300');
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    expect(await form.getByText('Please enter a calorie value between 500 and 5000.').isVisible()).toBe(true);

    await form.getByLabel('Calories a day').fill('2000');
    await form.getByLabel('Meals a day').selectOption('4');
    await form.getByRole('button', { name: 'Generate Plan' }).click();
    const meals = page.locator('.plan-meal');
    await expect.poll(() => meals.count()).toBe(4);
    const totals = await page.locator('.plan-totals').textContent();
    const planned = Number(/(\d+) kcal of your 2000 kcal target/.exec(totals ?? '')?.[1]);
    expect(Math.abs(planned - 2000) / 2000).toBeLessThan(0.05);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const first = meals.first().getByRole('link');
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.getByRole('listitem', { name: undefined }).filter({ hasText: 'Keto' }).count()).toBeGreaterThan(
      0,
    );
    expect(journey.errors).toEqual([]);
  });

  it('rotates its hero slides every 5 s but stands still under reduced motion', async () => {
    const page = await journey.newPage();
    const current = () => page.locator('.hero-carousel__slide[data-active="true"] h2').textContent();
    // The page's clock is ours: 5.6 s pass at once, however busy the machine is.
    await page.clock.install();
    await page.goto('/');
    expect(await current()).toBe('Workouts that fit your week');
    await page.clock.runFor(5600);
    await expect.poll(current).toBe('A week of meals, planned for you');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const first = await current();
    await page.clock.runFor(5600);
    expect(await current()).toBe(first);
    await page.getByRole('button', { name: /Show slide 2/ }).click();
    expect(await current()).toBe('A week of meals, planned for you');
    expect(await page.getByRole('link', { name: 'Get my meal plan' }).getAttribute('href')).toBe('/AIMeal');
  });
});
