import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGES } from '@thrive/contract';
import { Journey, seriousAxeViolations } from '../src/journey';
import { HOLD_NEXT_SIGN_IN, MOCK_IDENTITIES, PICTURE } from '../src/oauth-mock';
import { waitForMail } from '../src/mail';
import { signIn as signInThroughTheApi } from '../src/accounts';

const panel = (page: Page) => page.getByRole('dialog');
const signUpForm = (page: Page) => panel(page).getByRole('form', { name: 'Create Account' });
const signInForm = (page: Page) => panel(page).getByRole('form', { name: 'Sign In' });
/** The overlay's switch to the other form. */
const overlayButton = (page: Page, side: 'Hello, Friend!' | 'Welcome Back!') =>
  panel(page).getByRole('region', { name: side }).getByRole('button');

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
  await panel(page).waitFor();
}

// One account for the file: the server allows ten sign-ups an hour from one address, and every journey comes
// from one. It signs up in the panel below and later resets its password.
const name = 'Nora Nutrition';
const email = `nora-${Date.now()}@example.com`;
const password = 'avocado toast 42';
const NEW_PASSWORD = 'pumpkin soup 7';

describe('signing up and in with email', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('opens the panel in a modal that Escape and the backdrop close', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await openPanel(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    // Tab never leaves the modal.
    for (let step = 0; step < 25; step++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await openPanel(page);
    // The dialog starts listening for outside clicks a moment after it opens; click until it has.
    await expect
      .poll(async () => {
        await page.mouse.click(8, 400);
        return panel(page).count();
      })
      .toBe(0);
    await page.close();
  });

  it('signs up in the panel, logs out, signs in again and reaches the dashboard through the picture', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await openPanel(page);
    await overlayButton(page, 'Hello, Friend!').click();
    await panel(page).getByText('To keep connected with us please login with your personal info').waitFor();
    const signUp = signUpForm(page);
    await signUp.getByLabel('Name').fill(name);
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(password);
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await panel(page)
      .getByRole('heading', { name: `Welcome, ${name}!` })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Get Started / Sign-Up' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await openPanel(page);
    const signIn = signInForm(page);
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await panel(page)
      .getByRole('heading', { name: `Welcome, ${name}!` })
      .waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    // A reload keeps the session, and the signed-in bar shows once the session request has responded.
    await page.reload();
    await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Get Started / Sign-Up' }).count()).toBe(0);
    expect(journey.errors).toEqual([]);
    await page.close();
  });

  it('shows friendly errors on the right line, and the overlay buttons clear them', async () => {
    const page = await journey.newPage();
    await page.context().clearCookies();
    await page.goto('/');
    await openPanel(page);
    const signIn = signInForm(page);
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('not my password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await signIn.getByText(AUTH_MESSAGES.wrongCredentials).waitFor();

    await overlayButton(page, 'Hello, Friend!').click();
    const signUp = signUpForm(page);
    await signUp.getByLabel('Name').fill('Someone Else');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('another password');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await signUp.getByText(AUTH_MESSAGES.emailInUse).waitFor();

    await overlayButton(page, 'Welcome Back!').click();
    await signIn.getByLabel('Email').waitFor();
    expect(await panel(page).getByRole('alert').allTextContents()).toEqual(['', '']);
    expect(journey.errors.filter((error) => !/status of (401|422)/.test(error))).toEqual([]);
    await page.close();
  });

  it('resets a forgotten password through a link by email, then signs in with the new one', async () => {
    const earlierErrors = journey.errors.length;
    const page = await journey.newPage();
    await page.context().clearCookies();
    await page.goto('/');
    await openPanel(page);
    await signInForm(page).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = panel(page).getByRole('form', { name: 'Reset your password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    const sent = forgot.getByRole('status');
    await expect.poll(() => sent.textContent()).toBe(PASSWORD_RESET_MESSAGES.sent.replace('{email}', email));
    // The response message holds focus, so it is read out.
    expect(await sent.evaluate((element) => element === document.activeElement)).toBe(true);

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Reset your Thrive password');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('pumpkin soup 8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Passwords do not match!').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText(PASSWORD_RESET_MESSAGES.done).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in' }).click();
    const signIn = signInForm(page);
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await panel(page)
      .getByRole('heading', { name: `Welcome, ${name}!` })
      .waitFor();

    // The link worked once.
    await page.goto(link);
    await page.getByText(PASSWORD_RESET_MESSAGES.invalidLink).waitFor();
    expect(journey.errors.slice(earlierErrors)).toEqual([]);
    await page.close();
  });

  it('opens the picture’s menu by keyboard and goes to the profile', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await signInThroughTheApi(page, { email, password: NEW_PASSWORD });
    await page.reload();
    const picture = page.getByRole('button', { name: `Account menu for ${name}` });
    await picture.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Dashboard',
      'Profile',
      'My targets',
      'Logout',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Escape closes it and hands focus back to the picture.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await picture.evaluate((element) => element === document.activeElement)).toBe(true);
    // The arrow opens the menu on its first item (focused once the menu is rendered), the next one moves on.
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Dashboard');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Profile');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    await page.close();
  });
});

