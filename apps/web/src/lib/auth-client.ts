import { createAuthClient } from 'better-auth/client';
import { oauthPopupClient, twoFactorClient } from 'better-auth/client/plugins';
import { passkeyClient } from '@better-auth/passkey/client';
import { ApiErrorSchema, AUTH_MESSAGES, type SocialProviderId } from '@thrive/contract';

/**
 * better-auth's browser client for our own /api/auth (same origin, session in an HttpOnly cookie), for
 * signing in, up and out. It loads with the screens that do those; who is signed in is read by `session.ts`.
 */
export const authClient = createAuthClient({
  plugins: [oauthPopupClient(), twoFactorClient(), passkeyClient()],
  // The page's fetch at the time of each request, not the one there was when the client's library first loaded.
  fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
});

export const PROVIDER_LABELS: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook' };

/** What better-auth's client reports for a failed call: an HTTP status (0 when unreachable) and a code. */
export interface AuthError {
  status?: number | undefined;
  code?: string | undefined;
  /** The fields our checks in front of better-auth refused, each with its message. */
  fields?: Record<string, string> | undefined;
  /** Our checks' own wording of a refusal, made for people to read (better-auth's is not). */
  ourMessage?: string | undefined;
}

/** Friendly wording for each identity error (docs/product.md, "Sign-in messages"). */
export function authErrorMessage(error: AuthError, provider?: SocialProviderId): string {
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
      return AUTH_MESSAGES.wrongCredentials;
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return AUTH_MESSAGES.emailInUse;
    case 'PASSWORD_TOO_SHORT':
      return AUTH_MESSAGES.passwordTooShort;
    case 'INVALID_EMAIL':
      return AUTH_MESSAGES.invalidEmail;
    case 'POPUP_BLOCKED':
      return AUTH_MESSAGES.popupBlocked;
    case 'POPUP_CLOSED':
      return AUTH_MESSAGES.popupClosed;
    case 'NETWORK':
      return AUTH_MESSAGES.networkFailure;
  }
  if (error.status === 0) return AUTH_MESSAGES.networkFailure;
  if (provider) return AUTH_MESSAGES.providerFailed.replace('{provider}', PROVIDER_LABELS[provider]);
  return AUTH_MESSAGES.unknown;
}

/** Ends the session. A sign-out failure is only logged. */
export async function signOut(): Promise<void> {
  const error = await authCall(() => authClient.signOut());
  if (error) console.warn('Sign-out failed', error);
}

/** What better-auth's client resolves to: its data, or an error with the response's status and code. */
type AuthResponse<T> = { data: T | null; error: (AuthError & { message?: string | undefined }) | null };

/**
 * Runs an auth call, turning a thrown network failure into the same error shape; an error keeps the fields our checks
 * in front of better-auth named.
 */
export async function authRequest<T>(
  call: () => Promise<AuthResponse<T>>,
): Promise<{ data: T; error: null } | { data: null; error: AuthError }> {
  try {
    const { data, error } = await call();
    if (!error) return { data: data as T, error: null };
    const ours = ApiErrorSchema.safeParse(error);
    return {
      data: null,
      error: {
        status: error.status,
        code: error.code,
        fields: ours.success ? ours.data.error.fields : undefined,
        ourMessage: ours.success ? ours.data.error.message : undefined,
      },
    };
  } catch {
    return { data: null, error: { status: 0, code: 'NETWORK' } };
  }
}

/** Runs an auth call whose data is not needed: its error, or null. */
export async function authCall(call: () => Promise<AuthResponse<unknown>>): Promise<AuthError | null> {
  return (await authRequest(call)).error;
}
