import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { startFakeService } from '../../test/fake-service';
import { captureLogs } from '../../test/log-capture';
import { signUp } from '../../test/sessions';
import { RemoteService } from '../../providers/remote-call';
import { ProviderPictures } from './provider-pictures';

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// A local server stands in for Google's picture host: it serves a picture, a page that is not one, and a
// picture too large to keep.
describe('pictures from Google and Facebook', () => {
  let app: App;
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let pictures: ProviderPictures;
  const logs = captureLogs();
  beforeAll(async () => {
    fake = await startFakeService(({ path }) =>
      path === '/me.png'
        ? { status: 200, body: PNG, contentType: 'image/png' }
        : path === '/huge.png'
          ? { status: 200, body: Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1)]), contentType: 'image/png' }
          : { status: 200, body: Buffer.from('<html>not a picture</html>'), contentType: 'image/png' },
    );
    app = await createTestApp({ logger: logs.logger });
    pictures = new ProviderPictures(
      app.database.db,
      new RemoteService({ service: 'profile-pictures', log: app.log, resilience: { tries: 1 } }),
      (userId) => app.sessions.userChanged(userId),
      app.log,
      [fake.origin],
    );
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  /** A user whose picture, as the provider gave it, is at `image`. */
  async function userPictured(image: string) {
    const { cookie, account } = await signUp(app);
    await app.database.db.update(users).set({ image }).where(eq(users.email, account.email));
    const [user] = await app.database.db.select().from(users).where(eq(users.email, account.email));
    return { cookie, id: user!.id };
  }
  const imageOf = async (id: string) =>
    (await app.database.db.select({ image: users.image }).from(users).where(eq(users.id, id)))[0]!.image;

  it('brings the picture here once and shows it from our server, on the session too', async () => {
    const { cookie, id } = await userPictured(`${fake.origin}/me.png`);
    pictures.bringFor(id);
    await expect.poll(() => imageOf(id)).toMatch(/^\/api\/profile\/photo\?v=\d+$/);
    const photo = await app.inject({ method: 'GET', url: (await imageOf(id))!, headers: { cookie } });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(PNG);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.image).toBe(await imageOf(id));

    // Once here, it is not fetched again.
    const asked = fake.requests.length;
    pictures.bringFor(id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests.length).toBe(asked);
  });

  it('keeps the default avatar for a response that is not an image, or too large', async () => {
    for (const path of ['/page.html', '/huge.png']) {
      const { id } = await userPictured(`${fake.origin}${path}`);
      const asked = fake.requests.filter((request) => request.path === path).length;
      pictures.bringFor(id);
      await expect.poll(() => fake.requests.filter((request) => request.path === path).length).toBe(asked + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await imageOf(id)).toBe(`${fake.origin}${path}`);
    }
  });

  it('never fetches from an address that is not a provider’s picture host', async () => {
    const asked = fake.requests.length;
    for (const image of ['http://169.254.169.254/latest/meta-data', 'https://elsewhere.example/me.png', 'not a url']) {
      const { id } = await userPictured(image);
      pictures.bringFor(id);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await imageOf(id)).toBe(image);
    }
    expect(fake.requests.length).toBe(asked);
  });
});
