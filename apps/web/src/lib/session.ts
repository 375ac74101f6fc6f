import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@thrive/contract';

export type { AuthUser };

/**
 * Who is signed in, read with a plain request. The request and its schema load on demand, so the first
 * page paints without the schema library; only the navbar and screens that depend on the account wait.
 */
export const authSessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async ({ signal }): Promise<AuthUser | null> => (await import('./session-request')).getSessionUser(signal),
});

/** The signed-in user (null when logged out) and whether the first answer is still awaited. */
export function useAuth(): { user: AuthUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(authSessionQueryOptions);
  return { user: data ?? null, isPending };
}

/** Asks for the session again, e.g. after signing in or after the profile changed the name or picture. */
export function useRefreshSession(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: authSessionQueryOptions.queryKey });
}

/** Signs out (spec §8: a failure is logged only), then asks who is signed in. */
export function useSignOut(): () => Promise<void> {
  const refresh = useRefreshSession();
  return async () => {
    const { signOut } = await import('./auth-client');
    await signOut();
    await refresh();
  };
}

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** Only our own photo endpoint is shown: pictures from Google or Facebook would be hot-linked. */
export function ownPhoto(image: string | null | undefined): string | null {
  return image?.startsWith('/api/') ? image : null;
}

export function avatarUrl(user: AuthUser | null): string {
  return ownPhoto(user?.image) ?? DEFAULT_AVATAR;
}
