import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { VIDEO_EMBED_ORIGIN, YOGA_MESSAGES, type YogaPose } from '@thrive/contract';
import { TUTORIAL_POSE, TUTORIAL_VIDEO_ID } from '../src/fake-youtube';
import { signIn, signUp } from '../src/accounts';
import { Journey, seriousAxeViolations } from '../src/journey';

const search = (page: Page) => page.getByRole('combobox', { name: 'Search yoga poses' });
const poseDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const timerClock = (page: Page) => page.getByRole('timer');
const timerButton = (page: Page, name: 'Start' | 'Pause' | 'Reset') =>
  page.getByRole('region', { name: 'Practice Timer' }).getByRole('button', { name });
const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const storedFavourites = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('favoriteYogaPoses') ?? '[]') as YogaPose[]);

describe('the yoga landing page', () => {
  let journey: Journey;
  let page: Page;
  beforeAll(async () => {
    journey = await Journey.start();
    page = await journey.newPage();
  });
  afterAll(() => journey.close());

  it('finds a pose by keyboard despite a typo, opens it and clears the search', async () => {
    await page.goto('/yoga');
    await page.getByRole('heading', { level: 1, name: 'Find your flow' }).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    expect(await search(page).getAttribute('placeholder')).toBe(YOGA_MESSAGES.searchPlaceholder);

    await search(page).fill('warior');
    await page.getByRole('option', { name: /Warrior One/ }).waitFor();
    expect(await search(page).getAttribute('aria-expanded')).toBe('true');
    await search(page).press('ArrowDown');
    const highlighted = await page.locator('[role=option][aria-selected=true]').textContent();
    await search(page).press('Enter');
    const name = ['Warrior One', 'Warrior Two', 'Warrior Three', 'Reverse Warrior'].find((pose) =>
      highlighted?.startsWith(pose),
    )!;
    await poseDialog(page, name).waitFor();
    // The page behind the modal is hidden from assistive tech, so the box is found by its tag here.
    expect(await page.locator('input[role=combobox]').inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await poseDialog(page, name).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  });

  it('says when nothing matches, and Escape closes the list but keeps the words', async () => {
    await search(page).fill('qqxzz');
    await page.getByText(YOGA_MESSAGES.noResults.replace('{query}', 'qqxzz')).waitFor();
    await search(page).press('Escape');
    await expect.poll(() => search(page).getAttribute('aria-expanded')).toBe('false');
    expect(await search(page).inputValue()).toBe('qqxzz');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search(page).inputValue()).toBe('');
  });

  it('shows the failure with Retry, which then finds the pose', async () => {
    const searchCalls = /\/api\/yoga\/search\?/;
    await page.route(searchCalls, (route) => route.fulfill({ status: 500, body: '{}' }));
    await search(page).fill('pigeon');
    await page.getByText(YOGA_MESSAGES.searchFailed).waitFor();
    await page.unroute(searchCalls);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('option', { name: /^King Pigeon/ }).waitFor();
    await page.getByRole('option', { name: /^Pigeon/ }).click();
    await poseDialog(page, 'Pigeon').waitFor();
    expect(await page.locator('input[role=combobox]').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await poseDialog(page, 'Pigeon').waitFor({ state: 'detached' });
  });

  it('links to the pose grid and to every guided session, with no accessibility violation', async () => {
    expect(await page.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/YogaExercise');
    expect(await page.getByRole('link', { name: '10-minute morning flow' }).getAttribute('href')).toBe(
      '/yoga/session/morning-flow',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The failed search of the test before is the only console error.
    expect(journey.errors.filter((error) => !error.includes('500'))).toEqual([]);
  });
});

describe('the pose grid, its modal and the Practice Timer', () => {
  let journey: Journey;
  let page: Page;
  beforeAll(async () => {
    journey = await Journey.start();
    page = await journey.newPage();
    // The test moves time itself: no real waiting, and the timer's behaviour at each second is exact.
    await page.clock.install({ time: new Date('2026-11-20T07:30:00') });
  });
  afterAll(() => journey.close());

  it('shows every pose as a card, filters them, and opens one in a modal with its names and tutorial', async () => {
    await page.goto('/yogaexercise');
    await page.getByRole('heading', { level: 1, name: YOGA_MESSAGES.gridHeading }).waitFor();
    await expect.poll(() => page.locator('.pose-card').count()).toBe(48);
    expect(await page.locator('.pose-card', { hasText: 'Bridge' }).textContent()).toContain('Medium');
    await page.getByLabel('Level').selectOption('Expert');
    const experts = await page.locator('.pose-card').count();
    expect(experts).toBeGreaterThan(0);
    expect(experts).toBeLessThan(48);
    await page.getByLabel('Level').selectOption('All levels');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const thirdPartyRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url()).origin)) thirdPartyRequests.push(request.url());
    });
    await card(page, TUTORIAL_POSE).click();
    const dialog = poseDialog(page, TUTORIAL_POSE);
    await dialog.getByText('Vrksasana').waitFor();
    const poster = dialog.getByRole('button', { name: /^Play tutorial:/ });
    await poster.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing comes from YouTube until the person asks for the video.
    expect(thirdPartyRequests).toEqual([]);
    await page.route(`${VIDEO_EMBED_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await poster.click();
    const player = dialog.locator('iframe');
    expect(await player.getAttribute('src')).toBe(`${VIDEO_EMBED_ORIGIN}/embed/${TUTORIAL_VIDEO_ID}?autoplay=1&rel=0`);
    expect(await player.getAttribute('height')).toBe('315');

    // Closing by a click on the overlay returns focus to the card.
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(TUTORIAL_POSE);

    await card(page, 'Crow').click();
    await poseDialog(page, 'Crow').getByText(YOGA_MESSAGES.noTutorial).waitFor();
  });

  it('counts down, pauses, resets and takes a new duration exactly as the spec says', async () => {
    const dialog = poseDialog(page, 'Crow');
    // From here time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    expect(await timerClock(page).textContent()).toBe('01:00');
    expect(await timerButton(page, 'Pause').isDisabled()).toBe(true);
    expect(await timerButton(page, 'Reset').isDisabled()).toBe(true);

    await timerButton(page, 'Start').click();
    expect(await timerButton(page, 'Start').isDisabled()).toBe(true);
    await page.clock.runFor(3_000);
    await expect.poll(() => timerClock(page).textContent()).toBe('00:57');
    await timerButton(page, 'Pause').click();
    expect(await timerButton(page, 'Pause').isDisabled()).toBe(true);
    await page.clock.runFor(10_000);
    expect(await timerClock(page).textContent()).toBe('00:57');
    await timerButton(page, 'Reset').click();
    expect(await timerClock(page).textContent()).toBe('01:00');
    expect(await timerButton(page, 'Reset').isDisabled()).toBe(true);

    const duration = dialog.getByLabel('Duration (seconds)');
    await duration.fill('0');
    expect(await timerClock(page).textContent()).toBe('01:00');
    await duration.fill('3');
    expect(await timerClock(page).textContent()).toBe('00:03');
    await timerButton(page, 'Start').click();
    await page.clock.runFor(1_000);
    // Changing the duration while it runs stops it and starts over from the new one.
    await duration.fill('5');
    expect(await timerClock(page).textContent()).toBe('00:05');
    expect(await timerButton(page, 'Pause').isDisabled()).toBe(true);
    await timerButton(page, 'Start').click();
    await page.clock.runFor(6_000);
    await expect.poll(() => timerClock(page).textContent()).toBe('00:00');
    expect(await timerButton(page, 'Start').isDisabled()).toBe(true);
    expect(await timerButton(page, 'Pause').isDisabled()).toBe(true);
    expect(await timerButton(page, 'Reset').isDisabled()).toBe(false);
    await dialog.getByText('Time is up.').waitFor({ state: 'attached' });
  });

  it('resets the timer when a pose is closed and another opened', async () => {
    await page.keyboard.press('Escape');
    await card(page, 'Tree').click();
    expect(await timerClock(page).textContent()).toBe('00:05');
    expect(await timerButton(page, 'Reset').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.clock.resume();
    expect(journey.errors).toEqual([]);
  });
});

describe('the pose grid when the poses cannot be loaded', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('says "Error: Network response was not ok", and Retry loads them', async () => {
    const page = await journey.newPage();
    await page.route('**/api/yoga/v1/poses', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/yogaexercise');
    await page.getByText(YOGA_MESSAGES.posesError.replace('{message}', YOGA_MESSAGES.posesFailed)).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unroute('**/api/yoga/v1/poses');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('.pose-card').count()).toBe(48);
  });
});

describe('the single pose page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('shows the names, figure, description, cues and cautions of a pose', async () => {
    const page = await journey.newPage();
    await page.goto('/pose/41');
    await page.getByRole('heading', { level: 1, name: 'Tree' }).waitFor();
    await page.getByText('Vrksasana').waitFor();
    const figure = page.getByRole('img', { name: 'Tree pose' });
    await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'How to do it' }).count()).toBe(1);
    expect(await page.locator('.pose-page__steps li').count()).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(journey.errors).toEqual([]);
  });

  it('says "Failed to fetch pose" for an unknown pose', async () => {
    const page = await journey.newPage();
    for (const path of ['/pose/999', '/pose/not-a-number']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: YOGA_MESSAGES.poseFailed }).waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('favourite poses', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  async function toggle(page: Page, pose: string) {
    const heart = page.getByRole('button', { name: new RegExp(`(Add|Remove) ${pose} (to|from) favourites`) });
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
  }

  it('keeps a favourite on the device across reloads and tabs, and lists it on the dashboard', async () => {
    const page = await journey.newPage();
    await page.goto('/yogaexercise');
    await toggle(page, 'Crow');
    expect((await storedFavourites(page)).map((pose) => [pose.english_name, pose.sanskrit_name_adapted])).toEqual([
      ['Crow', 'Bakasana'],
    ]);
    // Another tab of the same browser follows at once.
    const other = await journey.newPage();
    await other.goto('/yogaexercise');
    await toggle(other, 'Tree');
    await expect.poll(() => page.getByRole('button', { name: 'Remove Tree from favourites' }).count()).toBe(1);
    await toggle(page, 'Tree');
    expect((await storedFavourites(other)).map((pose) => pose.english_name)).toEqual(['Crow']);

    const account = await signUp(page, 'Padma Lotus');
    await page.goto('/dashboard');
    await page.reload();
    const card = page.getByRole('region', { name: 'Favourite yoga poses' });
    await card.getByRole('link', { name: 'Crow' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crow' }).waitFor();
    expect(journey.errors).toEqual([]);

    // Signed in, the device's list joined the account: another browser sees it too.
    await expect
      .poll(async () => (await page.request.get('/api/favourites/poses')).json())
      .toMatchObject({ items: [{ english_name: 'Crow' }] });
    const secondBrowser: BrowserContext = await journey.newContext();
    const elsewhere = await secondBrowser.newPage();
    await elsewhere.goto('/');
    await signIn(elsewhere, account);
    await elsewhere.goto('/dashboard');
    await elsewhere.getByRole('region', { name: 'Favourite yoga poses' }).getByRole('link', { name: 'Crow' }).waitFor();

    // A favourite added there reaches the account and, on the next visit, the first browser.
    await elsewhere.goto('/yogaexercise');
    await toggle(elsewhere, 'Boat');
    await expect
      .poll(async () =>
        ((await page.request.get('/api/favourites/poses')).json() as Promise<{ items: YogaPose[] }>).then((body) =>
          body.items.map((pose) => pose.english_name),
        ),
      )
      .toEqual(['Crow', 'Boat']);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Favourite yoga poses' }).getByRole('link', { name: 'Boat' }).waitFor();
    await secondBrowser.close();
  });
});

describe('a guided session', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('plays through with a get-ready, holds, pause and skips, and puts its minutes on the dashboard', async () => {
    const page = await journey.newPage();
    await page.clock.install({ time: new Date('2026-11-20T07:00:00') });
    await page.goto('/');
    await signUp(page, 'Sunny Salutation');
    await page.goto('/yoga/session/morning-flow');
    await page.getByRole('heading', { level: 1, name: '10-minute morning flow' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Start session' }).click();

    const stage = page.getByRole('region', { name: 'Current pose' });
    await stage.getByText('Get ready').waitFor();
    const first = await stage.getByRole('heading', { level: 2 }).textContent();
    expect(await timerClock(page).textContent()).toBe('00:05');
    const phase = stage.locator('.session-player__phase');
    expect(await phase.getAttribute('data-phase')).toBe('lead-in');
    await page.clock.runFor(5_000);
    await expect.poll(() => phase.getAttribute('data-phase')).toBe('hold');
    expect(await stage.getByRole('heading', { level: 2 }).textContent()).toBe(first);
    await page.clock.runFor(2_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await timerClock(page).textContent();
    await page.clock.runFor(30_000);
    expect(await timerClock(page).textContent()).toBe(paused);
    await page.getByRole('button', { name: 'Resume' }).click();

    await page.getByRole('button', { name: 'Next' }).click();
    await stage.getByText('Pose 2 of').waitFor();
    await stage.getByText('Get ready').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await stage.getByText('Pose 1 of').waitFor();
    // The accessibility check needs timers of its own, so time flows again from here.
    await page.clock.resume();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A long jump, as a tab in the background would see, lands at the end.
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/practice') && response.status() === 201,
    );
    await page.clock.fastForward(15 * 60_000);
    await page.getByRole('heading', { level: 1, name: 'Session complete' }).waitFor();
    const practice = (await (await recorded).json()) as { minutes: number; sessionId: string; date: string };
    expect(practice).toMatchObject({ sessionId: 'morning-flow', date: '2026-11-20' });
    expect(practice.minutes).toBeGreaterThanOrEqual(9);
    await page.getByText('Saved to your dashboard.').waitFor();

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    const week = page.getByRole('region', { name: 'Yoga this week' });
    await expect.poll(() => week.locator('.practice-card__total strong').textContent()).toBe(String(practice.minutes));
    expect(journey.errors).toEqual([]);
  });
});
