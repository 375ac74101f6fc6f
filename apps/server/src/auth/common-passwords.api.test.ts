import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@thrive/contract';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { cookieHeader, newAccount, postAuth, signUp, TEST_ORIGIN } from '../test/sessions';
import { firstLink, startSmtpInbox, mailThrough } from '../test/smtp-inbox';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';

/** On the list (its 21st, 307th, 1,472nd, 7,073rd and 98,999th entries), in the letter cases people type. */
const COMMON = ['qwertyuiop', 'Password1', 'PASSWORD1', '1qaz2wsx3edc', 'iloveyou1', '18011801'];

describe('the most common passwords are refused wherever a password is set', () => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let clientNumber = 0;
  const client = () => `10.30.0.${++clientNumber}`;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await createTestApp({ mail: mailThrough(inbox) });
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
  });

  const refusedAs = (field: string) => ({
    error: expect.objectContaining({ fields: { [field]: AUTH_MESSAGES.commonPassword } }),
  });

  it('holds the top 100,000 of the list and nothing past it', async () => {
    expect(COMMON_PASSWORD_COUNT).toBe(100_000);
    for (const password of COMMON) expect(await isCommonPassword(password)).toBe(true);
    expect(await isCommonPassword('correct horse battery')).toBe(false);
    // Just past the first 100,000 entries: the list's 100,002nd.
    expect(await isCommonPassword('07011963')).toBe(false);
  });

  it('at sign-up: a 400 naming the password, and no account made', async () => {
    for (const password of COMMON) {
      const account = { ...newAccount(), password };
      const response = await postAuth(app, 'sign-up/email', account, {}, client());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refusedAs('password'));
      const signIn = await postAuth(app, 'sign-in/email', { email: account.email, password }, {}, client());
      expect(signIn.statusCode).toBe(401);
    }
  });

  it('when changing it, through the profile or through better-auth, and the old one still works', async () => {
    const { account, cookie } = await signUp(app, newAccount(), client());
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { currentPassword: account.password, newPassword: 'Password1' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject(refusedAs('newPassword'));
    const direct = await postAuth(
      app,
      'change-password',
      { currentPassword: account.password, newPassword: 'iloveyou1' },
      { cookie },
      client(),
    );
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toMatchObject(refusedAs('newPassword'));
    const signIn = await postAuth(
      app,
      'sign-in/email',
      { email: account.email, password: account.password },
      {},
      client(),
    );
    expect(signIn.statusCode).toBe(200);
  });

  it('when resetting it: refused, and the link still works for a better one', async () => {
    const { account } = await signUp(app, newAccount(), client());
    await postAuth(
      app,
      'request-password-reset',
      { email: account.email, redirectTo: `${TEST_ORIGIN}/reset-password` },
      {},
      client(),
    );
    const reset = () => inbox.to(account.email).find((mail) => mail.subject === 'Reset your Thrive password');
    await expect.poll(reset).toBeDefined();
    const token = new URL(firstLink(reset()!)).pathname.split('/').at(-1)!;
    const common = await postAuth(app, 'reset-password', { newPassword: 'qwertyuiop', token }, {}, client());
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject(refusedAs('newPassword'));
    const better = await postAuth(app, 'reset-password', { newPassword: 'a brand new secret', token }, {}, client());
    expect(better.statusCode).toBe(200);
    const signIn = await postAuth(
      app,
      'sign-in/email',
      { email: account.email, password: 'a brand new secret' },
      {},
      client(),
    );
    expect(cookieHeader(signIn.headers['set-cookie'])).toMatch(/session_token=/);
  });
});
