import type { Page } from '@playwright/test';
import { VIDEO_EMBED_ORIGIN, YOGA_MESSAGES } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { TUTORIAL_POSE, TUTORIAL_VIDEO_ID } from '../src/fake-youtube';
import { expect, open, test } from '../src/fixtures';
import { poseDialog, timerClock, timerButton, card, poseCards } from '../src/yoga';

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
    await page.route('**/api/yoga/poses', (route) => route.fulfill({ status: 503, body: '{}' }));
    await open(page, '/yogaexercise');
    await expect(
      page.getByText(YOGA_MESSAGES.posesError.replace('{message}', YOGA_MESSAGES.posesFailed)),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unroute('**/api/yoga/poses');
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
