import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { cookieHeader, postAuth, signUp, TEST_ORIGIN } from '../../test/sessions';

/** The smallest valid PNG (1×1), as the browser's resized upload would be. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const details = { username: 'ada', age: 36, gender: 'female', height: 165, weight: 58.5, goal: 'maintain' } as const;

describe('/api/profile', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  function send(method: 'PUT' | 'DELETE', cookie: string, url: string, payload?: object) {
    return app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });
  }
  const put = (cookie: string, payload: object) => send('PUT', cookie, '/api/profile', payload);
  function get(cookie: string, url = '/api/profile') {
    return app.inject({ method: 'GET', url, headers: { cookie } });
  }

  it('needs a session (401)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const response = await app.inject({ method: 'PUT', url: '/api/profile', payload: { ...details, name: 'x' } });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/profile/photo' })).statusCode).toBe(401);
    for (const url of ['/api/profile/photo', '/api/profile/password']) {
      expect((await app.inject({ method: 'PUT', url, payload: {} })).statusCode, url).toBe(401);
    }
  });

  it('starts with the account name and email and no details', async () => {
    const { cookie, account } = await signUp(app);
    expect((await get(cookie)).json()).toEqual({
      name: account.name,
      email: account.email,
      emailVerified: false,
      image: null,
      hasPassword: true,
      twoFactor: false,
      details: {},
    });
  });

  it('saves the details and the display name without the password, the body into the targets', async () => {
    const { cookie } = await signUp(app);
    const response = await put(cookie, { ...details, name: 'Ada L.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ada L.', details });
    const session = await get(cookie, '/api/auth/get-session');
    expect(session.json().user).toMatchObject({ name: 'Ada L.' });
    // The calculator and every plan read the same age, height, weight and goal.
    expect((await get(cookie, '/api/profile/targets')).json().targets).toEqual({
      age: 36,
      height: 165,
      weight: 58.5,
      goal: 'maintain',
    });
  });

  it('keeps a photo as soon as it is chosen, and removes it on its own', async () => {
    const { cookie } = await signUp(app);
    const saved = await send('PUT', cookie, '/api/profile/photo', { type: 'image/png', data: PNG_1X1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const image = saved.json().image as string;
    expect(image).toMatch(/^\/api\/profile\/photo\?v=\d+$/);
    expect((await get(cookie, '/api/auth/get-session')).json().user.image).toBe(image);
    const photo = await get(cookie, image);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    // Saving the details keeps it.
    expect((await put(cookie, { ...details, name: 'Ada' })).json().image).toBe(image);
    expect((await send('DELETE', cookie, '/api/profile/photo')).json().image).toBeNull();
    expect((await get(cookie, '/api/profile/photo')).statusCode).toBe(404);
  });

  it('refuses bad fields and a photo that is not an image, naming the field and changing nothing', async () => {
    const { cookie, account } = await signUp(app);
    const cases: [object, string][] = [
      [{ ...details, age: 0, name: 'Eve' }, 'age'],
      [{ ...details, age: 101, name: 'Eve' }, 'age'],
      [{ ...details, height: 0, name: 'Eve' }, 'height'],
      [{ ...details, weight: -3, name: 'Eve' }, 'weight'],
      [{ ...details, gender: 'robot', name: 'Eve' }, 'gender'],
      [{ ...details, goal: 'loss', name: 'Eve' }, 'goal'],
      [{ ...details, name: '' }, 'name'],
      [{ ...details, name: 'x'.repeat(81) }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(cookie, payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields)[0], field).toMatch(new RegExp(`^${field}`));
    }
    const notImage = await send('PUT', cookie, '/api/profile/photo', { type: 'image/png', data: 'PGh0bWw+' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.fields).toHaveProperty('photo');
    expect((await get(cookie)).json()).toMatchObject({ name: account.name, details: {}, image: null });
  });

  it('refuses a photo over 1 MB', async () => {
    const { cookie } = await signUp(app);
    const big = Buffer.alloc(1024 * 1024 + 10);
    Buffer.from(PNG_1X1, 'base64').copy(big);
    const response = await send('PUT', cookie, '/api/profile/photo', {
      type: 'image/png',
      data: big.toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ data: 'The photo must be at most 1 MB.' });
  });

  it('shows each user only their own profile and photo', async () => {
    const ada = await signUp(app);
    const bob = await signUp(app);
    await put(ada.cookie, { ...details, name: 'Ada' });
    await send('PUT', ada.cookie, '/api/profile/photo', { type: 'image/png', data: PNG_1X1 });
    expect((await get(bob.cookie)).json()).toMatchObject({ details: {}, image: null });
    expect((await get(bob.cookie)).json().name).not.toBe('Ada');
    expect((await get(bob.cookie, '/api/profile/photo')).statusCode).toBe(404);
  });
});

describe('PUT /api/profile/password', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const change = (cookie: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { cookie, origin: TEST_ORIGIN },
      payload,
    });
  const signIn = (email: string, password: string) => postAuth(app, 'sign-in/email', { email, password });

  it('changes the password with the current one, signs other devices out and keeps this one in', async () => {
    const { cookie, account } = await signUp(app);
    const other = cookieHeader((await signIn(account.email, account.password)).headers['set-cookie']);
    const response = await change(cookie, { currentPassword: account.password, newPassword: 'a new long passphrase' });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = cookieHeader(response.headers['set-cookie']);
    const whoIs = (header: string) =>
      app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: header } });
    expect((await whoIs(fresh)).json()?.user.email).toBe(account.email);
    expect((await whoIs(other)).json()).toBeNull();
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'a new long passphrase')).statusCode).toBe(200);
  });

  it('refuses a wrong or missing current password, a short or unchanged new one, naming the field', async () => {
    const { cookie, account } = await signUp(app);
    for (const [payload, field] of [
      [{ currentPassword: 'not it at all', newPassword: 'another long one' }, 'currentPassword'],
      [{ newPassword: 'another long one' }, 'currentPassword'],
      [{ currentPassword: account.password, newPassword: 'short' }, 'newPassword'],
      [{ currentPassword: account.password, newPassword: account.password }, 'newPassword'],
    ] as const) {
      const response = await change(cookie, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields, field).toHaveProperty(field);
    }
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });
});
