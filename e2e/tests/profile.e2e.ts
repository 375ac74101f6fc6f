import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROFILE_MESSAGES, type Profile } from '@thrive/contract';
import { Journey, seriousAxeViolations } from '../src/journey';

const profileForm = (page: Page) => page.getByRole('form', { name: 'Edit Profile' });
const preview = (page: Page) => profileForm(page).locator('.profile-photo__preview');

/** A 600×400 PNG drawn by the browser itself, as a camera picture would arrive (larger than what is kept). */
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

  it('checks the passwords, keeps the profile in this browser without them, and prefills it on return', async () => {
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

    await form.getByLabel('Name', { exact: true }).fill('Mia Walker');
    await form.getByLabel('Email').fill('mia@example.com');
    await fillDetails(page, { username: 'miawalks', age: '29', height: '168', weight: '64.5' });
    // The tiles are a real radio group: arrow keys move the choice.
    await form.getByRole('radio', { name: 'Lose weight' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => form.getByRole('radio', { name: 'Maintain weight' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => form.getByRole('radio', { name: 'Lose weight' }).isChecked()).toBe(true);
    await form.getByLabel('Upload photo').setInputFiles(await pngFile(page));
    await expect.poll(() => preview(page).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    // Resized in the browser: the longer side is 512 px.
    expect(await naturalSize(page)).toEqual([512, 341]);

    const password = form.getByLabel('Password', { exact: true });
    const confirm = form.getByLabel('Confirm password');
    await password.fill('sunrise salutation');
    await confirm.fill('sunrise salutations');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Passwords do not match!', { exact: true }).waitFor();
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    expect(await confirm.evaluate((input) => input === document.activeElement)).toBe(true);

    await confirm.fill('sunrise salutation');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(PROFILE_MESSAGES.savedOnDevice);
    expect(await password.inputValue()).toBe('');
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
    expect(await password.inputValue()).toBe('');
    expect(await confirm.inputValue()).toBe('');

    const stored = (await page.evaluate(() => localStorage.getItem('thrive:profile'))) ?? '';
    expect(JSON.parse(stored)).toMatchObject({
      name: 'Mia Walker',
      username: 'miawalks',
      age: 29,
      email: 'mia@example.com',
      gender: 'female',
      height: 168,
      weight: 64.5,
      target: 'loss',
    });
    expect(stored).not.toMatch(/password|sunrise/i);
    expect(journey.errors).toEqual([]);
  });

  it('turns away a file that is not an image', async () => {
    const page = await journey.newPage();
    await page.goto('/profile');
    // The first journey left a photo in this browser, so the control offers to change it.
    const upload = profileForm(page).getByLabel('Change photo');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await profileForm(page).getByText(PROFILE_MESSAGES.photoNotImage).waitFor();
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

  it('prefills the account, saves details and a photo to the server, and shows them again', async () => {
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
    await form.getByText('Enter your password to save changes.').waitFor();

    await nameInput.fill('Priya P.');
    await fillDetails(page, { username: 'priyap', age: '41', height: '158', weight: '61' });
    await form.getByLabel('Upload photo').setInputFiles(await pngFile(page));
    await expect.poll(() => preview(page).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await form.getByLabel('Current password').fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(PROFILE_MESSAGES.saved);
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    expect(await form.getByLabel('Confirm password').inputValue()).toBe('');

    const response = await page.request.get('/api/profile');
    expect(response.ok()).toBe(true);
    const profile = (await response.json()) as Profile;
    expect(profile).toMatchObject({
      name: 'Priya P.',
      email,
      hasPassword: true,
      details: { username: 'priyap', age: 41, gender: 'female', height: 158, weight: 61, target: 'loss' },
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

  it('puts a wrong current password on the password field and keeps what was typed', async () => {
    const page = await journey.newPage();
    await page.goto('/profile');
    const form = profileForm(page);
    await expect.poll(() => form.getByLabel('Username').inputValue()).toBe('priyap');
    await form.getByLabel(/^Weight/).fill('60');
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('Confirm password').fill('not my password');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText(PROFILE_MESSAGES.wrongPassword).waitFor();
    const current = form.getByLabel('Current password');
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await form.getByLabel(/^Weight/).inputValue()).toBe('60');
    expect(((await (await page.request.get('/api/profile')).json()) as Profile).details?.weight).toBe(61);
    // The browser logs the refused save (400) itself; nothing else may fail.
    expect(journey.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('changes the sign-in email, then deletes the account after asking for the password', async () => {
    const earlierErrors = journey.errors.length;
    const page = await journey.newPage();
    await page.goto('/profile');
    const emailCard = page.getByRole('region', { name: 'Sign-in email' });
    const moved = `priya-moved-${Date.now()}@example.com`;
    await emailCard.getByLabel('New email').fill(moved);
    await emailCard.getByLabel('Password').fill(password);
    await emailCard.getByRole('button', { name: 'Change email' }).click();
    await emailCard.getByText(PROFILE_MESSAGES.emailChanged).waitFor();
    await emailCard.getByText(moved).waitFor();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText(PROFILE_MESSAGES.wrongPassword).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText(PROFILE_MESSAGES.deleted).waitFor();
    await page.getByRole('button', { name: 'Get Started / Sign-Up' }).waitFor();
    expect(await (await page.request.get('/api/profile')).status()).toBe(401);
    // The refused confirmation (400) is the browser's to log; nothing else may fail.
    expect(journey.errors.slice(earlierErrors).filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});
