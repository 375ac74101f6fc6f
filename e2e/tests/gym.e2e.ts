import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EXERCISE_MESSAGES, type Exercise } from '@thrive/contract';
import { newAccount, signInAs } from '../src/accounts';
import { Journey, seriousAxeViolations } from '../src/journey';

const cards = (page: Page) => page.locator('.exercise-card');
const cardNames = (page: Page) => page.locator('.exercise-card__open').allTextContents();
const summary = (page: Page) => page.locator('.exercise-list__count');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name' });
const storedFavourites = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('favoriteExercises') ?? '[]') as Exercise[]);

// One account for the file: the server allows ten sign-ups an hour from one address.
const milo = newAccount('Milo Croton');

describe('the gym landing page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('shows the stats, specialisations and panels, and Get Started opens the exercise list', async () => {
    const page = await journey.newPage();
    await page.goto('/gym');
    await page.getByRole('heading', { level: 1, name: 'Train with purpose' }).waitFor();
    const stats = await page.getByRole('region', { name: 'Thrive gym in numbers' }).innerText();
    for (const figure of ['12k+', 'active members', '80+', 'trainers', '95%', 'success rate']) {
      expect(stats).toContain(figure);
    }
    for (const heading of [
      'Strength training',
      'Cardio workouts',
      'Diet and nutrition',
      '24/7 access',
      'Personalized plans',
      'Progress tracking',
    ]) {
      expect(await page.getByRole('heading', { level: 3, name: heading }).count(), heading).toBe(1);
    }
    await page.getByRole('region', { name: 'What members say' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: EXERCISE_MESSAGES.heading }).waitFor();
    expect(new URL(page.url()).pathname.toLowerCase()).toBe('/exerciselist');
    expect(journey.errors).toEqual([]);
  });
});

