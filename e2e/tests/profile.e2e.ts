import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROFILE_MESSAGES, type Profile } from '@thrive/contract';
import { Journey, seriousAxeViolations } from '../src/journey';

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

const naturalSize = (page: Page) =>
  preview(page).evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);

describe('the profile page, not signed in', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('keeps the profile in this browser without a password, its body as the targets, and prefills it on return', async () => {
    const page = await journey.newPage();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    const form = profileForm(page);

    // Everything is required; focus lands on the first field that needs attention.
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Enter your name.').waitFor();
    expect(await form.getByLabel('Name', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(
      true,
    );
    // No password is asked to save.
    expect(await form.getByLabel(/password/i).count()).toBe(0);

    await form.getByLabel('Name', { exact: true }).fill('Mia Walker');
    await form.getByLabel('Email').fill('mia@example.com');
    await fillDetails(page, { username: 'miawalks', age: '29', height: '168', weight: '64.5' });
    // The tiles are a real radio group: arrow keys move the choice.
    await form.getByRole('radio', { name: 'Lose weight' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => form.getByRole('radio', { name: 'Maintain weight' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => form.getByRole('radio', { name: 'Lose weight' }).isChecked()).toBe(true);
    // A photo is stored as soon as it is chosen, resized in the browser: the longer side is 512 px.
    await photoCard(page)
      .getByLabel('Upload photo')
      .setInputFiles(await pngFile(page));
    await expect.poll(() => photoCard(page).getByRole('status').textContent()).toBe(PROFILE_MESSAGES.photoSaved);
    expect(await preview(page).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(await naturalSize(page)).toEqual([512, 341]);

    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(PROFILE_MESSAGES.savedOnDevice);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await form.getByLabel('Username').waitFor();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Mia Walker');
    expect(await form.getByLabel('Email').inputValue()).toBe('mia@example.com');
    expect(await form.getByLabel('Username').inputValue()).toBe('miawalks');
    expect(await form.getByLabel(/^Age/).inputValue()).toBe('29');
    expect(await form.getByLabel(/^Height/).inputValue()).toBe('168');
    expect(await form.getByLabel(/^Weight/).inputValue()).toBe('64.5');
    expect(await form.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: 'Lose weight' }).isChecked()).toBe(true);
    expect(await naturalSize(page)).toEqual([512, 341]);

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
    await page.goto('/profile/targets');
    await expect.poll(() => targetsForm(page).getByLabel('Age (years)').inputValue()).toBe('29');
    expect(journey.errors).toEqual([]);
  });

  it('turns away a file that is not an image', async () => {
    const page = await journey.newPage();
    await page.goto('/profile');
    // The first journey left a photo in this browser, so the control offers to change it.
    const upload = photoCard(page).getByLabel('Change photo');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await photoCard(page).getByText(PROFILE_MESSAGES.photoNotImage).waitFor();
    expect(await upload.getAttribute('aria-invalid')).toBe('true');
    expect(journey.errors).toEqual([]);
  });
});

describe('the profile page, signed in', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  const name = 'Priya Patel';
  const email = `priya-${Date.now()}@example.com`;
  const password = 'chickpea curry 7';
  const newPassword = 'lentil dal 8 ways';

  it('prefills the account, saves details without the password and a photo when chosen, and shows them again', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: new URL(page.url()).origin },
      data: { name, email, password },
    });
    expect(signUp.ok()).toBe(true);

    await page.goto('/profile');
    const form = profileForm(page);
    const nameInput = form.getByLabel('Name', { exact: true });
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    const emailInput = form.getByLabel('Email');
    expect(await emailInput.inputValue()).toBe(email);
    expect(await emailInput.getAttribute('readonly')).not.toBeNull();
    await form.getByText('This is the email you sign in with.').waitFor();

    await photoCard(page)
      .getByLabel('Upload photo')
      .setInputFiles(await pngFile(page));
    await expect.poll(() => photoCard(page).getByRole('status').textContent()).toBe(PROFILE_MESSAGES.photoSaved);
    await nameInput.fill('Priya P.');
    await fillDetails(page, { username: 'priyap', age: '41', height: '158', weight: '61' });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(PROFILE_MESSAGES.saved);

    const response = await page.request.get('/api/profile');
    expect(response.ok()).toBe(true);
    const profile = (await response.json()) as Profile;
    expect(profile).toMatchObject({
      name: 'Priya P.',
      email,
      hasPassword: true,
      details: { username: 'priyap', age: 41, gender: 'female', height: 158, weight: 61, goal: 'lose' },
    });
    expect(profile.image).toMatch(/^\/api\/profile\/photo\?v=\d+$/);
    const photo = await page.request.get(profile.image!);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    expect(await preview(page).getAttribute('src')).toBe(profile.image);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expect.poll(() => form.getByLabel('Username').inputValue()).toBe('priyap');
    expect(await nameInput.inputValue()).toBe('Priya P.');
    expect(await form.getByRole('radio', { name: 'Lose weight' }).isChecked()).toBe(true);
    await expect.poll(() => naturalSize(page)).toEqual([512, 341]);
    expect(journey.errors).toEqual([]);
  });

  it('changes the password: the confirmation must match, a wrong current one is said on its field', async () => {
    const page = await journey.newPage();
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Current password').fill(password);
    await card.getByLabel('New password', { exact: true }).fill(newPassword);
    await card.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('Passwords do not match!', { exact: true }).waitFor();
    expect(await card.getByLabel('Confirm new password').getAttribute('aria-invalid')).toBe('true');

    await card.getByLabel('Current password').fill('not my password');
    await card.getByLabel('Confirm new password').fill(newPassword);
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText(PROFILE_MESSAGES.wrongPassword).waitFor();
    expect(await card.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');

    await card.getByLabel('Current password').fill(password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe(PROFILE_MESSAGES.passwordChanged);
    // This browser stays signed in.
    await page.reload();
    await expect.poll(() => profileForm(page).getByLabel('Username').inputValue()).toBe('priyap');
    // The browser logs the refused change (400) itself; nothing else may fail.
    expect(journey.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('keeps the targets with the account: set on one browser, they are another’s, and a visitor’s merge in', async () => {
    const earlierErrors = journey.errors.length;
    const page = await journey.newPage();
    await page.goto('/profile/targets');
    const form = targetsForm(page);
    // The profile's body is already there.
    await expect.poll(() => form.getByLabel('Age (years)').inputValue()).toBe('41');
    await form.getByLabel('Calories a day').fill('2200');
    await form.getByLabel('Diet', { exact: true }).selectOption('Aegean');
    await form.getByRole('checkbox', { name: 'Gluten (wheat, rye, barley, oats)' }).check();
    await form.getByRole('checkbox', { name: 'Milk (dairy)' }).check();
    await form.getByLabel('Other foods to leave out').fill('mushrooms');
    // A split that does not add up is refused, with the message beside it.
    await form.getByRole('spinbutton', { name: 'Protein' }).fill('50');
    await form.getByRole('button', { name: 'Save my targets' }).click();
    expect(await form.getByText('Carbs, fat and protein must add up to 100 %.').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Use the Aegean split' }).click();
    await form.getByRole('button', { name: 'Save my targets' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Your targets are saved with your account, for every device.');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Another browser, a phone, signed in to the same account, plans with the same targets. (It takes this
    // browser's sign-in: every journey shares one client address, whose sign-ins are limited.)
    const signedIn = await page.context().cookies();
    const other = await journey.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await other.addCookies(signedIn);
    await phone.goto('/profile/targets');
    await expect.poll(() => targetsForm(phone).getByLabel('Calories a day').inputValue()).toBe('2200');
    expect(await targetsForm(phone).getByLabel('Diet', { exact: true }).inputValue()).toBe('Aegean');
    expect(await targetsForm(phone).getByRole('checkbox', { name: 'Milk (dairy)' }).isChecked()).toBe(true);
    expect(await targetsForm(phone).getByLabel('Other foods to leave out').inputValue()).toBe('mushrooms');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.goto('/mealplanner');
    await expect.poll(() => phone.locator('.planner__target').textContent()).toContain('2,200 kcal');

    // A visitor's own targets, set before signing in, fill in what the account lacks.
    const visitor = await journey.newContext();
    const fresh = await visitor.newPage();
    await fresh.goto('/profile/targets');
    await targetsForm(fresh).getByLabel('Meals a day').selectOption('4');
    await targetsForm(fresh).getByRole('button', { name: 'Save my targets' }).click();
    await expect
      .poll(() => targetsForm(fresh).getByRole('status').textContent())
      .toBe('Your targets are kept in this browser. Sign in to keep them with your account.');
    await visitor.addCookies(signedIn);
    await fresh.goto('/profile/targets');
    await expect.poll(() => targetsForm(fresh).getByLabel('Meals a day').inputValue()).toBe('4');
    expect(await targetsForm(fresh).getByLabel('Calories a day').inputValue()).toBe('2200');
    await other.close();
    await visitor.close();
    expect(journey.errors.slice(earlierErrors)).toEqual([]);
  });

  it('carries the calculator’s result into the targets, and refuses a figure no plan can be made for', async () => {
    const earlierErrors = journey.errors.length;
    const page = await journey.newPage();
    await page.goto('/calorie-calculator');
    const weight = page.getByRole('slider', { name: 'Weight' });
    // Filled in from the targets: the profile's 61 kg.
    await expect.poll(() => weight.inputValue()).toBe('61');
    await weight.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    const lose = Number((await page.getByTestId('target-lose').textContent())?.replace(/\D/g, ''));
    await page.getByRole('button', { name: new RegExp(`^Use ${lose} kcal \\(to lose weight\\)`) }).click();
    await expect.poll(() => page.locator('.calculator__chosen').textContent()).toContain(lose.toLocaleString('en-US'));

    // The result is the same after a reload: the facts are the person's targets.
    await page.reload();
    await expect.poll(() => page.getByTestId('target-lose').textContent()).toBe(lose.toLocaleString('en-US'));
    await page.goto('/profile/targets');
    await expect.poll(() => targetsForm(page).getByLabel('Calories a day').inputValue()).toBe(String(lose));
    expect(await targetsForm(page).getByLabel('Weight (kg)').inputValue()).toBe('66');

    // The heaviest, tallest, most active person needs more than a plan can hold: shown, never used.
    await page.goto('/calorie-calculator');
    for (const slider of ['Height', 'Weight', 'Weekly activity']) {
      await page.getByRole('slider', { name: slider }).focus();
      await page.keyboard.press('End');
    }
    await page.getByRole('slider', { name: 'Age' }).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('target-gain').textContent()).toMatch(/^\d{1,2},\d{3}$/);
    const gain = page.locator('.calculator__card[data-kind="gain"]');
    expect(await gain.getByText('Please enter a calorie value between 500 and 5000.').isVisible()).toBe(true);
    expect(await gain.getByRole('button', { name: /^Use/ }).isDisabled()).toBe(true);
    expect(journey.errors.slice(earlierErrors)).toEqual([]);
  });

  it('changes the sign-in email, then deletes the account after asking for the password', async () => {
    const earlierErrors = journey.errors.length;
    const page = await journey.newPage();
    await page.goto('/profile');
    const emailCard = page.getByRole('region', { name: 'Sign-in email' });
    const moved = `priya-moved-${Date.now()}@example.com`;
    await emailCard.getByLabel('New email').fill(moved);
    await emailCard.getByLabel('Password').fill(newPassword);
    await emailCard.getByRole('button', { name: 'Change email' }).click();
    await emailCard.getByText(PROFILE_MESSAGES.emailChanged).waitFor();
    await emailCard.getByText(moved).waitFor();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText(PROFILE_MESSAGES.wrongPassword).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText(PROFILE_MESSAGES.deleted).waitFor();
    await page.getByRole('button', { name: 'Get Started / Sign-Up' }).waitFor();
    expect(await (await page.request.get('/api/profile')).status()).toBe(401);
    // The refused confirmation (400) is the browser's to log; nothing else may fail.
    expect(journey.errors.slice(earlierErrors).filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});
