import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';

/** The smallest valid PNG (1×1), as the browser's resized upload would be. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const details = { username: 'ada', age: 36, gender: 'female', height: 165, weight: 58.5, target: 'maintain' } as const;

describe('/api/profile', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  function put(cookie: string, payload: object) {
    return app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie, origin: TEST_ORIGIN }, payload });
  }
  function get(cookie: string, url = '/api/profile') {
    return app.inject({ method: 'GET', url, headers: { cookie } });
  }

  it('needs a session (401)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { ...details, name: 'x', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/profile/photo' })).statusCode).toBe(401);
  });

  it('starts with the account name and email and no details', async () => {
    const { cookie, account } = await signUp(app);
    expect((await get(cookie)).json()).toEqual({
      name: account.name,
      email: account.email,
      image: null,
      hasPassword: true,
      details: null,
    });
  });

  it('saves the details, the display name and the photo, which becomes the picture on the session', async () => {
    const { cookie, account } = await signUp(app);
    const response = await put(cookie, {
      ...details,
      name: 'Ada L.',
      password: account.password,
      photo: { type: 'image/png', data: PNG_1X1 },
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ name: 'Ada L.', details });
    expect(profile.image).toMatch(/^\/api\/profile\/photo\?v=\d+$/);
    const session = await get(cookie, '/api/auth/get-session');
    expect(session.json().user).toMatchObject({ name: 'Ada L.', image: profile.image });
    const photo = await get(cookie, profile.image);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    // Leaving the photo out keeps it; null removes it.
    expect((await put(cookie, { ...details, name: 'Ada', password: account.password })).json().image).toBe(
      profile.image,
    );
    expect(
      (await put(cookie, { ...details, name: 'Ada', password: account.password, photo: null })).json().image,
    ).toBeNull();
  });

  it('refuses a wrong password, bad fields and a photo that is not an image, changing nothing', async () => {
    const { cookie, account } = await signUp(app);
    const cases: [object, string][] = [
      [{ ...details, name: 'Eve', password: 'not my password' }, 'password'],
      [{ ...details, age: 0, name: 'Eve', password: account.password }, 'age'],
      [{ ...details, height: 0, name: 'Eve', password: account.password }, 'height'],
      [{ ...details, weight: -3, name: 'Eve', password: account.password }, 'weight'],
      [{ ...details, gender: 'robot', name: 'Eve', password: account.password }, 'gender'],
      [{ ...details, name: '', password: account.password }, 'name'],
      [
        { ...details, name: 'Eve', password: account.password, photo: { type: 'image/png', data: 'PGh0bWw+' } },
        'photo',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await put(cookie, payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields)[0], field).toMatch(new RegExp(`^${field}`));
    }
    expect((await get(cookie)).json()).toMatchObject({ name: account.name, details: null });
  });

  it('refuses a photo over 1 MB', async () => {
    const { cookie, account } = await signUp(app);
    const big = Buffer.alloc(1024 * 1024 + 10);
    Buffer.from(PNG_1X1, 'base64').copy(big);
    const response = await put(cookie, {
      ...details,
      name: 'Big',
      password: account.password,
      photo: { type: 'image/png', data: big.toString('base64') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'photo.data': 'The photo must be at most 1 MB.' });
  });

  it('shows each user only their own profile and photo', async () => {
    const ada = await signUp(app);
    const bob = await signUp(app);
    await put(ada.cookie, {
      ...details,
      name: 'Ada',
      password: ada.account.password,
      photo: { type: 'image/png', data: PNG_1X1 },
    });
    expect((await get(bob.cookie)).json().name).not.toBe('Ada');
    expect((await get(bob.cookie, '/api/profile/photo')).statusCode).toBe(404);
  });
});
