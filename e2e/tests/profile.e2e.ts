import type { Page } from '@playwright/test';
import { PROFILE_MESSAGES, type Profile, type UpdateProfileRequest } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';

const profileForm = (page: Page) => page.getByRole('form', { name: 'Edit Profile' });
const photoCard = (page: Page) => page.getByRole('region', { name: 'Profile photo' });
const preview = (page: Page) => photoCard(page).locator('.profile-photo__preview');
const targetsForm = (page: Page) => page.getByRole('form', { name: 'My targets' });

/** A 600×400 PNG drawn by the browser itself, as a camera picture would arrive (larger than what is stored). */
async function pngFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#17734b';
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#f2a33a';
    context.beginPath();
    context.arc(300, 200, 150, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function fillDetails(page: Page, details: { username: string; age: string; height: string; weight: string }) {
  const form = profileForm(page);
  await form.getByLabel('Username').fill(details.username);
  await form.getByLabel(/^Age/).fill(details.age);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByLabel(/^Height/).fill(details.height);
  await form.getByLabel(/^Weight/).fill(details.weight);
  await form.getByRole('radio', { name: 'Lose weight' }).check();
}

/** Chooses a photo and waits until it is stored. */
async function uploadPhoto(page: Page) {
  await photoCard(page)
    .getByLabel('Upload photo')
    .setInputFiles(await pngFile(page));
  await expect(photoCard(page).getByRole('status')).toHaveText(PROFILE_MESSAGES.photoSaved);
}

const naturalSize = (page: Page) =>
  preview(page).evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);

/** Priya's profile as she saved it: her body is her targets. */
const PRIYA: UpdateProfileRequest = {
  name: 'Priya P.',
  username: 'priyap',
  age: 41,
  gender: 'female',
  height: 158,
  weight: 61,
  goal: 'lose',
};

/** Saves the signed-in person's profile through the API, in the page's browser. */
async function saveProfile(page: Page, profile: UpdateProfileRequest) {
  const response = await page.request.put('/api/profile', {
    headers: { origin: new URL(page.url()).origin },
    data: profile,
  });
  expect(response.ok(), 'profile saved').toBe(true);
}

