import type { Page } from '@playwright/test';
import { VIDEO_EMBED_ORIGIN, YOGA_MESSAGES, type YogaPose } from '@thrive/contract';
import { signIn, signUp } from '../src/accounts';
import { seriousAxeViolations } from '../src/axe';
import { TUTORIAL_POSE, TUTORIAL_VIDEO_ID } from '../src/fake-youtube';
import { expect, open, reload, test } from '../src/fixtures';

const search = (page: Page) => page.getByRole('combobox', { name: 'Search yoga poses' });
const poseDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const timerClock = (page: Page) => page.getByRole('timer');
const timerButton = (page: Page, name: 'Start' | 'Pause' | 'Reset') =>
  page.getByRole('region', { name: 'Practice Timer' }).getByRole('button', { name });
const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const poseCards = (page: Page) => page.locator('.pose-card');

const storedFavourites = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('favoriteYogaPoses') ?? '[]') as YogaPose[]);

test.describe('the yoga landing page', () => {
  test('finds a pose by keyboard despite a typo, opens it and clears the search', async ({ page }) => {
    await open(page, '/yoga');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your flow' })).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(search(page)).toHaveAttribute('placeholder', YOGA_MESSAGES.searchPlaceholder);

    await search(page).fill('warior');
    await expect(page.getByRole('option', { name: /Warrior One/ })).toBeVisible();
    await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
    await search(page).press('ArrowDown');
    const selected = page.locator('[role=option][aria-selected=true]');
    await expect(selected).toHaveCount(1);
    const highlighted = await selected.textContent();
    await search(page).press('Enter');
    const name = ['Warrior One', 'Warrior Two', 'Warrior Three', 'Reverse Warrior'].find((pose) =>
      highlighted?.startsWith(pose),
    )!;
    await expect(poseDialog(page, name)).toBeVisible();
    // The page behind the modal is hidden from assistive tech, so the box is found by its tag here.
    await expect(page.locator('input[role=combobox]')).toHaveValue('');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(poseDialog(page, name)).toHaveCount(0);
    await expect(search(page)).toBeFocused();
  });

  test('says when nothing matches, and Escape closes the list but keeps the words', async ({ page }) => {
    await open(page, '/yoga');
    await search(page).fill('qqxzz');
    await expect(page.getByText(YOGA_MESSAGES.noResults.replace('{query}', 'qqxzz'))).toBeVisible();
    await search(page).press('Escape');
    await expect(search(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(search(page)).toHaveValue('qqxzz');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search(page)).toHaveValue('');
  });

  test('shows the failure with Retry, which then finds the pose', async ({ page, browserErrors }) => {
    // The failed search is the only console error.
    browserErrors.allow(/500/);
    await open(page, '/yoga');
    const searchCalls = /\/api\/yoga\/search\?/;
    await page.route(searchCalls, (route) => route.fulfill({ status: 500, body: '{}' }));
    await search(page).fill('pigeon');
    await expect(page.getByText(YOGA_MESSAGES.searchFailed)).toBeVisible();
    await page.unroute(searchCalls);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('option', { name: /^King Pigeon/ })).toBeVisible();
    await page.getByRole('option', { name: /^Pigeon/ }).click();
    await expect(poseDialog(page, 'Pigeon')).toBeVisible();
    await expect(page.locator('input[role=combobox]')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(poseDialog(page, 'Pigeon')).toHaveCount(0);
  });

  test('links to the pose grid and to every guided session, with no accessibility violation', async ({ page }) => {
    await open(page, '/yoga');
    await expect(page.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/YogaExercise');
    await expect(page.getByRole('link', { name: '10-minute morning flow' })).toHaveAttribute(
      'href',
      '/yoga/session/morning-flow',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('the pose grid, its modal and the Practice Timer', () => {
  /**
   * The pose grid with the page's clock in the test's hands: no real waiting, and the timer's behaviour at
   * each second is exact.
   */
  async function openGrid(page: Page) {
    await page.clock.install({ time: new Date('2026-11-20T07:30:00') });
    await open(page, '/yogaexercise');
    await expect(page.getByRole('heading', { level: 1, name: YOGA_MESSAGES.gridHeading })).toBeVisible();
  }

  /** Opens a pose, and from then on time moves only when the test moves it. */
  async function openPoseOnAPausedClock(page: Page, name: string) {
    await card(page, name).click();
    await expect(poseDialog(page, name)).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }

  test('shows every pose as a card, filters them, and opens one in a modal with its names and tutorial', async ({
    page,
  }) => {
    await openGrid(page);
    await expect(poseCards(page)).toHaveCount(48);
    await expect(page.locator('.pose-card', { hasText: 'Bridge' })).toContainText('Medium');
    await page.getByLabel('Level').selectOption('Expert');
    // Some poses, not all.
    await expect(poseCards(page)).not.toHaveCount(48);
    await expect(poseCards(page).first()).toBeVisible();
    await page.getByLabel('Level').selectOption('All levels');
    await expect(poseCards(page)).toHaveCount(48);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const thirdPartyRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url()).origin)) thirdPartyRequests.push(request.url());
    });
    await card(page, TUTORIAL_POSE).click();
    const dialog = poseDialog(page, TUTORIAL_POSE);
    await expect(dialog.getByText('Vrksasana')).toBeVisible();
    const poster = dialog.getByRole('button', { name: /^Play tutorial:/ });
    await expect(poster).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing comes from YouTube until the person asks for the video.
    expect(thirdPartyRequests).toEqual([]);
    await page.route(`${VIDEO_EMBED_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await poster.click();
    const player = dialog.locator('iframe');
    await expect(player).toHaveAttribute('src', `${VIDEO_EMBED_ORIGIN}/embed/${TUTORIAL_VIDEO_ID}?autoplay=1&rel=0`);
    await expect(player).toHaveAttribute('height', '315');

    // Closing by a click on the overlay returns focus to the card.
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(card(page, TUTORIAL_POSE)).toBeFocused();

    await card(page, 'Crow').click();
    await expect(poseDialog(page, 'Crow').getByText(YOGA_MESSAGES.noTutorial)).toBeVisible();
  });

  test('counts down, pauses, resets and takes a new duration exactly as docs/product.md says', async ({ page }) => {
    await openGrid(page);
    await openPoseOnAPausedClock(page, 'Crow');
    const dialog = poseDialog(page, 'Crow');
    await expect(timerClock(page)).toHaveText('01:00');
    await expect(timerButton(page, 'Pause')).toBeDisabled();
    await expect(timerButton(page, 'Reset')).toBeDisabled();

    await timerButton(page, 'Start').click();
    await expect(timerButton(page, 'Start')).toBeDisabled();
    await page.clock.runFor(3_000);
    await expect(timerClock(page)).toHaveText('00:57');
    await timerButton(page, 'Pause').click();
    await expect(timerButton(page, 'Pause')).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(timerClock(page)).toHaveText('00:57');
    await timerButton(page, 'Reset').click();
    await expect(timerClock(page)).toHaveText('01:00');
    await expect(timerButton(page, 'Reset')).toBeDisabled();

    const duration = dialog.getByLabel('Duration (seconds)');
    await duration.fill('0');
    await expect(timerClock(page)).toHaveText('01:00');
    await duration.fill('3');
    await expect(timerClock(page)).toHaveText('00:03');
    await timerButton(page, 'Start').click();
    await page.clock.runFor(1_000);
    // Changing the duration while it runs stops it and starts over from the new one.
    await duration.fill('5');
    await expect(timerClock(page)).toHaveText('00:05');
    await expect(timerButton(page, 'Pause')).toBeDisabled();
    await timerButton(page, 'Start').click();
    await page.clock.runFor(6_000);
    await expect(timerClock(page)).toHaveText('00:00');
    await expect(timerButton(page, 'Start')).toBeDisabled();
    await expect(timerButton(page, 'Pause')).toBeDisabled();
    await expect(timerButton(page, 'Reset')).toBeEnabled();
    await expect(dialog.getByText('Time is up.')).toBeAttached();
  });

  test('resets the timer when a pose is closed and another opened', async ({ page }) => {
    await openGrid(page);
    await openPoseOnAPausedClock(page, 'Crow');
    // A new duration, run for a while.
    await poseDialog(page, 'Crow').getByLabel('Duration (seconds)').fill('5');
    await timerButton(page, 'Start').click();
    await page.clock.runFor(2_000);
    await expect(timerClock(page)).toHaveText('00:03');

    await page.keyboard.press('Escape');
    await card(page, 'Tree').click();
    await expect(timerClock(page)).toHaveText('00:05');
    await expect(timerButton(page, 'Reset')).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.clock.resume();
  });
});

test.describe('the pose grid when the poses cannot be loaded', () => {
  test('says "Error: Network response was not ok", and Retry loads them', async ({ page, browserErrors }) => {
    // The browser logs the failed answer itself.
    browserErrors.allow(/status of 503/);
    await page.route('**/api/yoga/v1/poses', (route) => route.fulfill({ status: 503, body: '{}' }));
    await open(page, '/yogaexercise');
    await expect(
      page.getByText(YOGA_MESSAGES.posesError.replace('{message}', YOGA_MESSAGES.posesFailed)),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unroute('**/api/yoga/v1/poses');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(poseCards(page)).toHaveCount(48);
  });
});

test.describe('the single pose page', () => {
  test('shows the names, figure, description, cues and cautions of a pose', async ({ page }) => {
    await open(page, '/pose/41');
    await expect(page.getByRole('heading', { level: 1, name: 'Tree' })).toBeVisible();
    await expect(page.getByText('Vrksasana')).toBeVisible();
    const figure = page.getByRole('img', { name: 'Tree pose' });
    await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'How to do it' })).toHaveCount(1);
    // At least three steps.
    await expect(page.locator('.pose-page__steps li').nth(2)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('says "Failed to fetch pose" for an unknown pose', async ({ page, browserErrors }) => {
    // The browser logs the refused requests itself.
    browserErrors.allow(/status of 4\d\d/);
    for (const path of ['/pose/999', '/pose/not-a-number']) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: YOGA_MESSAGES.poseFailed })).toBeVisible();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('favourite poses', () => {
  async function toggle(page: Page, pose: string) {
    const heart = page.getByRole('button', { name: new RegExp(`(Add|Remove) ${pose} (to|from) favourites`) });
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  }

  const favouriteNames = async (page: Page) =>
    ((await (await page.request.get('/api/favourites/poses')).json()) as { items: YogaPose[] }).items.map(
      (pose) => pose.english_name,
    );

  test('keeps a favourite on the device across reloads and tabs, and lists it on the dashboard', async ({
    page,
    context,
    newContext,
  }) => {
    await open(page, '/yogaexercise');
    await toggle(page, 'Crow');
    await expect
      .poll(async () => (await storedFavourites(page)).map((pose) => [pose.english_name, pose.sanskrit_name_adapted]))
      .toEqual([['Crow', 'Bakasana']]);
    // Another tab of the same browser follows at once.
    const other = await context.newPage();
    await open(other, '/yogaexercise');
    await toggle(other, 'Tree');
    await expect(page.getByRole('button', { name: 'Remove Tree from favourites' })).toHaveCount(1);
    await toggle(page, 'Tree');
    await expect.poll(async () => (await storedFavourites(other)).map((pose) => pose.english_name)).toEqual(['Crow']);

    const account = await signUp(page, 'Padma Lotus');
    await open(page, '/dashboard');
    await reload(page);
    const card = page.getByRole('region', { name: 'Favourite yoga poses' });
    await card.getByRole('link', { name: 'Crow' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crow' })).toBeVisible();

    // Signed in, the device's list joined the account: another browser sees it too.
    await expect.poll(() => favouriteNames(page)).toEqual(['Crow']);
    const secondBrowser = await newContext();
    const elsewhere = await secondBrowser.newPage();
    await open(elsewhere, '/');
    await signIn(elsewhere, account);
    await open(elsewhere, '/dashboard');
    await expect(
      elsewhere.getByRole('region', { name: 'Favourite yoga poses' }).getByRole('link', { name: 'Crow' }),
    ).toBeVisible();

    // A favourite added there reaches the account and, on the next visit, the first browser.
    await open(elsewhere, '/yogaexercise');
    await toggle(elsewhere, 'Boat');
    await expect.poll(() => favouriteNames(page)).toEqual(['Crow', 'Boat']);
    await open(page, '/dashboard');
    await expect(
      page.getByRole('region', { name: 'Favourite yoga poses' }).getByRole('link', { name: 'Boat' }),
    ).toBeVisible();
  });
});

test.describe('a guided session', () => {
  test('plays through with a get-ready, holds, pause and skips, and puts its minutes on the dashboard', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-20T07:00:00') });
    await open(page, '/');
    await signUp(page, 'Sunny Salutation');
    await open(page, '/yoga/session/morning-flow');
    await expect(page.getByRole('heading', { level: 1, name: '10-minute morning flow' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Start session' }).click();

    const stage = page.getByRole('region', { name: 'Current pose' });
    await expect(stage.getByText('Get ready')).toBeVisible();
    const poseName = stage.getByRole('heading', { level: 2 });
    const first = (await poseName.textContent()) ?? '';
    await expect(timerClock(page)).toHaveText('00:05');
    const phase = stage.locator('.session-player__phase');
    await expect(phase).toHaveAttribute('data-phase', 'lead-in');
    await page.clock.runFor(5_000);
    await expect(phase).toHaveAttribute('data-phase', 'hold');
    await expect(poseName).toHaveText(first);
    await page.clock.runFor(2_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = (await timerClock(page).textContent()) ?? '';
    await page.clock.runFor(30_000);
    await expect(timerClock(page)).toHaveText(paused);
    await page.getByRole('button', { name: 'Resume' }).click();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stage.getByText('Pose 2 of')).toBeVisible();
    await expect(stage.getByText('Get ready')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(stage.getByText('Pose 1 of')).toBeVisible();
    // The accessibility check needs timers of its own, so time flows again from here.
    await page.clock.resume();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A long jump, as a tab in the background would see, lands at the end.
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/practice') && response.status() === 201,
    );
    await page.clock.fastForward(15 * 60_000);
    await expect(page.getByRole('heading', { level: 1, name: 'Session complete' })).toBeVisible();
    const practice = (await (await recorded).json()) as { minutes: number; sessionId: string; date: string };
    expect(practice).toMatchObject({ sessionId: 'morning-flow', date: '2026-11-20' });
    expect(practice.minutes).toBeGreaterThanOrEqual(9);
    await expect(page.getByText('Saved to your dashboard.')).toBeVisible();

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    const week = page.getByRole('region', { name: 'Yoga this week' });
    await expect(week.locator('.practice-card__total strong')).toHaveText(String(practice.minutes));
  });
});
