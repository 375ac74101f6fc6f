import type { Page } from '@playwright/test';
import type { Pose } from '@thrive/contract';
import { signIn, signUp } from '../src/accounts';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';
import { timerClock, storedFavourites } from '../src/yoga';

test.describe('favourite poses', () => {
  async function toggle(page: Page, pose: string) {
    const heart = page.getByRole('button', { name: new RegExp(`(Add|Remove) ${pose} (to|from) favourites`) });
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  }

  const favouriteNames = async (page: Page) =>
    ((await (await page.request.get('/api/favourites/poses')).json()) as { items: Pose[] }).items.map(
      (pose) => pose.englishName,
    );

  test('keeps a favourite on the device across reloads and tabs, and lists it on the dashboard', async ({
    page,
    context,
    newContext,
  }) => {
    await open(page, '/yogaexercise');
    await toggle(page, 'Crow');
    await expect
      .poll(async () => (await storedFavourites(page)).map((pose) => [pose.englishName, pose.sanskritNameAdapted]))
      .toEqual([['Crow', 'Bakasana']]);
    // Another tab of the same browser follows at once.
    const other = await context.newPage();
    await open(other, '/yogaexercise');
    await toggle(other, 'Tree');
    await expect(page.getByRole('button', { name: 'Remove Tree from favourites' })).toHaveCount(1);
    await toggle(page, 'Tree');
    await expect.poll(async () => (await storedFavourites(other)).map((pose) => pose.englishName)).toEqual(['Crow']);

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