test.describe('the profile page, not signed in', () => {
  test('keeps the profile in this browser without a password, its body as the targets, and prefills it on return', async ({
    page,
  }) => {
    await open(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    const form = profileForm(page);

    // Everything is required; focus lands on the first field that needs attention.
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    // No password is asked to save.
    await expect(form.getByLabel(/password/i)).toHaveCount(0);

    await form.getByLabel('Name', { exact: true }).fill('Mia Walker');
    await form.getByLabel('Email').fill('mia@example.com');
    await fillDetails(page, { username: 'miawalks', age: '29', height: '168', weight: '64.5' });
    // The tiles are a real radio group: arrow keys move the choice.
    await form.getByRole('radio', { name: 'Lose weight' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Maintain weight' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('radio', { name: 'Lose weight' })).toBeChecked();
    // A photo is stored as soon as it is chosen, resized in the browser: the longer side is 512 px.
    await uploadPhoto(page);
    await expect(preview(page)).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect.poll(() => naturalSize(page)).toEqual([512, 341]);

    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByRole('status')).toHaveText(PROFILE_MESSAGES.savedOnDevice);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await reload(page);
    await expect(form.getByLabel('Username')).toHaveValue('miawalks');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Mia Walker');
    await expect(form.getByLabel('Email')).toHaveValue('mia@example.com');
    await expect(form.getByLabel(/^Age/)).toHaveValue('29');
    await expect(form.getByLabel(/^Height/)).toHaveValue('168');
    await expect(form.getByLabel(/^Weight/)).toHaveValue('64.5');
    await expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Lose weight' })).toBeChecked();
    await expect.poll(() => naturalSize(page)).toEqual([512, 341]);

    const stored = (key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), key);
    expect(await stored('thrive:profile')).toMatchObject({
      name: 'Mia Walker',
      username: 'miawalks',
      email: 'mia@example.com',
      gender: 'female',
    });
    // The body is the targets the calculator and every plan read.
    expect((await stored('thrive:targets')).targets).toMatchObject({
      age: 29,
      height: 168,
      weight: 64.5,
      goal: 'lose',
    });
    await open(page, '/profile/targets');
    await expect(targetsForm(page).getByLabel('Age (years)')).toHaveValue('29');
  });

  test('turns away a file that is not an image', async ({ page }) => {
    await open(page, '/profile');
    // With a photo stored in this browser, the control offers to change it.
    await uploadPhoto(page);
    const upload = photoCard(page).getByLabel('Change photo');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(photoCard(page).getByText(PROFILE_MESSAGES.photoNotImage)).toBeVisible();
    await expect(upload).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the profile page, signed in', () => {
  test.use({ accountName: 'Priya Patel' });

  test('prefills the account, saves details without the password and a photo when chosen, and shows them again', async ({
    page,
    signedIn,
  }) => {
    await open(page, '/profile');
    const form = profileForm(page);
    const nameInput = form.getByLabel('Name', { exact: true });
    await expect(nameInput).toHaveValue(signedIn.name);
    const emailInput = form.getByLabel('Email');
    await expect(emailInput).toHaveValue(signedIn.email);
    await expect(emailInput).toHaveAttribute('readonly');
    await expect(form.getByText('This is the email you sign in with.')).toBeVisible();

    await uploadPhoto(page);
    await nameInput.fill('Priya P.');
    await fillDetails(page, { username: 'priyap', age: '41', height: '158', weight: '61' });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByRole('status')).toHaveText(PROFILE_MESSAGES.saved);

    const response = await page.request.get('/api/profile');
    expect(response.ok()).toBe(true);
    const profile = (await response.json()) as Profile;
    expect(profile).toMatchObject({
      name: 'Priya P.',
      email: signedIn.email,
      hasPassword: true,
      details: { username: 'priyap', age: 41, gender: 'female', height: 158, weight: 61, goal: 'lose' },
    });
    expect(profile.image).toMatch(/^\/api\/profile\/photo\?v=\d+$/);
    const photo = await page.request.get(profile.image!);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    await expect(preview(page)).toHaveAttribute('src', profile.image!);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await reload(page);
    await expect(form.getByLabel('Username')).toHaveValue('priyap');
    await expect(nameInput).toHaveValue('Priya P.');
    await expect(form.getByRole('radio', { name: 'Lose weight' })).toBeChecked();
    await expect.poll(() => naturalSize(page)).toEqual([512, 341]);
  });

  test('changes the password: the confirmation must match, a wrong current one is said on its field', async ({
    page,
    signedIn,
    browserErrors,
  }) => {
    // The browser logs the refused change (400) itself; nothing else may fail.
    browserErrors.allow(/status of 400/);
    const newPassword = 'lentil dal 8 ways';
    await open(page, '/');
    await saveProfile(page, PRIYA);
    await open(page, '/profile');
    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Current password').fill(signedIn.password);
    await card.getByLabel('New password', { exact: true }).fill(newPassword);
    await card.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('Passwords do not match!', { exact: true })).toBeVisible();
    await expect(card.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');

    await card.getByLabel('Current password').fill('not my password');
    await card.getByLabel('Confirm new password').fill(newPassword);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText(PROFILE_MESSAGES.wrongPassword)).toBeVisible();
    await expect(card.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    await card.getByLabel('Current password').fill(signedIn.password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByRole('status')).toHaveText(PROFILE_MESSAGES.passwordChanged);
    // This browser stays signed in.
    await reload(page);
    await expect(profileForm(page).getByLabel('Username')).toHaveValue('priyap');
  });

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
    await expect(targetsForm(page).getByLabel('Weight (kg)')).toHaveValue('66');

    // The heaviest, tallest, most active person needs more than a plan can hold: shown, never used.
    await open(page, '/calorie-calculator');
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

  test('changes the sign-in email, then deletes the account after asking for the password', async ({
    page,
    signedIn,
    browserErrors,
  }) => {
    // The refused confirmation (400) is the browser's to log; nothing else may fail.
    browserErrors.allow(/status of 400/);
    await open(page, '/profile');
    const emailCard = page.getByRole('region', { name: 'Sign-in email' });
    const moved = `priya-moved-${Date.now()}@example.com`;
    await emailCard.getByLabel('New email').fill(moved);
    await emailCard.getByLabel('Password').fill(signedIn.password);
    await emailCard.getByRole('button', { name: 'Change email' }).click();
    await expect(emailCard.getByText(PROFILE_MESSAGES.emailChanged)).toBeVisible();
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
