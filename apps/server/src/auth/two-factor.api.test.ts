import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URI, type TOTP } from 'otpauth';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { cookieHeader, newAccount, postAuth, signUp, TEST_ORIGIN } from '../test/sessions';
import { ACCOUNT_LOCK } from './account-lock';

describe('two-factor sign-in with an authenticator app (/api/auth/two-factor/*)', () => {
  let app: App;
  let clientNumber = 0;
  /** Each request from its own address: the per-client limits are not what these tests are about. */
  const client = () => `10.60.${clientNumber >> 8}.${++clientNumber & 255}`;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const profile = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/profile', headers: { cookie, origin: TEST_ORIGIN } });

  /** A new account with two-factor sign-in on: its authenticator and its backup codes. */
  async function withTwoFactor() {
    const { account, cookie: before } = await signUp(app, newAccount(), client());
    const enabled = await postAuth(
      app,
      'two-factor/enable',
      { password: account.password },
      { cookie: before },
      client(),
    );
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    const totp = URI.parse(totpURI) as TOTP;
    expect(totp.issuer).toBe('Thrive');
    expect(totp.label).toBe(account.email);
    expect(backupCodes).toHaveLength(10);
    // Not on until the first code from the app is typed back.
    expect((await profile(before)).json().twoFactor).toBe(false);
    const verified = await postAuth(
      app,
      'two-factor/verify-totp',
      { code: totp.generate() },
      { cookie: before },
      client(),
    );
    expect(verified.statusCode).toBe(200);
    // Turning it on gives this browser a new session.
    const cookie = cookieHeader(verified.headers['set-cookie']);
    expect((await profile(cookie)).json().twoFactor).toBe(true);
    return { account, cookie, totp, backupCodes };
  }

  /** The password step of a sign-in: for an account with two-factor sign-in, a pending sign-in's cookie. */
  async function passwordStep(account: { email: string; password: string }, password = account.password) {
    const response = await postAuth(app, 'sign-in/email', { email: account.email, password }, {}, client());
    return { response, cookie: cookieHeader(response.headers['set-cookie']) };
  }

  const codeStep = (cookie: string, code: string, path = 'two-factor/verify-totp') =>
    postAuth(app, path, { code }, { cookie }, client());

  it('asks for a code after the right password, and signs in only with it', async () => {
    const { account, totp } = await withTwoFactor();
    const { response, cookie } = await passwordStep(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(cookie).not.toMatch(/session_token=[^;]/);
    expect((await profile(cookie)).statusCode).toBe(401);

    const signedIn = await codeStep(cookie, totp.generate());
    expect(signedIn.statusCode).toBe(200);
    const session = cookieHeader(signedIn.headers['set-cookie']);
    expect((await profile(session)).statusCode).toBe(200);
  });

  it('refuses a wrong code and a code without the password step', async () => {
    const { account, totp } = await withTwoFactor();
    const { cookie } = await passwordStep(account);
    const wrong = await codeStep(cookie, totp.generate({ timestamp: Date.now() - 10 * 60_000 }));
    expect(wrong.statusCode).toBe(401);
    expect(cookieHeader(wrong.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
    const alone = await codeStep('', totp.generate());
    expect(alone.statusCode).toBe(401);
  });

  it('refuses to trust a browser for 30 days after one code: every sign-in asks for a code', async () => {
    const { account, totp } = await withTwoFactor();
    const { cookie } = await passwordStep(account);
    const trusted = await postAuth(
      app,
      'two-factor/verify-totp',
      { code: totp.generate(), trustDevice: true },
      { cookie },
      client(),
    );
    expect(trusted.statusCode).toBe(400);
    expect(trusted.json().error.fields).toHaveProperty('trustDevice');
    expect(cookieHeader(trusted.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
  });

  it('takes each backup code once', async () => {
    const { account, backupCodes } = await withTwoFactor();
    const first = await passwordStep(account);
    const used = await codeStep(first.cookie, backupCodes[0]!, 'two-factor/verify-backup-code');
    expect(used.statusCode).toBe(200);
    const second = await passwordStep(account);
    const again = await codeStep(second.cookie, backupCodes[0]!, 'two-factor/verify-backup-code');
    expect(again.statusCode).toBe(401);
  });

  it('counts wrong codes with wrong passwords in the account lock, which a right password alone does not clear', async () => {
    const { account, totp } = await withTwoFactor();
    let failures = 0;
    while (failures < ACCOUNT_LOCK.failures - 1) {
      // A wrong password, then the right one followed by wrong codes (a few per pending sign-in).
      expect((await passwordStep(account, 'not the password')).response.statusCode).toBe(401);
      failures += 1;
      const { cookie } = await passwordStep(account);
      for (let code = 0; code < 3 && failures < ACCOUNT_LOCK.failures - 1; code += 1) {
        expect((await codeStep(cookie, '000000')).statusCode).toBe(401);
        failures += 1;
      }
    }
    // One failure short of the lock: the right code still signs in...
    const { cookie } = await passwordStep(account);
    const wrong = await codeStep(cookie, '000000');
    expect(wrong.statusCode).toBe(401);
    // ...but that was the 20th: now even the right code is refused, as is the right password.
    const pending = await passwordStep(account);
    expect(pending.response.statusCode).toBe(429);
    expect((await codeStep(cookie, totp.generate())).statusCode).toBe(429);
  });

  it('turns off with the password only, after which sign-in asks for the password alone', async () => {
    const { account, cookie } = await withTwoFactor();
    const wrong = await postAuth(app, 'two-factor/disable', { password: 'not it at all' }, { cookie }, client());
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect((await profile(cookie)).json().twoFactor).toBe(true);
    const off = await postAuth(app, 'two-factor/disable', { password: account.password }, { cookie }, client());
    expect(off.statusCode).toBe(200);
    expect((await profile(cookieHeader(off.headers['set-cookie']) || cookie)).json().twoFactor).toBe(false);
    const { response } = await passwordStep(account);
    expect(response.json()).not.toHaveProperty('twoFactorRedirect');
    expect(cookieHeader(response.headers['set-cookie'])).toMatch(/session_token=[^;]/);
  });

  it("cannot turn on another account's second factor: enabling needs the caller's session and password", async () => {
    const { account } = await signUp(app, newAccount(), client());
    const visitor = await postAuth(app, 'two-factor/enable', { password: account.password }, {}, client());
    expect(visitor.statusCode).toBe(401);
  });
});
