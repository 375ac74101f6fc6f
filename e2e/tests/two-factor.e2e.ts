import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR_MESSAGES } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';

/** The authenticator app: codes for the key the profile shows. */
const authenticator = (key: string) =>
  new TOTP({ issuer: 'Thrive', secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 });

const panel = (page: Page) => page.getByRole('dialog');

test('turns on two-factor sign-in from the profile, then signs in with the app’s code', async ({
  page,
  signedIn,
  browserErrors,
}) => {
  // Refused codes and passwords are logged by the browser itself.
  browserErrors.allow(/status of (400|401)/);
  await open(page, '/profile');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await card.getByLabel('Your password').fill('not my password');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByText(TWO_FACTOR_MESSAGES.wrongPassword)).toBeVisible();
  await card.getByLabel('Your password').fill(signedIn.password);
  await card.getByRole('button', { name: 'Continue' }).click();

  await expect(card.getByRole('img', { name: 'QR code to add Thrive to an authenticator app' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  const backupCode = await card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').first().innerText();
  const app = authenticator(await card.locator('.two-factor__key').innerText());
  expect(await seriousAxeViolations(page)).toEqual([]);

  await card.getByLabel('Code from the app').fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();
  await card.getByLabel('Code from the app').fill(app.generate());
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('status')).toHaveText(TWO_FACTOR_MESSAGES.on);
  await reload(page);
  await expect(card.getByText('On: signing in asks for a code')).toBeVisible();

  // Signed out, the password alone is not enough.
  await page.context().clearCookies();
  await open(page, '/');
  await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
  const signIn = panel(page).getByRole('form', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(signedIn.email);
  await signIn.getByLabel('Password').fill(signedIn.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const second = panel(page).getByRole('form', { name: 'Two-factor sign-in' });
  await expect(second.getByLabel('Code', { exact: true })).toBeFocused();
  await second.getByLabel('Code', { exact: true }).fill('123456');
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();
  await second.getByLabel('Code', { exact: true }).fill(app.generate());
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(panel(page).getByRole('heading', { name: `Welcome, ${signedIn.name}!` })).toBeVisible();

  // A backup code works too, once.
  await page.context().clearCookies();
  await reload(page);
  await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
  await signIn.getByLabel('Email').fill(signedIn.email);
  await signIn.getByLabel('Password').fill(signedIn.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await second.getByRole('button', { name: 'Use a backup code instead' }).click();
  await second.getByLabel('Backup code').fill(backupCode);
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(panel(page).getByRole('heading', { name: `Welcome, ${signedIn.name}!` })).toBeVisible();
});