describe('the account on a phone', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start({ width: 390, height: 844 });
  });
  afterAll(() => journey.close());

  it('hands focus back to the menu button when the sign-in dialog closes', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
    await panel(page).waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    // The button that opened the dialog went away with the menu; focus is on the control that brings it back.
    await expect.poll(() => menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });

  it('lists the picture’s items in the menu, reached by keyboard', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await signInThroughTheApi(page, { email, password: NEW_PASSWORD });
    await page.reload();
    // By keyboard: the menu button, then Tab through the links to the account's items.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const account = page.getByRole('list', { name: 'Your account' });
    expect(await account.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Profile', 'My targets']);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    // The picture's own menu is for wide screens.
    expect(await page.getByRole('button', { name: /^Account menu for/ }).isVisible()).toBe(false);
    const profile = account.getByRole('link', { name: 'Profile' });
    for (let step = 0; step < 12 && !(await profile.evaluate((link) => link === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    expect(await profile.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');
    await page.close();
  });
});

describe('signing in with Google and Facebook in a popup', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  for (const provider of ['google', 'facebook'] as const) {
    it(`finishes ${provider} sign-in in a 500×600 popup and shows the signed-in panel without a reload`, async () => {
      await journey.context.clearCookies();
      const page = await journey.newPage();
      // Record the window features the popup is opened with.
      await page.addInitScript(() => {
        const open = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          document.documentElement.dataset.popupFeatures = String(args[2]);
          return open(...args);
        };
      });
      await page.goto('/');
      await openPanel(page);
      const label = provider === 'google' ? 'Google' : 'Facebook';
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        signInForm(page).getByRole('button', { name: label }).click(),
      ]);
      expect(await page.evaluate(() => document.documentElement.dataset.popupFeatures)).toMatch(/width=500,height=600/);
      if (!popup.isClosed()) await popup.waitForEvent('close');
      const { name } = MOCK_IDENTITIES[provider];
      await panel(page)
        .getByRole('heading', { name: `Welcome, ${name}!` })
        .waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      const session = await page.request.get('/api/auth/get-session');
      expect((await session.json()).user.email).toBe(MOCK_IDENTITIES[provider].email);
      // The provider's picture is brought to our server once, and shown from there.
      await expect
        .poll(async () => (await (await page.request.get('/api/auth/get-session')).json()).user.image)
        .toMatch(/^\/api\/profile\/photo\?v=\d+$/);
      const image = (await (await page.request.get('/api/auth/get-session')).json()).user.image as string;
      expect((await (await page.request.get(image)).body()).equals(PICTURE)).toBe(true);
      await page.reload();
      await expect.poll(() => page.locator('.navbar__avatar').first().getAttribute('src')).toBe(image);
      expect(journey.errors).toEqual([]);
      await page.close();
    });
  }

  it('says so when the popup is closed before sign-in finishes', async () => {
    await journey.context.clearCookies();
    const page = await journey.newPage();
    // The provider's page keeps loading, as if a person were reading it, and the window is closed.
    await fetch(`${inject('oauthIssuers').facebook}${HOLD_NEXT_SIGN_IN}`, { method: 'POST' });
    await page.goto('/');
    await openPanel(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      signInForm(page).getByRole('button', { name: 'Facebook' }).click(),
    ]);
    await popup.close();
    await signInForm(page).getByText(AUTH_MESSAGES.popupClosed).waitFor();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    await page.close();
  });
});