describe('the exercise list', () => {
  let journey: Journey;
  let page: Page;
  beforeAll(async () => {
    journey = await Journey.start();
    page = await journey.newPage();
  });
  afterAll(() => journey.close());

  it('pages through the exercises twenty at a time, and Back returns to the page before', async () => {
    await page.goto('/exerciselist');
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await summary(page).textContent()).toBe('Showing 1–20 of 873 exercises');
    const firstPage = await cardNames(page);
    expect(await page.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => summary(page).textContent()).toBe('Showing 21–40 of 873 exercises');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const secondPage = await cardNames(page);
    expect(secondPage).toHaveLength(20);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await page.getByRole('button', { name: 'Page 44' }).click();
    await expect.poll(() => summary(page).textContent()).toBe('Showing 861–873 of 873 exercises');
    expect(await cards(page).count()).toBe(13);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await page.goBack();
    await expect.poll(() => summary(page).textContent()).toBe('Showing 21–40 of 873 exercises');
    expect(await cardNames(page)).toEqual(secondPage);
  });

  it('narrows the list by a filter plus a search with a typo, and the narrowing survives Back', async () => {
    await page.goto('/exerciselist');
    await expect.poll(() => cards(page).count()).toBe(20);
    await page.getByLabel('Equipment').selectOption('Dumbbell');
    await page.getByLabel('Body part').selectOption('Upper arms');
    // The summary narrows as each filter applies, one after the other: it is awaited at both together.
    const all = (await (await page.request.get('/api/exercises')).json()) as Exercise[];
    const filtered = all.filter(
      (exercise) => exercise.equipment === 'dumbbell' && exercise.bodyPart === 'upper arms',
    ).length;
    expect(filtered).toBeLessThan(873);
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 1–20 of ${filtered} exercises`);

    await searchBox(page).fill('hamer curl');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('hamer curl');
    await expect.poll(() => cardNames(page)).toContain('Hammer Curls');
    const names = await cardNames(page);
    expect(names.length).toBeLessThan(filtered);
    for (const text of await page.locator('.exercise-card__facts').allInnerTexts()) {
      expect(text).toMatch(/Equipment\s*dumbbell/i);
    }
    const narrowed = page.url();

    // Away and back again: the same search, filters and exercises.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gym' }).click();
    await page.getByRole('heading', { level: 1, name: 'Train with purpose' }).waitFor();
    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual(names);
    expect(page.url()).toBe(narrowed);
    expect(await searchBox(page).inputValue()).toBe('hamer curl');
    expect(await page.getByLabel('Equipment').inputValue()).toBe('dumbbell');

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => summary(page).textContent()).toBe('Showing 1–20 of 873 exercises');
    // The box follows the address in the render after the list's (an effect), so it is awaited too.
    await expect.poll(() => searchBox(page).inputValue()).toBe('');
  });

  it('opens a card in a modal listing its fields and steps; Escape closes it and focus returns to the card', async () => {
    await page.goto('/exerciselist?q=barbell+full+squat');
    const opener = page.getByRole('button', { name: 'Barbell Full Squat', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Barbell Full Squat' });
    await dialog.waitFor();
    const fields = await dialog.locator('dl').innerText();
    for (const [label, value] of [
      ['Body part', 'upper legs'],
      ['Target', 'quadriceps'],
      ['Equipment', 'barbell'],
      ['Level', 'intermediate'],
      ['Secondary muscles', 'calves, glutes, hamstrings, lower back'],
    ]) {
      expect(fields, label).toMatch(new RegExp(`${label}\\s+${value}`, 'i'));
    }
    expect(await dialog.locator('ol li').count()).toBeGreaterThanOrEqual(3);
    await dialog.getByText('Common mistake:').waitFor();
    const map = dialog.getByRole('img', { name: /^Muscle map of Barbell Full Squat: works the quadriceps most/ });
    await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Barbell Full Squat');
    expect(journey.errors).toEqual([]);
  });
});

describe('the exercise list when the exercises cannot be loaded', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('logs the failure, ends loading with no exercises and an error line, and Retry loads them', async () => {
    const page = await journey.newPage();
    await page.route('**/api/exercises', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/exerciselist');
    await page.getByRole('alert').getByText('The exercises could not be loaded.', { exact: false }).waitFor();
    expect(await page.getByText(EXERCISE_MESSAGES.loading).count()).toBe(0);
    expect(await cards(page).count()).toBe(0);
    expect(journey.errors.some((error) => error.includes('Exercises could not be loaded'))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/api/exercises');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => cards(page).count()).toBe(20);
  });
});

describe('favourite exercises', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('keeps a favourite on the device and the account, lists it on the dashboard after a reload and opens it', async () => {
    const page = await journey.newPage();
    await page.goto('/exerciselist?q=zottman');
    const heart = page.getByRole('button', { name: 'Add Zottman Curl to favourites' });
    await heart.click();
    await page.getByRole('button', { name: 'Remove Zottman Curl from favourites' }).waitFor();
    const [stored] = await storedFavourites(page);
    expect(stored).toMatchObject({ id: 'Zottman_Curl', name: 'Zottman Curl', target: 'biceps' });
    expect(stored!.instructions.length).toBeGreaterThanOrEqual(3);

    await signInAs(page, milo);
    await page.goto('/dashboard');
    await page.reload();
    const card = page.getByRole('region', { name: 'Favourite exercises' });
    await card.getByRole('button', { name: 'Zottman Curl' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zottman Curl' });
    await dialog.getByText('Target').waitFor();
    await expect
      .poll(async () => (await page.request.get('/api/favourites/exercises')).json())
      .toMatchObject({ items: [{ id: 'Zottman_Curl', name: 'Zottman Curl' }] });

    // Taken away in the modal, it leaves the dashboard too.
    await dialog.getByRole('button', { name: 'Remove Zottman Curl from favourites' }).click();
    await page.keyboard.press('Escape');
    await card.getByText('No favourite exercises yet.', { exact: false }).waitFor();
    expect(journey.errors).toEqual([]);
  });
});

describe('workouts', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('builds a workout from two exercises, saves it, follows it through a rest and finds it ticked on the dashboard', async () => {
    const page = await journey.newPage();
    // Two exercises from the library, each with its card's button.
    await page.goto('/exerciselist?q=goblet%20squat');
    await page.getByRole('button', { name: 'Add Goblet Squat to workout' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Goblet Squat is in your workout.' })
      .waitFor({ state: 'attached' });
    await page.goto('/exerciselist?q=plank');
    await page.getByRole('button', { name: 'Add Plank to workout', exact: true }).click();

    await page.goto('/workouts');
    const rows = page.locator('.workout-row__name');
    await expect.poll(() => rows.allTextContents()).toEqual(['Goblet Squat', 'Plank']);
    // Reordered by keyboard: the plank goes first, and focus stays on its buttons.
    await page.getByRole('button', { name: 'Move Plank up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.allTextContents()).toEqual(['Plank', 'Goblet Squat']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Plank down');
    const plank = page.getByRole('group', { name: 'Plank: sets, reps and rest' });
    await plank.getByLabel('Sets').fill('2');
    await plank.getByLabel('Rest (s)').fill('20');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A visitor is asked to log in; the workout waits on the device.
    await page.getByRole('button', { name: 'Save workout' }).click();
    await page.getByText('Please log in to save a workout.').waitFor();
    await signInAs(page, milo);
    await page.reload();
    await expect.poll(() => rows.allTextContents()).toEqual(['Plank', 'Goblet Squat']);
    await page.getByRole('button', { name: 'Save workout' }).click();
    await page.getByText('Workout saved successfully!').waitFor();

    // Followed on a clock the test moves: a set logged, the rest counted down, the next set.
    await page.clock.install();
    await page.getByRole('link', { name: 'Start it now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plank' }).waitFor();
    expect(await page.getByText('Set 1 of 2').count()).toBe(1);
    await page.getByLabel('Seconds done').fill('25');
    await page.getByRole('button', { name: 'Log set' }).click();
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.locator('.rest__clock').textContent()).toBe('00:20');
    await page.clock.runFor(12_000);
    await expect.poll(() => timer.locator('.rest__clock').textContent()).toBe('00:08');
    await page.clock.runFor(9_000);
    await timer.waitFor({ state: 'detached' });
    await page.getByText('Set 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Log set' }).click();
    // The plank's sets are done: the goblet squat is next, after the rest.
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await page.getByRole('heading', { level: 1, name: 'Goblet Squat' }).waitFor();
    await page.getByRole('button', { name: 'Log set' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Workouts' });
    await card.getByRole('heading', { name: 'My workout' }).waitFor();
    expect(await card.getByText('2 of 5 sets').count()).toBe(1);
    expect(await card.getByLabel('2 of 2 sets done').count()).toBe(1);
    expect(await card.getByLabel('0 of 3 sets done').count()).toBe(1);
    const training = page.getByRole('region', { name: 'Training this week' });
    await training.getByText('abdominals').waitFor();
    await page.locator('.calendar__day[aria-pressed="true"] .calendar__mark[data-type="workout"]').waitFor();

    // Changed after following it, the workout saves over the logged sets, keeping them.
    await page.goto('/workouts');
    await page.getByRole('heading', { name: 'Edit your workout' }).waitFor();
    await page.getByLabel('Name').fill('Plank and squats');
    await page.getByRole('button', { name: 'Save workout' }).click();
    await page.getByText('Workout saved successfully!').waitFor();
    await page.getByRole('region', { name: 'Your workouts' }).getByText('2 of 5 sets done', { exact: false }).waitFor();
    expect(journey.errors).toEqual([]);
  });
});
