import type { Page } from '@playwright/test';
import { AUTH_MESSAGES, EMAIL_VERIFICATION_MESSAGES, PASSWORD_RESET_MESSAGES } from '@thrive/contract';
import { newAccount } from '../src/accounts';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';
import { waitForMail } from '../src/mail';
import { HOLD_NEXT_SIGN_IN, MOCK_IDENTITIES, PICTURE } from '../src/oauth-mock';

const panel = (page: Page) => page.getByRole('dialog');
/** The panel, or the control in it that has focus. */
const focusInPanel = (page: Page) => page.locator('[role=dialog]:focus-within');
const signUpForm = (page: Page) => panel(page).getByRole('form', { name: 'Create Account' });
const signInForm = (page: Page) => panel(page).getByRole('form', { name: 'Sign In' });
/** The overlay's switch to the other form. */
const overlayButton = (page: Page, side: 'Hello, Friend!' | 'Welcome Back!') =>
  panel(page).getByRole('region', { name: side }).getByRole('button');

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
  await expect(panel(page)).toBeVisible();
}

const NEW_PASSWORD = 'pumpkin soup 7';

test.describe('signing up and in with email', () => {
  test('opens the panel in a modal that Escape and the backdrop close', async ({ page }) => {
    await open(page, '/');
    await openPanel(page);
    await expect(focusInPanel(page)).toHaveCount(1);
    // Tab never leaves the modal.
    for (let step = 0; step < 25; step++) await page.keyboard.press('Tab');
    await expect(focusInPanel(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await openPanel(page);
    // The dialog starts listening for outside clicks a moment after it opens; click until it has.
    await expect
      .poll(async () => {
        await page.mouse.click(8, 400);
        return panel(page).count();
      })
      .toBe(0);
  });

  test('signs up in the panel, logs out, signs in again and reaches the dashboard through the picture', async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(/status of 400/);
    const { name, email } = newAccount('Nora Nutrition');
    const password = 'avocado toast 42';
    await open(page, '/');
    await openPanel(page);
    await overlayButton(page, 'Hello, Friend!').click();
    await expect(panel(page).getByText('To keep connected with us please login with your personal info')).toBeVisible();
    const signUp = signUpForm(page);
    await signUp.getByLabel('Name').fill(name);
    await signUp.getByLabel('Email').fill(email);
    // One of the most common passwords: the meter calls it weak, and the server refuses it under the field.
    await signUp.getByLabel('Password').fill('iloveyou1');
    await expect(signUp.getByText(/Strength: (Very weak|Weak)\. This is a commonly used password\./)).toBeVisible();
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(signUp.getByText(AUTH_MESSAGES.commonPassword)).toBeVisible();
    await expect(signUp.getByLabel('Password')).toBeFocused();
    await signUp.getByLabel('Password').fill(password);
    await expect(signUp.getByText(/Strength: (Strong|Very strong)\./)).toBeVisible();
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(panel(page).getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Get Started / Sign-Up' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await openPanel(page);
    const signIn = signInForm(page);
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(panel(page).getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A reload keeps the session, and the signed-in bar shows once the session request has responded.
    await reload(page);
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started / Sign-Up' })).toHaveCount(0);
  });

  test('shows friendly errors on the right line, and the overlay buttons clear them', async ({
    page,
    account,
    browserErrors,
  }) => {
    // The refused sign-in and sign-up are the browser's to log.
    browserErrors.allow(/status of (401|422)/);
    await open(page, '/');
    await openPanel(page);
    const signIn = signInForm(page);
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password').fill('not my password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByText(AUTH_MESSAGES.wrongCredentials)).toBeVisible();

    await overlayButton(page, 'Hello, Friend!').click();
    const signUp = signUpForm(page);
    await signUp.getByLabel('Name').fill('Someone Else');
    await signUp.getByLabel('Email').fill(account.email);
    await signUp.getByLabel('Password').fill('another password');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(signUp.getByText(AUTH_MESSAGES.emailInUse)).toBeVisible();

    await overlayButton(page, 'Welcome Back!').click();
    await expect(signIn.getByLabel('Email')).toBeVisible();
    await expect(panel(page).getByRole('alert')).toHaveText(['', '']);
  });

  test('resets a forgotten password through a link by email, then signs in with the new one', async ({
    page,
    account,
    thrive,
  }) => {
    await open(page, '/');
    await openPanel(page);
    await signInForm(page).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = panel(page).getByRole('form', { name: 'Reset your password' });
    await forgot.getByLabel('Email').fill(account.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    const sent = forgot.getByRole('status');
    await expect(sent).toHaveText(PASSWORD_RESET_MESSAGES.sent.replace('{email}', account.email));
    // The message holds focus, so it is read out.
    await expect(sent).toBeFocused();

    const mail = await waitForMail(thrive.mailDir, account.email, 'Reset your Thrive password');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    await open(page, link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('pumpkin soup 8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in' }).click();
    const signIn = signInForm(page);
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password').fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(panel(page).getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();

    // The link worked once.
    await open(page, link);
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.invalidLink)).toBeVisible();
  });

  test('opens the picture’s menu by keyboard and goes to the profile', async ({ page, signedIn }) => {
    await open(page, '/');
    const picture = page.getByRole('button', { name: `Account menu for ${signedIn.name}` });
    await picture.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(
      ['Dashboard', 'Diary', 'Progress', 'Profile', 'My targets', 'Logout'],
      {
        useInnerText: true,
      },
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Escape closes it and hands focus back to the picture.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(picture).toBeFocused();
    // The arrow opens the menu on its first item (focused once the menu is rendered), the next one moves on.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Diary' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Progress' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  });
});

test.describe('the account on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hands focus back to the menu button when the sign-in dialog closes', async ({ page }) => {
    await open(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await page.getByRole('button', { name: 'Get Started / Sign-Up' }).click();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    // The button that opened the dialog went away with the menu; focus is on the control that brings it back.
    await expect(menuButton).toBeFocused();
  });

  test('lists the picture’s items in the menu, reached by keyboard', async ({ page, signedIn: _account }) => {
    await open(page, '/');
    // By keyboard: the menu button, then Tab through the links to the account's items.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const account = page.getByRole('list', { name: 'Your account' });
    await expect(account.getByRole('link')).toHaveText(['Dashboard', 'Diary', 'Progress', 'Profile', 'My targets']);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The picture's own menu is for wide screens.
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeHidden();
    const profile = account.getByRole('link', { name: 'Profile' });
    for (let step = 0; step < 12 && !(await profile.evaluate((link) => link === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(profile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('signing in with Google and Facebook in a popup', () => {
  for (const provider of ['google', 'facebook'] as const) {
    test(`finishes ${provider} sign-in in a 500×600 popup and shows the signed-in panel without a reload`, async ({
      page,
    }) => {
      // Record the window features the popup is opened with.
      await page.addInitScript(() => {
        const open = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          document.documentElement.dataset.popupFeatures = String(args[2]);
          return open(...args);
        };
      });
      await open(page, '/');
      await openPanel(page);
      const label = provider === 'google' ? 'Google' : 'Facebook';
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        signInForm(page).getByRole('button', { name: label }).click(),
      ]);
      await expect(page.locator('html')).toHaveAttribute('data-popup-features', /width=500,height=600/);
      if (!popup.isClosed()) await popup.waitForEvent('close');
      const { name, email } = MOCK_IDENTITIES[provider];
      await expect(panel(page).getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      const sessionUser = async () =>
        ((await (await page.request.get('/api/auth/get-session')).json()) as { user: { email: string; image: string } })
          .user;
      expect((await sessionUser()).email).toBe(email);
      // The provider's picture is brought to our server once, and shown from there.
      await expect.poll(async () => (await sessionUser()).image).toMatch(/^\/api\/profile\/photo\?v=\d+$/);
      const image = (await sessionUser()).image;
      expect((await (await page.request.get(image)).body()).equals(PICTURE)).toBe(true);
      await reload(page);
      await expect(page.locator('.navbar__avatar').first()).toHaveAttribute('src', image);
    });
  }

  test('says so when the popup is closed before sign-in finishes', async ({ page, thrive }) => {
    // The provider's page keeps loading, as if a person were reading it, and the window is closed.
    await fetch(`${thrive.oauthIssuers.facebook}${HOLD_NEXT_SIGN_IN}`, { method: 'POST' });
    await open(page, '/');
    await openPanel(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      signInForm(page).getByRole('button', { name: 'Facebook' }).click(),
    ]);
    await expect(popup.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await popup.close();
    await expect(signInForm(page).getByText(AUTH_MESSAGES.popupClosed)).toBeVisible();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  });
});

test('reminds a new account to confirm its email, sends the link again, and confirms it from the link', async ({
  page,
  thrive,
}) => {
  const account = newAccount('Vera Verified');
  await open(page, '/');
  await openPanel(page);
  await overlayButton(page, 'Hello, Friend!').click();
  const signUp = signUpForm(page);
  await signUp.getByLabel('Name').fill(account.name);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(panel(page).getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();
  await page.keyboard.press('Escape');

  const banner = page.getByRole('region', { name: 'Confirm your email' });
  await expect(banner).toContainText(EMAIL_VERIFICATION_MESSAGES.reminder.replace('{email}', account.email));
  await waitForMail(thrive.mailDir, account.email, 'Confirm your Thrive email');
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(banner.getByRole('status')).toHaveText(EMAIL_VERIFICATION_MESSAGES.sent);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const mail = await waitForMail(thrive.mailDir, account.email, 'Confirm your Thrive email');
  await open(page, /https?:\/\/\S+/.exec(mail.text)![0]);
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email' })).toHaveCount(0);
});
