import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { MAILS_PER_ADDRESS } from '../../auth/account-mail';
import {
  accounts,
  favourites,
  mealPlans,
  practiceSessions,
  sessions,
  userPhotos,
  userProfiles,
  targets,
  users,
  verifications,
  workouts,
} from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { cookieHeader, newAccount, postAuth, signUp, TEST_ORIGIN } from '../../test/sessions';
import { firstLink, startSmtpInbox, mailThrough } from '../../test/smtp-inbox';

/** The smallest valid PNG (1×1), as the browser's resized upload would be. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const details = { username: 'ada', age: 36, gender: 'female', height: 165, weight: 58.5, goal: 'maintain' } as const;
const DAY = {
  dayNumber: 1,
  rows: [{ label: 'Breakfast', items: [{ name: 'Porridge', calories: 300, protein: 10, carbs: 50, fat: 6 }] }],
};

describe('changing the email and deleting the account', () => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ mail: mailThrough(inbox) });
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, cookie?: string) =>
    app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const getSession = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

  /**
   * Everything a user can keep: details, targets and a photo, a plan, favourites, practice, a workout and an
   * open reset link.
   */
  async function userWithEverything() {
    const { cookie, account } = await signUp(app);
    await send('PUT', '/api/profile', { ...details, name: account.name }, cookie);
    await send('PUT', '/api/profile/photo', { type: 'image/png', data: PNG_1X1 }, cookie);
    await send(
      'PUT',
      '/api/profile/targets',
      {
        targets: { calories: 2100, exclusions: { allergens: ['milk'], words: [] } },
        changedAt: new Date().toISOString(),
      },
      cookie,
    );
    await app.inject({
      method: 'POST',
      url: '/api/mealplan/save',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { totalDays: 1, date: '2026-11-23', type: 'custom', meals: [DAY] },
    });
    const [pose] = (await app.inject({ method: 'GET', url: '/api/yoga/poses' })).json().poses;
    await send('PUT', '/api/favourites/poses', { items: [pose] }, cookie);
    await app.inject({
      method: 'POST',
      url: '/api/practice',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { date: '2026-11-23', minutes: 10, sessionId: 'morning-flow' },
    });
    await send(
      'POST',
      '/api/workouts',
      { date: '2026-11-23', name: 'Core', exercises: [{ exerciseId: 'Plank', sets: 2, seconds: 30, restSeconds: 30 }] },
      cookie,
    );
    await postAuth(app, 'request-password-reset', {
      email: account.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    });
    const [user] = await app.database.db.select().from(users).where(eq(users.email, account.email));
    return { cookie, account, id: user!.id };
  }

  /** How many rows each table keeps of the user. */
  async function rowsOf(id: string) {
    const db = app.database.db;
    return {
      users: (await db.select().from(users).where(eq(users.id, id))).length,
      sessions: (await db.select().from(sessions).where(eq(sessions.userId, id))).length,
      accounts: (await db.select().from(accounts).where(eq(accounts.userId, id))).length,
      userProfiles: (await db.select().from(userProfiles).where(eq(userProfiles.userId, id))).length,
      targets: (await db.select().from(targets).where(eq(targets.userId, id))).length,
      userPhotos: (await db.select().from(userPhotos).where(eq(userPhotos.userId, id))).length,
      mealPlans: (await db.select().from(mealPlans).where(eq(mealPlans.userId, id))).length,
      favourites: (await db.select().from(favourites).where(eq(favourites.userId, id))).length,
      practiceSessions: (await db.select().from(practiceSessions).where(eq(practiceSessions.userId, id))).length,
      workouts: (await db.select().from(workouts).where(eq(workouts.userId, id))).length,
      verifications: (await db.select().from(verifications).where(eq(verifications.value, id))).length,
    };
  }

  it('needs a session (401)', async () => {
    expect((await send('PUT', '/api/profile/email', { email: 'a@example.com', password: 'x' })).statusCode).toBe(401);
    expect((await send('DELETE', '/api/profile', { confirmation: 'x' })).statusCode).toBe(401);
  });

  it('changes the sign-in email once the link sent to the new address is opened, and tells the old address', async () => {
    const { cookie, account } = await signUp(app);
    const email = `moved-${Date.now()}@example.com`;
    const response = await send(
      'PUT',
      '/api/profile/email',
      { email: email.toUpperCase(), password: account.password },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    // Nothing changes yet.
    expect(response.json().email).toBe(account.email);
    expect((await getSession(cookie)).json().user.email).toBe(account.email);
    await expect
      .poll(() => inbox.to(account.email).map((mail) => mail.subject))
      .toContain('Your Thrive email is about to change');
    await expect.poll(() => inbox.to(email).length).toBe(1);
    const mail = inbox.to(email)[0]!;
    expect(mail.subject).toBe('Confirm your new Thrive email');

    // Opened on another device, without a session: the change is made, the address confirmed.
    const link = new URL(firstLink(mail));
    const opened = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(new URL(String(opened.headers.location), TEST_ORIGIN).pathname).toBe('/profile');
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ email, emailVerified: true });
    const signIn = (address: string) => postAuth(app, 'sign-in/email', { email: address, password: account.password });
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await signIn(account.email)).statusCode).toBe(401);
  });

  it('sends a new account a link that confirms its address', async () => {
    const { cookie, account } = await signUp(app);
    const profile = () => app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect((await profile()).json().emailVerified).toBe(false);
    await expect.poll(() => inbox.to(account.email).map((mail) => mail.subject)).toEqual(['Confirm your Thrive email']);
    const link = new URL(firstLink(inbox.to(account.email)[0]!));
    expect(link.pathname).toBe('/api/auth/verify-email');
    const opened = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect((await profile()).json().emailVerified).toBe(true);
    expect((await getSession(cookie)).json().user.emailVerified).toBe(true);
  });

  it('sends the link again when asked, at most three times an hour per address', async () => {
    const { cookie, account } = await signUp(app);
    await expect.poll(() => inbox.to(account.email).length).toBe(1);
    for (let asked = 0; asked < 3; asked += 1) {
      const again = await send('POST', '/api/auth/send-verification-email', { email: account.email }, cookie);
      expect(again.statusCode).toBe(200);
    }
    await expect.poll(() => inbox.to(account.email).length).toBe(MAILS_PER_ADDRESS.max);
  });

  it('refuses a wrong password, a bad, unchanged or taken email with a 400 on the field, changing nothing', async () => {
    const { cookie, account } = await signUp(app);
    const { account: other } = await signUp(app);
    const cases = [
      [{ email: 'new@example.com', password: 'not my password' }, 'password'],
      [{ email: 'not an email', password: account.password }, 'email'],
      [{ email: account.email, password: account.password }, 'email'],
      [{ email: other.email, password: account.password }, 'email'],
      [{ email: 'new@example.com' }, 'password'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await send('PUT', '/api/profile/email', payload, cookie);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expect((await getSession(cookie)).json().user.email).toBe(account.email);
  });

  it('keeps everything when the confirmation is wrong', async () => {
    const { cookie, id } = await userWithEverything();
    const before = await rowsOf(id);
    const response = await send('DELETE', '/api/profile', { confirmation: 'not my password' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('password');
    expect(await rowsOf(id)).toEqual(before);
    expect((await getSession(cookie)).json()).not.toBeNull();
  });

  it('deletes the account with its password: no row of the user is left, and every session ends', async () => {
    const { cookie, account, id } = await userWithEverything();
    const elsewhere = cookieHeader(
      (await postAuth(app, 'sign-in/email', { email: account.email, password: account.password })).headers[
        'set-cookie'
      ],
    );
    const { cookie: otherCookie, account: other } = await signUp(app, newAccount('Someone Else'));
    expect(Object.values(await rowsOf(id)).every((count) => count > 0)).toBe(true);

    const response = await send('DELETE', '/api/profile', { confirmation: account.password }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);
    expect(await rowsOf(id)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      userProfiles: 0,
      targets: 0,
      userPhotos: 0,
      mealPlans: 0,
      favourites: 0,
      practiceSessions: 0,
      workouts: 0,
      verifications: 0,
    });
    expect((await getSession(cookie)).json()).toBeNull();
    expect((await getSession(elsewhere)).json()).toBeNull();
    expect(
      (await postAuth(app, 'sign-in/email', { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    // Another user is untouched.
    expect((await getSession(otherCookie)).json().user.email).toBe(other.email);
  });

  it('responds to bad input with a 400 and changes nothing', async () => {
    const { cookie } = await signUp(app);
    for (const payload of [{}, { confirmation: '' }, { confirmation: 42 }]) {
      expect((await send('DELETE', '/api/profile', payload, cookie)).statusCode).toBe(400);
    }
    expect((await getSession(cookie)).json()).not.toBeNull();
  });
});
