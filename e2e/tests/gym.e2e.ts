import type { Page } from '@playwright/test';
import { EXERCISE_MESSAGES, type Exercise, type ExerciseList } from '@thrive/contract';
import { signUp } from '../src/accounts';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';

const cards = (page: Page) => page.locator('.exercise-card');
const cardNames = (page: Page) => page.locator('.exercise-card__open');
const summary = (page: Page) => page.locator('.exercise-list__count');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name' });
const storedFavourites = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('favoriteExercises') ?? '[]') as Exercise[]);

test.describe('the gym landing page', () => {
  test('shows the stats, specialisations and panels, and Get Started opens the exercise list', async ({ page }) => {
    await open(page, '/gym');
    await expect(page.getByRole('heading', { level: 1, name: 'Train with purpose' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Thrive gym in numbers' });
    for (const figure of ['12k+', 'active members', '80+', 'trainers', '95%', 'success rate']) {
      await expect(stats).toContainText(figure, { useInnerText: true });
    }
    for (const heading of [
      'Strength training',
      'Cardio workouts',
      'Diet and nutrition',
      '24/7 access',
      'Personalized plans',
      'Progress tracking',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: heading }), heading).toHaveCount(1);
    }
    await expect(page.getByRole('region', { name: 'What members say' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByRole('heading', { level: 1, name: EXERCISE_MESSAGES.heading })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname.toLowerCase() === '/exerciselist');
  });
});

test.describe('the exercise list', () => {
  test('pages through the exercises twenty at a time, and Back returns to the page before', async ({ page }) => {
    await open(page, '/exerciselist');
    await expect(cards(page)).toHaveCount(20);
    await expect(summary(page)).toHaveText('Showing 1–20 of 873 exercises');
    const firstPage = await cardNames(page).allTextContents();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(summary(page)).toHaveText('Showing 21–40 of 873 exercises');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(cardNames(page)).toHaveCount(20);
    const secondPage = await cardNames(page).allTextContents();
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await page.getByRole('button', { name: 'Page 44' }).click();
    await expect(summary(page)).toHaveText('Showing 861–873 of 873 exercises');
    await expect(cards(page)).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await page.goBack();
    await expect(summary(page)).toHaveText('Showing 21–40 of 873 exercises');
    await expect(cardNames(page)).toHaveText(secondPage);
  });

  test('narrows the list by a filter plus a search with a typo, and the narrowing survives Back', async ({ page }) => {
    await open(page, '/exerciselist');
    await expect(cards(page)).toHaveCount(20);
    await page.getByLabel('Equipment').selectOption('Dumbbell');
    await page.getByLabel('Body part').selectOption('Upper arms');
    // The summary narrows as each filter applies, one after the other: it is awaited at both together.
    const all = ((await (await page.request.get('/api/gym/exercises')).json()) as ExerciseList).exercises;
    const filtered = all.filter(
      (exercise) => exercise.equipment === 'dumbbell' && exercise.bodyPart === 'upper arms',
    ).length;
    expect(filtered).toBeLessThan(873);
    await expect(summary(page)).toHaveText(`Showing 1–20 of ${filtered} exercises`);

    await searchBox(page).fill('hamer curl');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'hamer curl');
    // The list has settled on the search once its summary counts what the API finds for it (the cards change
    // through the search's intermediate states before).
    const query = new URLSearchParams({ name: 'hamer curl', equipment: 'dumbbell', bodyPart: 'upper arms' });
    const found = ((await (await page.request.get(`/api/gym/exercises?${query}`)).json()) as ExerciseList).total;
    await expect(summary(page)).toHaveText(`Showing 1–${Math.min(20, found)} of ${found} exercises`);
    await expect(
      cardNames(page)
        .filter({ hasText: /^Hammer Curls$/ })
        .first(),
    ).toBeVisible();
    const names = await cardNames(page).allTextContents();
    expect(names.length).toBeLessThan(filtered);
    await expect(page.locator('.exercise-card__facts')).toHaveText(
      names.map(() => /Equipment\s*dumbbell/i),
      { useInnerText: true },
    );
    const narrowed = page.url();

    // Away and back again: the same search, filters and exercises.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gym' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Train with purpose' })).toBeVisible();
    await page.goBack();
    await expect(cardNames(page)).toHaveText(names);
    await expect(page).toHaveURL(narrowed);
    await expect(searchBox(page)).toHaveValue('hamer curl');
    await expect(page.getByLabel('Equipment')).toHaveValue('dumbbell');

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(summary(page)).toHaveText('Showing 1–20 of 873 exercises');
    // The box follows the address in the render after the list's (an effect).
    await expect(searchBox(page)).toHaveValue('');
  });

  test('opens a card in a modal listing its fields and steps; Escape closes it and focus returns to the card', async ({
    page,
  }) => {
    await open(page, '/exerciselist?q=barbell+full+squat');
    const opener = page.getByRole('button', { name: 'Barbell Full Squat', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Barbell Full Squat' });
    await expect(dialog).toBeVisible();
    const fields = dialog.locator('dl');
    for (const [label, value] of [
      ['Body part', 'upper legs'],
      ['Target', 'quadriceps'],
      ['Equipment', 'barbell'],
      ['Level', 'intermediate'],
      ['Secondary muscles', 'calves, glutes, hamstrings, lower back'],
    ]) {
      await expect(fields, label).toHaveText(new RegExp(`${label}\\s+${value}`, 'i'), { useInnerText: true });
    }
    // At least three steps.
    await expect(dialog.locator('ol li').nth(2)).toBeVisible();
    await expect(dialog.getByText('Common mistake:')).toBeVisible();
    const map = dialog.getByRole('img', { name: /^Muscle map of Barbell Full Squat: works the quadriceps most/ });
    await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('the exercise list when the exercises cannot be loaded', () => {
  test('logs the failure, ends loading with no exercises and an error line, and Retry loads them', async ({
    page,
    browserErrors,
  }) => {
    // The failure is logged, by the app and by the browser.
    browserErrors.allow(/Exercises could not be loaded|status of 503/);
    await page.route('**/api/gym/exercises', (route) => route.fulfill({ status: 503, body: '{}' }));
    await open(page, '/exerciselist');
    await expect(
      page.getByRole('alert').getByText('The exercises could not be loaded.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(EXERCISE_MESSAGES.loading)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await expect
      .poll(() => browserErrors.recorded.some((error) => error.includes('Exercises could not be loaded')))
      .toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/api/gym/exercises');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page)).toHaveCount(20);
  });
});

test.describe('favourite exercises', () => {
  test('keeps a favourite on the device and the account, lists it on the dashboard after a reload and opens it', async ({
    page,
  }) => {
    await open(page, '/exerciselist?q=zottman');
    const heart = page.getByRole('button', { name: 'Add Zottman Curl to favourites' });
    await heart.click();
    await expect(page.getByRole('button', { name: 'Remove Zottman Curl from favourites' })).toBeVisible();
    await expect
      .poll(async () => (await storedFavourites(page))[0])
      .toMatchObject({ id: 'Zottman_Curl', name: 'Zottman Curl', primaryMuscles: ['biceps'] });
    const [stored] = await storedFavourites(page);
    expect(stored!.instructions.length).toBeGreaterThanOrEqual(3);

    await signUp(page, 'Milo Croton');
    await open(page, '/dashboard');
    await reload(page);
    const card = page.getByRole('region', { name: 'Favourite exercises' });
    await card.getByRole('button', { name: 'Zottman Curl' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zottman Curl' });
    await expect(dialog.getByText('Target')).toBeVisible();
    await expect
      .poll(async () => (await page.request.get('/api/favourites/exercises')).json())
      .toMatchObject({ items: [{ id: 'Zottman_Curl', name: 'Zottman Curl' }] });

    // Taken away in the modal, it leaves the dashboard too.
    await dialog.getByRole('button', { name: 'Remove Zottman Curl from favourites' }).click();
    await page.keyboard.press('Escape');
    await expect(card.getByText('No favourite exercises yet.', { exact: false })).toBeVisible();
  });
});

test.describe('workouts', () => {
  test('builds a workout from two exercises, saves it, follows it through a rest and finds it ticked on the dashboard', async ({
    page,
  }) => {
    // Two exercises from the library, each with its card's button.
    await open(page, '/exerciselist?q=goblet%20squat');
    await page.getByRole('button', { name: 'Add Goblet Squat to workout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Goblet Squat is in your workout.' })).toBeAttached();
    await open(page, '/exerciselist?q=plank');
    await page.getByRole('button', { name: 'Add Plank to workout', exact: true }).click();

    await open(page, '/workouts');
    const rows = page.locator('.workout-row__name');
    await expect(rows).toHaveText(['Goblet Squat', 'Plank']);
    // Reordered by keyboard: the plank goes first, and focus stays on its buttons.
    await page.getByRole('button', { name: 'Move Plank up' }).focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveText(['Plank', 'Goblet Squat']);
    await expect(page.getByRole('button', { name: 'Move Plank down' })).toBeFocused();
    const plank = page.getByRole('group', { name: 'Plank: sets, reps and rest' });
    await plank.getByLabel('Sets').fill('2');
    await plank.getByLabel('Rest (s)').fill('20');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A visitor is asked to log in; the workout waits on the device.
    await page.getByRole('button', { name: 'Save workout' }).click();
    await expect(page.getByText('Please log in to save a workout.')).toBeVisible();
    await signUp(page, 'Milo Croton');
    await reload(page);
    await expect(rows).toHaveText(['Plank', 'Goblet Squat']);
    await page.getByRole('button', { name: 'Save workout' }).click();
    await expect(page.getByText('Workout saved successfully!')).toBeVisible();

    // Followed on a clock the test moves: a set logged, the rest counted down, the next set.
    await page.clock.install();
    await page.getByRole('link', { name: 'Start it now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plank' })).toBeVisible();
    await expect(page.getByText('Set 1 of 2')).toHaveCount(1);
    await page.getByLabel('Seconds done').fill('25');
    await page.getByRole('button', { name: 'Log set' }).click();
    const timer = page.getByRole('timer');
    await expect(timer.locator('.rest__clock')).toHaveText('00:20');
    await page.clock.runFor(12_000);
    await expect(timer.locator('.rest__clock')).toHaveText('00:08');
    await page.clock.runFor(9_000);
    await expect(timer).toHaveCount(0);
    await expect(page.getByText('Set 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Log set' }).click();
    // The plank's sets are done: the goblet squat is next, after the rest.
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Goblet Squat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log set' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await open(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Workouts' });
    await expect(card.getByRole('heading', { name: 'My workout' })).toBeVisible();
    await expect(card.getByText('2 of 5 sets')).toHaveCount(1);
    await expect(card.getByLabel('2 of 2 sets done')).toHaveCount(1);
    await expect(card.getByLabel('0 of 3 sets done')).toHaveCount(1);
    const training = page.getByRole('region', { name: 'Training this week' });
    await expect(training.getByText('abdominals')).toBeVisible();
    await expect(
      page.locator('.calendar__day[aria-pressed="true"] .calendar__mark[data-type="workout"]'),
    ).toBeVisible();

    // Changed after following it, the workout saves over the logged sets, keeping them.
    await open(page, '/workouts');
    await expect(page.getByRole('heading', { name: 'Edit your workout' })).toBeVisible();
    await page.getByLabel('Name').fill('Plank and squats');
    await page.getByRole('button', { name: 'Save workout' }).click();
    await expect(page.getByText('Workout saved successfully!')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your workouts' }).getByText('2 of 5 sets done', { exact: false }),
    ).toBeVisible();
  });
});
