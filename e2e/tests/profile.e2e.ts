import { PROFILE_MESSAGES, type Profile } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { signIn } from '../src/accounts';
import { expect, open, reload, test } from '../src/fixtures';
import {
  profileForm,
  photoCard,
  preview,
  targetsForm,
  fillDetails,
  uploadPhoto,
  naturalSize,
  PRIYA,
  saveProfile,
} from '../src/profile-page';

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

  test('lists the devices signed in and signs the others out', async ({ page, signedIn, newContext }) => {
    const phone = await (await newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await open(phone, '/');
    await signIn(phone, signedIn);

    await open(page, '/profile');
    const card = page.getByRole('region', { name: 'Signed-in devices' });
    const devices = card.getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText('This device');
    await expect(devices.nth(1).getByRole('button', { name: /^Sign out .*, last seen today$/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(card.getByRole('status')).toHaveText(PROFILE_MESSAGES.signedOutOthers);
    await expect(devices).toHaveCount(1);
    await expect(card.getByRole('button', { name: 'Sign out other devices' })).toHaveCount(0);
    // The other browser is signed out; this one is not.
    expect((await phone.request.get('/api/profile')).status()).toBe(401);
    await reload(page);
    await expect(card.getByRole('listitem')).toHaveCount(1);
  });
});
