import { PROFILE_MESSAGES } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { waitForMail } from '../src/mail';
import { expect, open, reload, test } from '../src/fixtures';
import { targetsForm, PRIYA, saveProfile } from '../src/profile-page';

test.describe('the profile page, signed in: targets, email and deleting the account', () => {
  test.use({ accountName: 'Priya Patel' });

  test('keeps the targets with the account: set on one browser, they are another’s, and a visitor’s merge in', async ({
    page,
    signedIn: _account,
    newContext,
  }) => {
    await open(page, '/');
    await saveProfile(page, PRIYA);
    await open(page, '/profile/targets');
    const form = targetsForm(page);
    // The profile's body is already there.
    await expect(form.getByLabel('Age (years)')).toHaveValue('41');
    await form.getByLabel('Calories a day').fill('2200');
    await form.getByLabel('Diet', { exact: true }).selectOption('Aegean');
    await form.getByRole('checkbox', { name: 'Gluten (wheat, rye, barley, oats)' }).check();
    await form.getByRole('checkbox', { name: 'Milk (dairy)' }).check();
    await form.getByLabel('Other foods to leave out').fill('mushrooms');
    // A split that does not add up is refused, with the message beside it.
    await form.getByRole('spinbutton', { name: 'Protein' }).fill('50');
    await form.getByRole('button', { name: 'Save my targets' }).click();
    await expect(form.getByText('Carbs, fat and protein must add up to 100 %.')).toBeVisible();
    await form.getByRole('button', { name: 'Use the Aegean split' }).click();
    await form.getByRole('button', { name: 'Save my targets' }).click();
    await expect(form.getByRole('status')).toHaveText('Your targets are saved with your account, for every device.');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Another browser, a phone, signed in to the same account, plans with the same targets. (It takes this
    // browser's sign-in, as a second sign-in would.)
    const signedInCookies = await page.context().cookies();
    const other = await newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await other.addCookies(signedInCookies);
    await open(phone, '/profile/targets');
    await expect(targetsForm(phone).getByLabel('Calories a day')).toHaveValue('2200');
    await expect(targetsForm(phone).getByLabel('Diet', { exact: true })).toHaveValue('Aegean');
    await expect(targetsForm(phone).getByRole('checkbox', { name: 'Milk (dairy)' })).toBeChecked();
    await expect(targetsForm(phone).getByLabel('Other foods to leave out')).toHaveValue('mushrooms');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await open(phone, '/mealplanner');
    await expect(phone.locator('.planner__target')).toContainText('2,200 kcal');

    // A visitor's own targets, set before signing in, fill in what the account lacks.
    const visitor = await newContext();
    const fresh = await visitor.newPage();
    await open(fresh, '/profile/targets');
    await targetsForm(fresh).getByLabel('Meals a day').selectOption('4');
    await targetsForm(fresh).getByRole('button', { name: 'Save my targets' }).click();
    await expect(targetsForm(fresh).getByRole('status')).toHaveText(
      'Your targets are kept in this browser. Sign in to keep them with your account.',
    );
    await visitor.addCookies(signedInCookies);
    await open(fresh, '/profile/targets');
    await expect(targetsForm(fresh).getByLabel('Meals a day')).toHaveValue('4');
    await expect(targetsForm(fresh).getByLabel('Calories a day')).toHaveValue('2200');
  });

  test('carries the calculator’s result into the targets, and refuses a figure no plan can be made for', async ({
    page,
    signedIn: _account,
  }) => {
    await open(page, '/');
    await saveProfile(page, PRIYA);
    await open(page, '/calorie-calculator');
    const weight = page.getByRole('slider', { name: 'Weight' });
    // Filled in from the targets: the profile's 61 kg.
    await expect(weight).toHaveValue('61');
    await weight.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    await expect(weight).toHaveValue('66');
    const lose = Number((await page.getByTestId('target-lose').textContent())?.replace(/\D/g, ''));
    await page.getByRole('button', { name: new RegExp(`^Use ${lose} kcal \\(to lose weight\\)`) }).click();
    await expect(page.locator('.calculator__chosen')).toContainText(lose.toLocaleString('en-US'));

    // The result is the same after a reload: the facts are the person's targets.
    await reload(page);
    await expect(page.getByTestId('target-lose')).toHaveText(lose.toLocaleString('en-US'));
    await open(page, '/profile/targets');
    await expect(targetsForm(page).getByLabel('Calories a day')).toHaveValue(String(lose));
    await expect(targetsForm(page).getByLabel('Weight (kg)', { exact: true })).toHaveValue('66');

    // The heaviest, tallest, most active person needs more than a plan can hold: shown, never used. The sliders are
    // moved once they hold the targets: the form starts again when the account's targets come in.
    await open(page, '/calorie-calculator');
    await expect(page.getByRole('slider', { name: 'Weight' })).toHaveValue('66');
    for (const slider of ['Height', 'Weight', 'Weekly activity']) {
      await page.getByRole('slider', { name: slider }).focus();
      await page.keyboard.press('End');
    }
    await page.getByRole('slider', { name: 'Age' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByTestId('target-gain')).toHaveText(/^\d{1,2},\d{3}$/);
    const gain = page.locator('.calculator__card[data-kind="gain"]');
    await expect(gain.getByText('Please enter a calorie value between 500 and 5000.')).toBeVisible();
    await expect(gain.getByRole('button', { name: /^Use/ })).toBeDisabled();
  });

  test('changes the sign-in email from the link sent to it, then deletes the account after asking for the password', async ({
    page,
    signedIn,
    browserErrors,
    thrive,
  }) => {
    // The refused confirmation (400) is the browser's to log; nothing else may fail.
    browserErrors.allow(/status of 400/);
    await open(page, '/profile');
    const emailCard = page.getByRole('region', { name: 'Sign-in email' });
    const moved = `priya-moved-${Date.now()}@example.com`;
    await emailCard.getByLabel('New email').fill(moved);
    await emailCard.getByLabel('Password').fill(signedIn.password);
    await emailCard.getByRole('button', { name: 'Change email' }).click();
    await expect(emailCard.getByText(PROFILE_MESSAGES.emailChangeSent.replace('{email}', moved))).toBeVisible();
    // Nothing changes until the link sent to the new address is opened; the old address is told of the request.
    await expect(emailCard.getByText(signedIn.email)).toBeVisible();
    await waitForMail(thrive.mailDir, signedIn.email, 'Your Thrive email is about to change');
    const mail = await waitForMail(thrive.mailDir, moved, 'Confirm your new Thrive email');
    // The link may be opened anywhere, signed in or not (it leads to the app's first address, localhost).
    const confirmed = await page.request.get(/https?:\/\/\S+/.exec(mail.text)![0], { maxRedirects: 0 });
    expect(confirmed.status()).toBe(302);
    await reload(page);
    await expect(emailCard.getByText(moved)).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText(PROFILE_MESSAGES.wrongPassword)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('Password').fill(signedIn.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started / Sign-Up' })).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(401);
  });
});
