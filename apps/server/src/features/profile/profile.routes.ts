import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import {
  MAX_PHOTO_BYTES,
  PROFILE_MESSAGES,
  type ProfilePhoto,
  changeEmailRoute,
  changePasswordRoute,
  deleteAccountRoute,
  deleteProfilePhotoRoute,
  getProfilePhotoRoute,
  getProfileRoute,
  saveProfilePhotoRoute,
  updateProfileRoute,
} from '@thrive/contract';
import { currentUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { verifyPassword } from '../../auth/password-hashing';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  addPassword,
  deleteAccount,
  emailTakenByAnother,
  findPasswordHash,
  findPhoto,
  findProfile,
  savePhoto,
  saveProfile,
} from './profile.repository';
import { emailChangeNotice } from './email-change-notice';
import { VERIFICATION_LINK_LIFETIME_S, verificationMessage } from '../../auth/account-mail';
import { photoTypeOf } from './photo-type';

/** Where a user's own picture is served; `?v=` changes with every new picture, so it may be cached. */
export const PHOTO_PATH = getProfilePhotoRoute.path;

function checkedPhoto(photo: ProfilePhoto) {
  const bytes = Buffer.from(photo.data, 'base64');
  if (photoTypeOf(bytes) !== photo.type) {
    throw new BadRequestError(PROFILE_MESSAGES.photoNotImage, { photo: PROFILE_MESSAGES.photoNotImage });
  }
  return { type: photo.type, base64: bytes.toString('base64') };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Throws 400 on the password field unless `password` is the one whose hash is given. */
  const checkPassword = (hash: string, password: string) =>
    app.passwordWork.run(async () => {
      if (!(await verifyPassword({ hash, password }))) {
        throw new BadRequestError(PROFILE_MESSAGES.wrongPassword, { password: PROFILE_MESSAGES.wrongPassword });
      }
    });
  const loadProfile = async (userId: string) => {
    const profile = await findProfile(userId, app.database.db);
    if (!profile) throw new NotFoundError('Account not found.');
    return profile;
  };

  app.route({
    ...endpoint(app, getProfileRoute),
    handler: async (request) => loadProfile(currentUser(request).id),
  });

  app.route({
    ...endpoint(app, updateProfileRoute),
    handler: async (request) => {
      const { id } = currentUser(request);
      const { name, ...details } = request.body;
      await saveProfile(id, { name, details }, app.database.db);
      await app.sessions.userChanged(id);
      return loadProfile(id);
    },
  });

  /** A photo is stored as soon as it is chosen; its new address becomes the session's picture. */
  app.route({
    ...endpoint(app, saveProfilePhotoRoute),
    // The body is a photo of up to 1 MB, base64-encoded.
    bodyLimit: 2 * MAX_PHOTO_BYTES,
    handler: async (request) => {
      const { id } = currentUser(request);
      const photo = checkedPhoto(request.body);
      await savePhoto(id, { photo, imageUrl: `${PHOTO_PATH}?v=${Date.now()}` }, app.database.db);
      await app.sessions.userChanged(id);
      return loadProfile(id);
    },
  });

  app.route({
    ...endpoint(app, deleteProfilePhotoRoute),
    handler: async (request) => {
      const { id } = currentUser(request);
      await savePhoto(id, { photo: null, imageUrl: null }, app.database.db);
      await app.sessions.userChanged(id);
      return loadProfile(id);
    },
  });

  app.route({
    ...endpoint(app, changePasswordRoute),
    config: { rateLimit: RATE_LIMITS.profile },
    handler: async (request, reply) => {
      const { id } = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      await refuseCommonPassword('newPassword', newPassword);
      if (!(await findPasswordHash(id, app.database.db))) {
        // An account made by Google or Facebook sign-in chooses its first password.
        const hash = await app.passwordWork.run(() => app.passwordWork.hash(newPassword));
        await addPassword(id, hash, app.database.db);
        return { changed: true as const };
      }
      const refuse = (field: string, message: string): never => {
        throw new BadRequestError(message, { [field]: message });
      };
      if (!currentPassword) return refuse('currentPassword', 'Enter your current password.');
      if (currentPassword === newPassword) return refuse('newPassword', PROFILE_MESSAGES.passwordUnchanged);
      // better-auth checks the current password, keeps the new one and ends every other session, giving
      // this device a new one.
      const changed = await app.passwordWork
        .run(() =>
          app.auth.api.changePassword({
            body: { currentPassword, newPassword, revokeOtherSessions: true },
            headers: fromNodeHeaders(request.headers),
            returnHeaders: true,
          }),
        )
        .catch((error: unknown) => {
          if (error instanceof APIError && error.status === 'BAD_REQUEST') {
            return refuse('currentPassword', PROFILE_MESSAGES.wrongPassword);
          }
          throw error;
        });
      const cookies = changed.headers.getSetCookie();
      if (cookies.length > 0) void reply.header('set-cookie', cookies);
      return { changed: true as const };
    },
  });

  app.route({
    ...endpoint(app, getProfilePhotoRoute),
    handler: async (request, reply) => {
      const photo = await findPhoto(currentUser(request).id, app.database.db);
      if (!photo) throw new NotFoundError('No photo uploaded.');
      // Private to the signed-in user; the URL changes with every new photo, so it may be cached.
      return reply
        .header('content-type', photo.type)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(Buffer.from(photo.base64, 'base64'));
    },
  });

  app.route({
    ...endpoint(app, changeEmailRoute),
    config: { rateLimit: RATE_LIMITS.profile },
    handler: async (request) => {
      const user = currentUser(request);
      const email = request.body.email.trim().toLowerCase();
      if (email === user.email.toLowerCase()) {
        throw new BadRequestError(PROFILE_MESSAGES.emailUnchanged, { email: PROFILE_MESSAGES.emailUnchanged });
      }
      const hash = await findPasswordHash(user.id, app.database.db);
      if (!hash) {
        // The email is how a social account is found again: it changes once the account has a password too.
        throw new BadRequestError(PROFILE_MESSAGES.wrongPassword, { password: 'Choose a password first, above.' });
      }
      await checkPassword(hash, request.body.password);
      if (await emailTakenByAnother(email, user.id, app.database.db)) {
        throw new BadRequestError(PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });
      }
      // The new address is used once the link sent there is opened (better-auth's verify-email changes it then); the
      // old one hears of the request, in case it was not its owner who asked.
      const context = await app.auth.$context;
      const token = await createEmailVerificationToken(
        context.secret,
        user.email.toLowerCase(),
        email,
        VERIFICATION_LINK_LIFETIME_S,
        { requestType: 'change-email-verification', userId: user.id },
      );
      // The link leads to the site the request came from (one of ours), else to the first of them.
      const origins = context.trustedOrigins;
      const origin = origins.find((trusted) => trusted === request.headers.origin) ?? origins[0];
      const link = `${origin}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/profile')}`;
      app.accountMail.send('verification', verificationMessage(email, user.name, link, true));
      void app.mail.send(emailChangeNotice(user.email, user.name, email)).catch((error: unknown) => {
        request.log.error({ err: error }, 'email change: the notice could not be sent');
      });
      return loadProfile(user.id);
    },
  });

  app.route({
    ...endpoint(app, deleteAccountRoute),
    config: { rateLimit: RATE_LIMITS.profile },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { confirmation } = request.body;
      const hash = await findPasswordHash(user.id, app.database.db);
      if (hash) await checkPassword(hash, confirmation);
      else if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new BadRequestError(PROFILE_MESSAGES.confirmationWrong, {
          confirmation: PROFILE_MESSAGES.confirmationWrong,
        });
      }
      const context = await app.auth.$context;
      // Every session ends, in the shared store and the database, before the account goes.
      await context.internalAdapter.deleteUserSessions(user.id);
      await deleteAccount(user.id, app.database.db);
      const cookie = context.authCookies.sessionToken;
      return reply
        .header(
          'set-cookie',
          `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.attributes.secure ? '; Secure' : ''}`,
        )
        .send({ deleted: true as const });
    },
  });
};
