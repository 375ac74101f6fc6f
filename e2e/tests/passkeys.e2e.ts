import type { Page } from '@playwright/test';
import { PASSKEY_MESSAGES } from '@thrive/contract';
import { newAccount } from '../src/accounts';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';

/**
 * Chromium's virtual authenticator stands in for the phone or laptop: it makes and keeps passkeys and says yes to
 * every fingerprint. A passkey is bound to a domain name, so this journey runs on localhost, not 127.0.0.1.
 */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('adds a passkey on the profile and signs in with it, no password typed', async ({ page, thrive }) => {
  const localhost = thrive.url.replace('127.0.0.1', 'localhost');
  const { cdp, authenticatorId } = await addAuthenticator(page);
  await open(page, `${localhost}/`);
  const account = newAccount('Pia Passkey');
  // The context's base address is 127.0.0.1: the sign-up goes to localhost by its full address.
  const signedUp = await page.request.post(`${localhost}/api/auth/sign-up/email`, {
    headers: { origin: localhost },
    data: account,
  });
  expect(signedUp.ok()).toBe(true);

  await open(page, `${localhost}/profile`);
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByRole('status')).toHaveText(PASSKEY_MESSAGES.added);
  await expect(card.getByRole('listitem')).toHaveCount(1);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Signed out, the passkey alone signs in.
  await page.context().clearCookies();
  await reload(page);
  await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
  const signIn = page.getByRole('dialog').getByRole('form', { name: 'Sign In' });
  await signIn.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);

  // Removed, it no longer signs in.
  await page.keyboard.press('Escape');
  await open(page, `${localhost}/profile`);
  await card.getByRole('button', { name: /^Remove / }).click();
  await expect(card.getByRole('status')).toHaveText(PASSKEY_MESSAGES.removed);
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
});
