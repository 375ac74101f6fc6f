// What the profile journeys share: the page's forms, a photo to upload, and Priya's profile.
import type { Page } from '@playwright/test';
import { PROFILE_MESSAGES, type UpdateProfileRequest } from '@thrive/contract';
import { expect } from './fixtures';

export const profileForm = (page: Page) => page.getByRole('form', { name: 'Edit Profile' });
export const photoCard = (page: Page) => page.getByRole('region', { name: 'Profile photo' });
export const preview = (page: Page) => photoCard(page).locator('.profile-photo__preview');
export const targetsForm = (page: Page) => page.getByRole('form', { name: 'My targets' });

/** A 600×400 PNG drawn by the browser itself, as a camera picture would arrive (larger than what is stored). */
export async function pngFile(page: Page) {
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

export async function fillDetails(
  page: Page,
  details: { username: string; age: string; height: string; weight: string },
) {
  const form = profileForm(page);
  await form.getByLabel('Username').fill(details.username);
  await form.getByLabel(/^Age/).fill(details.age);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByLabel(/^Height/).fill(details.height);
  await form.getByLabel(/^Weight/).fill(details.weight);
  await form.getByRole('radio', { name: 'Lose weight' }).check();
}

/** Chooses a photo and waits until it is stored. */
export async function uploadPhoto(page: Page) {
  await photoCard(page)
    .getByLabel('Upload photo')
    .setInputFiles(await pngFile(page));
  await expect(photoCard(page).getByRole('status')).toHaveText(PROFILE_MESSAGES.photoSaved);
}

export const naturalSize = (page: Page) =>
  preview(page).evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);

/** Priya's profile as she saved it: her body is her targets. */
export const PRIYA: UpdateProfileRequest = {
  name: 'Priya P.',
  username: 'priyap',
  age: 41,
  gender: 'female',
  height: 158,
  weight: 61,
  goal: 'lose',
};

/** Saves the signed-in person's profile through the API, in the page's browser. */
export async function saveProfile(page: Page, profile: UpdateProfileRequest) {
  const response = await page.request.put('/api/profile', {
    headers: { origin: new URL(page.url()).origin },
    data: profile,
  });
  expect(response.ok(), 'profile saved').toBe(true);
}
