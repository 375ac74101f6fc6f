import { useEffect } from 'react';

/**
 * Runs the account's favourites sync for the signed-in user (`undefined` while the session is still
 * being asked for). The sync is loaded on demand, so the first page load does not carry it.
 */
export function useAccountFavourites(userId: string | null | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./account-favourites').then(({ syncAccountFavourites }) => {
      if (!cancelled) stop = syncAccountFavourites(userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
}
