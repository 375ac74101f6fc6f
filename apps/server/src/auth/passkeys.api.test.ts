import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '@thrive/contract';
import type { App } from '../app';
import { passkeys, users } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { newAccount, postAuth, signUp, TEST_ORIGIN } from '../test/sessions';

/**
 * Passkeys (/api/auth/passkey/*). Adding one and signing in with it need an authenticator: the browser journey does
 * both with Chromium's virtual authenticator. Here: who may do what, and bad answers.
 */
describe('passkeys (/api/auth/passkey/*)', () => {
  let app: App;
  let clientNumber = 0;
  const client = () => `10.70.0.${++clientNumber}`;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (path: string, cookie = '') =>
    app.inject({ method: 'GET', url: `/api/auth/passkey/${path}`, headers: { cookie, origin: TEST_ORIGIN } });

  /** A passkey row for the account, as the plugin stores one after a registration. */
  async function storedPasskey(email: string) {
    const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = `passkey-${++clientNumber}`;
    await app.database.db.insert(passkeys).values({
      id,
      name: 'Laptop',
      publicKey: 'cHVibGljLWtleQ',
      userId: user!.id,
      credentialID: `credential-${id}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    return id;
  }

  it('lists only the signed-in account’s passkeys, and none to a visitor', async () => {
    const mine = await signUp(app, newAccount(), client());
    const theirs = await signUp(app, newAccount(), client());
    const id = await storedPasskey(theirs.account.email);
    expect((await get('list-user-passkeys', mine.cookie)).json()).toEqual([]);
    expect((await get('list-user-passkeys', theirs.cookie)).json()).toEqual([expect.objectContaining({ id })]);
    expect((await get('list-user-passkeys')).statusCode).toBe(401);
  });

  it("cannot remove another account's passkey: a 404, and it stays", async () => {
    const mine = await signUp(app, newAccount(), client());
    const theirs = await signUp(app, newAccount(), client());
    const id = await storedPasskey(theirs.account.email);
    const refused = await postAuth(app, 'passkey/delete-passkey', { id }, { cookie: mine.cookie }, client());
    expect(refused.statusCode).toBe(404);
    expect(await app.database.db.select().from(passkeys).where(eq(passkeys.id, id))).toHaveLength(1);
    const removed = await postAuth(app, 'passkey/delete-passkey', { id }, { cookie: theirs.cookie }, client());
    expect(removed.statusCode).toBe(200);
    expect(await app.database.db.select().from(passkeys).where(eq(passkeys.id, id))).toHaveLength(0);
  });

  it('asks a visitor to sign in before adding one, and offers anyone the challenge to sign in with one', async () => {
    expect((await get('generate-register-options')).statusCode).toBe(401);
    const { cookie } = await signUp(app, newAccount(), client());
    const options = await get('generate-register-options', cookie);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { name: 'Thrive', id: 'localhost' }, challenge: expect.any(String) });
    const signIn = await get('generate-authenticate-options');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().challenge).toEqual(expect.any(String));
  });

  it('refuses a forged or malformed answer with a 4xx and no session', async () => {
    const bodies = [
      {},
      { response: 'nope' },
      { response: { id: 'x', type: 'public-key' } },
      {
        response: {
          id: 'credential-unknown',
          type: 'public-key',
          rawId: 'x',
          response: {},
          clientExtensionResults: {},
        },
      },
    ];
    for (const body of bodies) {
      const response = await postAuth(app, 'passkey/verify-authentication', body, {}, client());
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    }
  });

  it('refuses an answer the authenticator made without checking the fingerprint, face or screen lock', async () => {
    /** Authenticator data: the RP id hash, the flags byte and the signature counter. */
    const authenticatorData = (flags: number) => Buffer.concat([Buffer.alloc(32), Buffer.from([flags, 0, 0, 0, 1])]);
    const answer = (flags: number) => ({
      response: {
        id: 'credential-unknown',
        rawId: 'credential-unknown',
        type: 'public-key',
        response: {
          authenticatorData: authenticatorData(flags).toString('base64url'),
          clientDataJSON: Buffer.from('{}').toString('base64url'),
          signature: 'c2lnbmF0dXJl',
        },
        clientExtensionResults: {},
      },
    });
    const presentOnly = await postAuth(app, 'passkey/verify-authentication', answer(0x01), {}, client());
    expect(presentOnly.statusCode).toBe(401);
    expect(presentOnly.json().error.message).toBe(PASSKEY_MESSAGES.unverified);
    // With the user-verified flag the answer goes on to better-auth, which finds no challenge for it.
    const verified = await postAuth(app, 'passkey/verify-authentication', answer(0x05), {}, client());
    expect(verified.statusCode).toBeGreaterThanOrEqual(400);
    expect(verified.statusCode).toBeLessThan(500);
    expect(verified.body).not.toContain(PASSKEY_MESSAGES.unverified);
  });
});
