import { z } from 'zod';

export const SOCIAL_PROVIDER_IDS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** GET /api/auth-providers: which social sign-ins this server is configured for. */
export const AuthProvidersSchema = z.object({ google: z.boolean(), facebook: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** The signed-in user as better-auth's `GET /api/auth/get-session` responds with it (fields we read). */
export const AuthUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** False until the link sent to the address is opened. */
  emailVerified: z.boolean().optional(),
  image: z.string().nullish(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** `GET /api/auth/get-session`: the session's user, or null when nobody is signed in. */
export const SessionSchema = z.object({ user: AuthUserSchema }).nullable();

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Wording for each identity error (docs/product.md, "Sign-in messages"). Wrong password and
 * unknown email share one message, so the form does not reveal which addresses have accounts.
 */
export const AUTH_MESSAGES = {
  wrongCredentials: 'That email and password do not match an account. Check them and try again.',
  emailInUse: 'An account with this email already exists. Sign in instead.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  popupBlocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  popupClosed: 'The sign-in window was closed before sign-in finished.',
  networkFailure: 'We could not reach the server. Check your connection and try again.',
  passwordTooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`,
  commonPassword: 'This password is one of the 100,000 most common, the first that attackers try. Choose another.',
  invalidEmail: 'Enter a valid email address.',
  providerFailed: 'Sign-in with {provider} did not finish. Please try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;

/** Wording of two-factor sign-in (docs/product.md, "Two-factor sign-in"). */
export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right. Check the app (or the backup code) and try again.',
  expired: 'This sign-in took too long. Sign in again.',
  enterCode: 'Enter the code.',
  on: 'Two-factor sign-in is on. Keep your backup codes somewhere safe.',
  off: 'Two-factor sign-in is off.',
  newCodes: 'Here are your new backup codes. The old ones no longer work.',
  wrongPassword: 'That is not your password.',
  failed: 'That did not work. Please try again.',
} as const;

/** Wording of the reminder to confirm the account's email (docs/product.md, "Confirming the email"). */
export const EMAIL_VERIFICATION_MESSAGES = {
  reminder: 'Confirm your email: open the link we sent to {email}.',
  sent: 'Sent. Check your inbox, and the spam folder too.',
  failed: 'The link could not be sent. Please try again.',
} as const;

/** Wording of passkeys (docs/product.md, "Passkeys"). */
export const PASSKEY_MESSAGES = {
  cancelled: 'No passkey was used. Try again when you are ready.',
  alreadyAdded: 'This device already has a passkey for your account.',
  signInAgain: 'For your safety, sign out and in again before adding a passkey.',
  added: 'Your passkey is added. Next time, sign in with it.',
  removed: 'The passkey is removed.',
  failed: 'That did not work. Please try again.',
  notRecognised: 'That passkey is not one of a Thrive account here.',
  unverified: 'Unlock the passkey with your fingerprint, face or screen lock to sign in with it.',
} as const;

/**
 * Wording of the password reset (docs/product.md, "Password reset"): the request says the same whether or not there is
 * an account.
 */
export const PASSWORD_RESET_MESSAGES = {
  sent: 'If there is an account for {email}, we have sent it a link to choose a new password. The link works once, for an hour.',
  invalidLink: 'This link has expired or has already been used. Ask for a new one.',
  done: 'Your password is changed, and your account is signed out everywhere else. Sign in with your new password.',
} as const;

/**
 * A password a person chooses (signing up, resetting or changing it): 8 characters at least, and 128 at most
 * as better-auth keeps them.
 */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(128, { error: 'Use at most 128 characters.' });
