import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { MAX_PHOTO_BYTES } from '@thrive/contract';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { RemoteService } from '../../providers/remote-call';
import { photoTypeOf } from './photo-type';
import { savePhoto } from './profile.repository';
import { PHOTO_PATH } from './profile.routes';

/** Where Google and Facebook serve their users' pictures. */
const PROVIDER_PICTURE_HOSTS = [
  /\.googleusercontent\.com$/,
  /\.fbsbx\.com$/,
  /\.fbcdn\.net$/,
  /^graph\.facebook\.com$/,
];

/**
 * Brings a Google or Facebook user's own picture here, once: it is fetched at sign-in, checked to be an
 * image, stored with the account like an uploaded photo, and from then on shown from our server. Pages never
 * load it from the provider, whose address would tell it who reads our pages. A picture that cannot be
 * brought leaves the default avatar, and is tried again at the next sign-in.
 */
export class ProviderPictures {
  constructor(
    private readonly db: Database,
    private readonly remote: RemoteService,
    private readonly onChanged: (userId: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    /** Origins besides the providers' own that serve pictures (a local identity provider in tests). */
    private readonly otherOrigins: readonly string[] = [],
  ) {}

  /** Returns at once; the picture, if any, is brought in the background. */
  bringFor(userId: string): void {
    void this.bring(userId).catch((error: unknown) => {
      this.log.warn({ err: error }, 'provider picture: it could not be brought');
    });
  }

  private fromProvider(address: string): URL | undefined {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return undefined;
    }
    if (this.otherOrigins.includes(url.origin)) return url;
    return url.protocol === 'https:' && PROVIDER_PICTURE_HOSTS.some((host) => host.test(url.hostname))
      ? url
      : undefined;
  }

  private async bring(userId: string): Promise<void> {
    const [user] = await this.db.select({ image: users.image }).from(users).where(eq(users.id, userId));
    const url = user?.image ? this.fromProvider(user.image) : undefined;
    if (!url) return;
    const response = await this.remote.getBytes({ url, accept: 'image/*', maxBytes: MAX_PHOTO_BYTES });
    if (!response.data) return;
    const type = photoTypeOf(response.data.bytes);
    if (!type) {
      this.log.warn({ contentType: response.data.contentType }, 'provider picture: not a JPEG, PNG or WebP image');
      return;
    }
    const photo = { type, base64: response.data.bytes.toString('base64') };
    await savePhoto(userId, { photo, imageUrl: `${PHOTO_PATH}?v=${Date.now()}` }, this.db);
    await this.onChanged(userId);
  }
}
