import { z } from 'zod';
import { AuthProvidersSchema, SessionSchema } from '../auth';
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
  DeviceSessionParamsSchema,
  DeviceSessionSchema,
  ProfilePhotoSchema,
  ProfileSchema,
  SignedOutSchema,
  UpdateProfileRequestSchema,
} from '../profile';
import { SaveTargetsRequestSchema, TargetsRecordSchema } from '../targets';
import {
  IdentityResultSchema,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  SignInEmailSchema,
  SignInSocialSchema,
  SignUpEmailSchema,
  RevokeSessionSchema,
  SendVerificationEmailSchema,
  PasskeyIdSchema,
  PasskeyResponseSchema,
  PasskeySchema,
  StatusResultSchema,
  TwoFactorCodeSchema,
  TwoFactorPasswordSchema,
  TwoFactorRedirectSchema,
  TwoFactorSetupSchema,
  UpdateUserSchema,
} from '../identity';
import { defineRoute } from './define-route';

const identity = { tag: 'identity', identity: true } as const;

/** better-auth's endpoints the app uses, under /api/auth: documented here, served and checked by better-auth. */
export const signInEmailRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/sign-in/email',
  summary: 'Sign in with email and password',
  access: 'public',
  body: SignInEmailSchema,
  responses: { 200: z.union([IdentityResultSchema, TwoFactorRedirectSchema]) },
  errors: [401, 403, 429],
});

export const signUpEmailRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/sign-up/email',
  summary: 'Create an account with email and password',
  access: 'public',
  body: SignUpEmailSchema,
  responses: { 200: IdentityResultSchema },
  errors: [422, 429],
});

export const signInSocialRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/sign-in/social',
  summary: 'Start signing in with Google or Facebook',
  access: 'public',
  body: SignInSocialSchema,
  responses: { 200: z.object({ url: z.string(), redirect: z.boolean() }) },
});

export const signOutRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/sign-out',
  summary: 'End this session',
  access: 'public',
  responses: { 200: z.object({ success: z.boolean() }) },
});

export const revokeSessionRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/revoke-session',
  summary: 'End one of the signed-in person’s own sessions, by its token; another’s is a 404',
  access: 'signed-in',
  body: RevokeSessionSchema,
  responses: { 200: StatusResultSchema },
  errors: [404],
});

export const getSessionRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'GET',
  path: '/api/auth/get-session',
  summary: 'Who is signed in: the session’s user, or null',
  access: 'public',
  responses: { 200: SessionSchema },
});

export const updateUserRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/update-user',
  summary: 'Change the signed-in user’s name',
  access: 'signed-in',
  body: UpdateUserSchema,
  responses: { 200: StatusResultSchema },
});

export const requestPasswordResetRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/request-password-reset',
  summary: 'Email a link to choose a new password',
  access: 'public',
  body: RequestPasswordResetSchema,
  responses: { 200: StatusResultSchema },
  errors: [429],
});

export const resetPasswordRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Choose a new password with the emailed link’s token',
  access: 'public',
  body: ResetPasswordSchema,
  responses: { 200: StatusResultSchema },
  errors: [429],
});

export const enableTwoFactorRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  summary: 'Set up an authenticator app: its secret and ten backup codes; on once its first code is verified',
  access: 'signed-in',
  body: TwoFactorPasswordSchema,
  responses: { 200: TwoFactorSetupSchema },
  errors: [400, 401],
});

export const verifyTotpRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/two-factor/verify-totp',
  summary: 'An authenticator app’s code: turns two-factor sign-in on, or finishes a sign-in that asked for it',
  access: 'public',
  body: TwoFactorCodeSchema,
  responses: { 200: IdentityResultSchema },
  errors: [401, 429],
});

export const verifyBackupCodeRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/two-factor/verify-backup-code',
  summary: 'Finish a sign-in with one of the backup codes, each good once',
  access: 'public',
  body: TwoFactorCodeSchema,
  responses: { 200: IdentityResultSchema },
  errors: [401, 429],
});

export const generateBackupCodesRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/two-factor/generate-backup-codes',
  summary: 'Ten new backup codes in place of the old ones',
  access: 'signed-in',
  body: TwoFactorPasswordSchema,
  responses: { 200: z.object({ status: z.boolean(), backupCodes: z.array(z.string()) }) },
  errors: [400, 401],
});

export const disableTwoFactorRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/two-factor/disable',
  summary: 'Turn two-factor sign-in off',
  access: 'signed-in',
  body: TwoFactorPasswordSchema,
  responses: { 200: StatusResultSchema },
  errors: [400, 401],
});

export const passkeyRegisterOptionsRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'GET',
  path: '/api/auth/passkey/generate-register-options',
  summary: 'Start adding a passkey: the WebAuthn creation options (a session of the last day is needed)',
  access: 'signed-in',
  responses: { 200: z.looseObject({ challenge: z.string() }) },
  errors: [401, 403],
});

export const passkeyVerifyRegistrationRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/passkey/verify-registration',
  summary: 'Finish adding a passkey with the authenticator’s answer',
  access: 'signed-in',
  body: PasskeyResponseSchema,
  responses: { 200: PasskeySchema },
  errors: [400, 401],
});

export const passkeyAuthenticateOptionsRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'GET',
  path: '/api/auth/passkey/generate-authenticate-options',
  summary: 'Start signing in with a passkey: the WebAuthn request options',
  access: 'public',
  responses: { 200: z.looseObject({ challenge: z.string() }) },
});

export const passkeyVerifyAuthenticationRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/passkey/verify-authentication',
  summary: 'Sign in with a passkey: the authenticator’s signed answer',
  access: 'public',
  body: PasskeyResponseSchema,
  responses: { 200: z.looseObject({ session: z.unknown() }) },
  errors: [400, 401],
});

export const listPasskeysRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'GET',
  path: '/api/auth/passkey/list-user-passkeys',
  summary: 'The signed-in account’s passkeys',
  access: 'signed-in',
  responses: { 200: z.array(PasskeySchema) },
});

export const deletePasskeyRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/passkey/delete-passkey',
  summary: 'Remove one of the signed-in account’s passkeys; another account’s is not found',
  access: 'signed-in',
  body: PasskeyIdSchema,
  responses: { 200: StatusResultSchema },
  errors: [404],
});

export const sendVerificationEmailRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/send-verification-email',
  summary: 'Send the link that confirms the account’s email again (three an hour per address)',
  access: 'public',
  body: SendVerificationEmailSchema,
  responses: { 200: StatusResultSchema },
  errors: [400, 429],
});

export const verifyEmailRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'GET',
  path: '/api/auth/verify-email',
  summary: 'Where an emailed link leads: confirms the address (or makes the asked change of it), then redirects',
  access: 'public',
  responses: { 200: StatusResultSchema },
  errors: [401],
});

/** Provider callbacks and the rest of better-auth's endpoints, which the browser reaches by redirect. */
export const identityRestGetRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'GET',
  path: '/api/auth/*',
  summary: 'Sign-in callbacks from Google and Facebook, and better-auth’s other endpoints',
  access: 'public',
  responses: { 200: z.unknown() },
});

export const identityRestPostRoute = /*#__PURE__*/ defineRoute({
  ...identity,
  method: 'POST',
  path: '/api/auth/*',
  summary: 'better-auth’s other endpoints',
  access: 'public',
  responses: { 200: z.unknown() },
});

export const authProvidersRoute = /*#__PURE__*/ defineRoute({
  method: 'GET',
  path: '/api/auth-providers',
  tag: 'identity',
  summary: 'Which social sign-ins this server is configured for',
  access: 'public',
  responses: { 200: AuthProvidersSchema },
});

const profile = { tag: 'profile', access: 'signed-in' } as const;

export const getProfileRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'GET',
  path: '/api/profile',
  summary: 'The signed-in user’s profile',
  responses: { 200: ProfileSchema },
  errors: [404],
});

export const updateProfileRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'PUT',
  path: '/api/profile',
  summary: 'Change the name and details',
  body: UpdateProfileRequestSchema,
  responses: { 200: ProfileSchema },
  errors: [404],
});

export const deleteAccountRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'DELETE',
  path: '/api/profile',
  summary: 'Delete the account, confirmed by its password (or email for a social account)',
  body: DeleteAccountRequestSchema,
  responses: { 200: DeleteAccountResponseSchema },
  errors: [429],
});

export const getProfilePhotoRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'GET',
  path: '/api/profile/photo',
  summary: 'The signed-in user’s photo (JPEG, PNG or WebP)',
  responses: { 200: z.string().describe('the picture’s bytes') },
  errors: [404],
});

export const saveProfilePhotoRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'PUT',
  path: '/api/profile/photo',
  summary: 'Replace the photo',
  body: ProfilePhotoSchema,
  responses: { 200: ProfileSchema },
  errors: [404],
});

export const deleteProfilePhotoRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'DELETE',
  path: '/api/profile/photo',
  summary: 'Remove the photo',
  responses: { 200: ProfileSchema },
  errors: [404],
});

export const changePasswordRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'PUT',
  path: '/api/profile/password',
  summary: 'Change the password (or choose a first one), ending other sessions',
  body: ChangePasswordRequestSchema,
  responses: { 200: ChangePasswordResponseSchema },
  errors: [429],
});

export const changeEmailRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'PUT',
  path: '/api/profile/email',
  summary: 'Change the email, confirmed by the password',
  body: ChangeEmailRequestSchema,
  responses: { 200: ProfileSchema },
  errors: [404, 429],
});

export const listSessionsRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'GET',
  path: '/api/profile/sessions',
  summary: 'Where the account is signed in: each session’s device and when it was last used, this one first',
  responses: { 200: z.array(DeviceSessionSchema) },
});

export const endSessionRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'DELETE',
  path: '/api/profile/sessions/:id',
  summary: 'Sign one of the account’s sessions out',
  params: DeviceSessionParamsSchema,
  responses: { 200: SignedOutSchema },
  errors: [404],
});

export const endOtherSessionsRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'DELETE',
  path: '/api/profile/sessions',
  summary: 'Sign out other devices: every session of the account but this one',
  responses: { 200: SignedOutSchema },
});

export const getTargetsRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'GET',
  path: '/api/profile/targets',
  summary: 'The signed-in user’s targets',
  responses: { 200: TargetsRecordSchema },
});

export const saveTargetsRoute = /*#__PURE__*/ defineRoute({
  ...profile,
  method: 'PUT',
  path: '/api/profile/targets',
  summary: 'Replace the targets; the latest change wins',
  body: SaveTargetsRequestSchema,
  responses: { 200: TargetsRecordSchema },
});
