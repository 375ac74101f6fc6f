import { useEffect, useSyncExternalStore } from 'react';
import type { AuthUser } from '@thrive/contract';
import { isWorthRetrying } from './api-error';

export type { AuthUser };

/**
 * Who is signed in, read with a plain request whose code and schema load on demand: the first load carries
 * neither the schema library nor the query cache, and only the navbar and the screens that depend on the
 * account wait for the response (decisions 0020 and 0024). `undefined` until the first response.
 */
let signedIn: AuthUser | null | undefined;
let respondedAt = 0;
let asking: Promise<AuthUser | null> | undefined;
const listeners = new Set<() => void>();

/** Tries of one request: a network failure or a 5xx is retried after 1 s, then 2 s. */
const TRIES = 3;
/** A response older than this is refetched when the visitor comes back to the tab (a sign-out elsewhere). */
const STALE_AFTER_MS = 60_000;

async function askWhoIsSignedIn(): Promise<AuthUser | null> {
  const { getSessionUser } = await import('./session-request');
  for (let tried = 1; ; tried++) {
    try {
      return await getSessionUser();
    } catch (error) {
      // With no response, the visitor is shown as signed out: the public screens stay usable.
      if (tried === TRIES || !isWorthRetrying(error)) return null;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (tried - 1)));
    }
  }
}

function settle(user: AuthUser | null) {
  signedIn = user;
  respondedAt = Date.now();
  for (const listener of listeners) listener();
}

function ask(): Promise<AuthUser | null> {
  const request = askWhoIsSignedIn().then((user) => {
    // Only the latest request tells: an older response may predate a sign-in or sign-out.
    if (asking === request) settle(user);
    return user;
  });
  asking = request;
  return request;
}

function refetchOnReturn() {
  if (document.visibilityState === 'visible' && signedIn !== undefined && Date.now() - respondedAt > STALE_AFTER_MS) {
    void ask();
  }
}

/** Who is signed in: the response already in or on its way, else a new request. */
export function loadSession(): Promise<AuthUser | null> {
  if (asking) return asking;
  document.addEventListener('visibilitychange', refetchOnReturn);
  return ask();
}

/** Asks who is signed in again, e.g. after signing in or after the profile changed the name or picture. */
export async function refreshSession(): Promise<void> {
  await ask();
}

/** Nobody is signed in any more (the account was deleted): no request needed. */
export function forgetSession(): void {
  asking = Promise.resolve(null);
  settle(null);
}

/** Signs out (a failure is only logged), then asks who is signed in. */
export async function signOut(): Promise<void> {
  const { signOut: endSession } = await import('./auth-client');
  await endSession();
  await refreshSession();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The signed-in user (null when logged out) and whether the first response is still awaited. */
export function useAuth(): { user: AuthUser | null; isPending: boolean } {
  // Rendered on the server, nobody is known yet.
  const user = useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => undefined,
  );
  useEffect(() => void loadSession(), []);
  return { user: user ?? null, isPending: user === undefined };
}

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** Only our own photo endpoint is shown: pictures from Google or Facebook would be hot-linked. */
export function ownPhoto(image: string | null | undefined): string | null {
  return image?.startsWith('/api/') ? image : null;
}

export function avatarUrl(user: AuthUser | null): string {
  return ownPhoto(user?.image) ?? DEFAULT_AVATAR;
}
