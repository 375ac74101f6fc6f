import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PHOTO_BYTES,
  MIN_PASSWORD_LENGTH,
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  ProfileSchema,
  UpdateProfileRequestSchema,
  type ProfilePhoto,
} from '@thrive/contract';
import { currentUser, requireUser } from '../../auth/require-user';
import { verifyPassword } from '../../auth/password-hashing';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { findPasswordHash, findPhoto, findProfile, saveProfile } from './profile.repository';

const PHOTO_PATH = '/api/profile/photo';

/** The first bytes each accepted image type starts with, so a renamed file of another kind is refused. */
const SIGNATURES: Record<ProfilePhoto['type'], (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

function checkedPhoto(photo: ProfilePhoto) {
  const bytes = Buffer.from(photo.data, 'base64');
  if (!SIGNATURES[photo.type](bytes)) {
    throw new BadRequestError(PROFILE_MESSAGES.photoNotImage, { photo: PROFILE_MESSAGES.photoNotImage });
  }
  return { type: photo.type, base64: bytes.toString('base64') };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = requireUser(app);
  const loadProfile = async (userId: string) => {
    const profile = await findProfile(userId, app.database.db);
    if (!profile) throw new NotFoundError('Account not found.');
    return profile;
  };

  app.get(
    '/api/profile',
    { preHandler: signedIn, schema: { tags: ['profile'], response: { 200: ProfileSchema } } },
    async (request) => loadProfile(currentUser(request).id),
  );

  app.put(
    '/api/profile',
    {
      preHandler: signedIn,
      // The body may carry a photo of up to 1 MB, base64-encoded.
      bodyLimit: 2 * MAX_PHOTO_BYTES,
      // It checks a password, so it is throttled.
      config: { rateLimit: RATE_LIMITS.profile },
      schema: { tags: ['profile'], body: UpdateProfileRequestSchema, response: { 200: ProfileSchema } },
    },
    async (request) => {
      const { id } = currentUser(request);
      const { name, password, photo, ...details } = request.body;
      const photoChange = photo === undefined ? undefined : photo === null ? null : checkedPhoto(photo);
      const hash = await findPasswordHash(id, app.database.db);
      const newPasswordHash = await app.passwordWork.run(async () => {
        if (!hash) {
          if (password.length < MIN_PASSWORD_LENGTH) {
            throw new BadRequestError(AUTH_MESSAGES.passwordTooShort, { password: AUTH_MESSAGES.passwordTooShort });
          }
          return app.passwordWork.hash(password);
        }
        if (!(await verifyPassword({ hash, password }))) {
          throw new BadRequestError(PROFILE_MESSAGES.wrongPassword, { password: PROFILE_MESSAGES.wrongPassword });
        }
        return undefined;
      });
      await saveProfile(
        id,
        {
          name,
          details,
          newPasswordHash,
          photo: photoChange,
          imageUrl: photoChange ? `${PHOTO_PATH}?v=${Date.now()}` : null,
        },
        app.database.db,
      );
      await app.sessions.userChanged(id);
      return loadProfile(id);
    },
  );

  app.get(PHOTO_PATH, { preHandler: signedIn, schema: { hide: true } }, async (request, reply) => {
    const photo = await findPhoto(currentUser(request).id, app.database.db);
    if (!photo) throw new NotFoundError('No photo uploaded.');
    // Private to the signed-in user; the URL changes with every new photo, so it may be cached.
    return reply
      .header('content-type', photo.type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(photo.base64, 'base64'));
  });
};
