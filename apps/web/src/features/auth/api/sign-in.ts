import { authClient, authRequest, type AuthError } from '../../../lib/auth-client';

/** How a password sign-in ended: signed in, a second factor asked for, or refused. */
export type SignInOutcome = { signedIn: true } | { twoFactor: true } | { error: AuthError };

/** Signs in with email and password; an account with two-factor sign-in is asked for a code next. */
export async function signInWithEmail(credentials: { email: string; password: string }): Promise<SignInOutcome> {
  const { data, error } = await authRequest(() => authClient.signIn.email(credentials));
  if (error) return { error };
  return 'twoFactorRedirect' in data && data.twoFactorRedirect ? { twoFactor: true } : { signedIn: true };
}
