import { z } from 'zod';
import { AuthUserSchema, NewPasswordSchema } from './auth';
import { DisplayNameSchema } from './profile';

/*
 * The bodies and responses of better-auth's endpoints that the app calls, as the OpenAPI document shows
 * them. better-auth checks these bodies itself; the server adds the bounds on `name` and `image`.
 */

export const SignInEmailSchema = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});

export const SignUpEmailSchema = z.object({
  name: DisplayNameSchema,
  email: z.string(),
  password: NewPasswordSchema,
  callbackURL: z.string().optional(),
});

export const SignInSocialSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  callbackURL: z.string().optional(),
  disableRedirect: z.boolean().optional(),
});

/**
 * A picture is this site's own profile photo (uploaded to /api/profile/photo) or none: never another site's address,
 * nor a value of another type or size, which would be copied into every session.
 */
export const OwnPictureSchema = z
  .string({ error: 'must be this site’s profile photo address, or null' })
  .regex(/^\/api\/profile\/photo(\?v=\d{1,20})?$/, { error: 'must be this site’s profile photo address, or null' })
  .nullable();

export const UpdateUserSchema = z.object({ name: DisplayNameSchema.optional(), image: OwnPictureSchema.optional() });

export const RequestPasswordResetSchema = z.object({ email: z.string(), redirectTo: z.string().optional() });

export const ResetPasswordSchema = z.object({ newPassword: NewPasswordSchema, token: z.string() });

export const IdentityResultSchema = z.object({ token: z.string().nullable(), user: AuthUserSchema });

export const StatusResultSchema = z.object({ status: z.boolean() });

/** `POST /api/auth/revoke-session`: one of the caller's own sessions, by its token. */
export const RevokeSessionSchema = z.object({ token: z.string().min(1).max(200) });

/** `POST /api/auth/two-factor/enable`, `…/disable` and `…/generate-backup-codes`: the account's password confirms. */
export const TwoFactorPasswordSchema = z.object({ password: z.string().min(1).max(128) });

/** A six-digit code from an authenticator app, or one of the ten backup codes. */
export const TwoFactorCodeSchema = z.object({ code: z.string().min(1).max(32) });

/** What setting up two-factor sign-in gives: the app's `otpauth://` address (shown as a QR code) and the backup codes. */
export const TwoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });

/** `POST /api/auth/sign-in/email` for an account with two-factor sign-in: a code is asked for next. */
export const TwoFactorRedirectSchema = z.object({ twoFactorRedirect: z.literal(true) });

/** A passkey of the account, as `GET /api/auth/passkey/list-user-passkeys` lists it (the fields the app reads). */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.coerce.date().nullish(),
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** The browser's answer to a WebAuthn ceremony (registration or authentication), passed on as the browser made it. */
export const PasskeyResponseSchema = z.object({
  response: z.looseObject({ id: z.string().max(2000), type: z.string().max(40) }),
  name: z.string().max(80).optional(),
});

export const PasskeyIdSchema = z.object({ id: z.string().min(1).max(200) });

/** `POST /api/auth/send-verification-email`: the link that confirms an address, sent again. */
export const SendVerificationEmailSchema = z.object({
  email: z.string().max(254),
  callbackURL: z.string().max(200).optional(),
});
