import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { verifications } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { cookieHeader, newAccount, postAuth, signUp, TEST_ORIGIN } from '../test/sessions';
import { firstLink, startSmtpInbox, mailThrough } from '../test/smtp-inbox';
import { captureLogs } from '../test/log-capture';
import { RATE_LIMITS } from '../plugins/rate-limit';
import { MAILS_PER_ADDRESS, RESET_LINK_LIFETIME_S } from './account-mail';

const RESET_PAGE = `${TEST_ORIGIN}/reset-password`;

describe('password reset by email', () => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let clientNumber = 0;
  /** Each test asks from its own address, so the per-client limit is one test's business. */
  const client = () => `10.20.0.${++clientNumber}`;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ mail: mailThrough(inbox) });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await app.close();
    await inbox.stop();
  });

  const requestReset = (email: string, remoteAddress = client()) =>
    postAuth(app, 'request-password-reset', { email, redirectTo: RESET_PAGE }, {}, remoteAddress);
  const signIn = (email: string, password: string) => postAuth(app, 'sign-in/email', { email, password }, {}, client());

  /** The reset emails an address received (a new account is sent a link to confirm its address too). */
  const resetMails = (email: string) => inbox.to(email).filter((mail) => mail.subject === 'Reset your Thrive password');

  async function linkFor(email: string, count = 1) {
    await expect.poll(() => resetMails(email).length).toBe(count);
    return firstLink(resetMails(email).at(-1)!);
  }

  const getSession = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

  it('responds to a known and an unknown address the same way, and mails only the known one', async () => {
    const { account } = await signUp(app, newAccount(), client());
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await linkFor(account.email);
    expect(inbox.to('nobody-here@example.com')).toEqual([]);
  });

  it('sends a link that opens the reset page, works once, and ends every session of the account', async () => {
    const { account, cookie } = await signUp(app, newAccount(), client());
    const other = await signIn(account.email, account.password);
    const otherCookie = cookieHeader(other.headers['set-cookie']);
    await requestReset(account.email);
    const link = await linkFor(account.email);
    expect(resetMails(account.email)).toHaveLength(1);

    // The link leads to our page with the token.
    const opened = await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location));
    expect(`${landing.origin}${landing.pathname}`).toBe(RESET_PAGE);
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await postAuth(app, 'reset-password', { token, newPassword: 'a brand new secret' }, {}, client());
    expect(reset.statusCode).toBe(200);
    expect((await getSession(cookie)).json()).toBeNull();
    expect((await getSession(otherCookie)).json()).toBeNull();
    const old = await signIn(account.email, account.password);
    expect(old.statusCode).toBe(401);
    const fresh = await signIn(account.email, 'a brand new secret');
    expect(fresh.statusCode).toBe(200);

    const again = await postAuth(app, 'reset-password', { token, newPassword: 'yet another secret' }, {}, client());
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('makes a link that lasts an hour, and refuses it once it has expired', async () => {
    const { account } = await signUp(app, newAccount(), client());
    const asked = Date.now();
    await requestReset(account.email);
    const token = new URL(await linkFor(account.email)).pathname.split('/').at(-1)!;
    const [row] = await app.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row!.expiresAt.getTime() - asked).toBeGreaterThan((RESET_LINK_LIFETIME_S - 60) * 1000);
    expect(row!.expiresAt.getTime() - asked).toBeLessThanOrEqual((RESET_LINK_LIFETIME_S + 60) * 1000);

    // An hour and a second later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(asked + (RESET_LINK_LIFETIME_S + 1) * 1000);
    const opened = await app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${token}?callbackURL=${RESET_PAGE}`,
    });
    expect(new URL(String(opened.headers.location)).searchParams.get('error')).toBe('INVALID_TOKEN');
    const reset = await postAuth(app, 'reset-password', { token, newPassword: 'too late for this' }, {}, client());
    expect(reset.statusCode).toBe(400);
    const signedIn = await signIn(account.email, account.password);
    expect(signedIn.statusCode).toBe(200);
  });

  it('mails one address a few links an hour, responding to every request the same', async () => {
    const { account } = await signUp(app, newAccount(), client());
    const responses = [];
    for (let asked = 0; asked <= MAILS_PER_ADDRESS.max; asked++) responses.push(await requestReset(account.email));
    expect(new Set(responses.map((response) => `${response.statusCode} ${response.body}`)).size).toBe(1);
    await linkFor(account.email, MAILS_PER_ADDRESS.max);
    // The one past the limit is never sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resetMails(account.email)).toHaveLength(MAILS_PER_ADDRESS.max);
  });

  it('throttles one client asking for links', async () => {
    const address = client();
    const statuses = [];
    for (let asked = 0; asked <= RATE_LIMITS.passwordResetRequest.max; asked++) {
      statuses.push((await requestReset(`someone-${asked}@example.com`, address)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('responds to bad input with a 400, never a 500', async () => {
    for (const body of [{}, { email: 'not an email' }, { email: 42 }]) {
      const response = await postAuth(app, 'request-password-reset', body, {}, client());
      expect(response.statusCode).toBe(400);
    }
    const noToken = await postAuth(app, 'reset-password', { newPassword: 'whatever long enough' }, {}, client());
    expect(noToken.statusCode).toBe(400);
    const shortPassword = await postAuth(app, 'reset-password', { token: 'x', newPassword: 'short' }, {}, client());
    expect(shortPassword.statusCode).toBe(400);
  });
});

describe('password reset without SMTP_URL', () => {
  it('writes the email to standard error, the link on a line of its own, so a self-hoster can still reset', async () => {
    const logs = captureLogs();
    const app = await createTestApp({ logger: logs.logger });
    const written: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    try {
      const { account } = await signUp(app);
      const response = await postAuth(app, 'request-password-reset', { email: account.email, redirectTo: RESET_PAGE });
      expect(response.statusCode).toBe(200);
      const lines = () => written.join('').split('\n');
      await expect.poll(() => lines().find((line) => line.includes('/api/auth/reset-password/'))).toMatch(/^http\S+$/);
      expect(lines()).toContain(`──── Email to ${account.email} (not sent: no SMTP_URL) ────`);
      expect(lines()).toContain('Subject: Reset your Thrive password');
      // The log says an email was not sent, without the address or the link.
      const warned = JSON.stringify(logs.warnings());
      expect(warned).toContain('Email not sent');
      expect(warned).not.toContain(account.email);
      expect(warned).not.toContain('/api/auth/reset-password/');
    } finally {
      stderr.mockRestore();
      await app.close();
    }
  });
});
