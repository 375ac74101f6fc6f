import { isCancelledError, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getSessionRoute, type AuthUser } from '@thrive/contract';
import { callApi } from './api-client';

export type { AuthUser };

/**
 * Who is signed in: one query of the app's cache (decision 0024). The client's defaults retry a network failure
 * or a 5xx after 1 s, then 2 s; requests made while one is on its way share it; and going back to the tab refetches
 * once the response is a minute old, so a sign-out elsewhere shows (docs/product.md, "Who is signed in, and limits").
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async ({ signal }): Promise<AuthUser | null> => {
    const session = await callApi(getSessionRoute, {}, { signal });
    return session?.user ?? null;
  },
  staleTime: 60_000,
});

/** The signed-in user (null when logged out) and whether the first response is still awaited. */
export function useAuth(): { user: AuthUser | null; isPending: boolean } {
  // Rendered on the server, nobody is asked: the query stays pending there.
  const { data, isPending, isError } = useQuery(sessionQuery);
  // With no response after the retries, the person counts as a visitor: the public screens stay usable.
  return { user: isError ? null : (data ?? null), isPending };
}

/** Who is signed in, for a route's loader: the response already in or on its way, else a new request. */
export async function loadSession(client: QueryClient): Promise<AuthUser | null> {
  try {
    return await client.ensureQueryData(sessionQuery);
  } catch (error) {
    // A request dropped for a newer one (see refreshSession) is answered by the newer one.
    return isCancelledError(error) ? loadSession(client) : null;
  }
}

/** Asks who is signed in again, e.g. after signing in or after the profile changed the name or picture. */
export async function refreshSession(client: QueryClient): Promise<void> {
  // A response still on its way may predate the sign-in or sign-out: it is dropped, not taken.
  await client.cancelQueries({ queryKey: sessionQuery.queryKey });
  await client.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined);
}

/** Nobody is signed in any more (the account was deleted): no request needed. */
export function forgetSession(client: QueryClient): void {
  void client.cancelQueries({ queryKey: sessionQuery.queryKey });
  client.setQueryData(sessionQuery.queryKey, null);
}

/** Signs out (a failure is only logged), then asks who is signed in. */
export async function signOut(client: QueryClient): Promise<void> {
  const { signOut: endSession } = await import('./auth-client');
  await endSession();
  await refreshSession(client);
}
