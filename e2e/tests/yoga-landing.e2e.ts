import { YOGA_MESSAGES } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, test } from '../src/fixtures';
import { search, poseDialog } from '../src/yoga';

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
