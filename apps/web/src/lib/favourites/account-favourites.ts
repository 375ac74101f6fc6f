import { z } from 'zod';
import { FAVOURITE_KINDS, type FavouriteItem, type FavouriteKind } from '@thrive/contract';
import { DEVICE_KEYS } from '../device-keys';
import { deviceStore } from '../device-store';
import { onFavouritesWritten, readFavourites, takeUnsavedKinds, writeFavourites } from './favourites-store';
import { getAccountFavourites } from './get-account-favourites';
import { saveAccountFavourites } from './save-account-favourites';

/**
 * The account whose favourites this device last held; a different (or no) account means merge first.
 * Without storage every sign-in merges, which loses nothing.
 */
const synced = deviceStore<string | null>({
  key: DEVICE_KEYS.favouritesAccount,
  schema: z.string().nullable(),
  empty: null,
});
const syncedAccount = synced.read;

function setSyncedAccount(userId: string | null): void {
  if (userId) synced.write(userId);
  else synced.clear();
}

/** The account's list followed by what only the device had. */
export function mergeFavourites<T extends { id: string | number }>(account: readonly T[], device: readonly T[]): T[] {
  const ids = new Set(account.map((item) => item.id));
  return [...account, ...device.filter((item) => !ids.has(item.id))];
}

let userWrites = 0;
const saving = new Map<FavouriteKind, Promise<unknown>>();

/** Saves the device's current list, one save per kind at a time, so an older list never lands last. */
function saveLatest(kind: FavouriteKind): Promise<void> {
  const next = (saving.get(kind) ?? Promise.resolve()).then(() => saveAccountFavourites(kind, readFavourites(kind)));
  saving.set(
    kind,
    next.catch(() => undefined),
  );
  return next;
}

async function syncKind<K extends FavouriteKind>(kind: K, merge: boolean): Promise<void> {
  const writesBefore = userWrites;
  const account = await getAccountFavourites(kind);
  // A change made while the account's list was on its way is newer; it is being saved on its own.
  if (userWrites !== writesBefore) return;
  const next: readonly FavouriteItem<K>[] = merge ? mergeFavourites(account, readFavourites(kind)) : account;
  if (next.length !== account.length) await saveAccountFavourites(kind, next);
  writeFavourites(kind, next, 'account');
}

/**
 * Keeps a signed-in user's favourites on the account as well as the device. At sign-in the two lists
 * are merged; from then on the account's list is the truth, and every change here is saved to it.
 * `userId` is null when signed out. Returns the function that stops it.
 */
export function syncAccountFavourites(userId: string | null): () => void {
  if (userId === null) {
    // Signed out: the lists belonged to the account, which keeps them; the next person here starts afresh.
    if (syncedAccount() !== null) for (const kind of FAVOURITE_KINDS) writeFavourites(kind, [], 'account');
    setSyncedAccount(null);
    return () => undefined;
  }
  const merge = syncedAccount() !== userId;
  const changedHere = takeUnsavedKinds();
  // A list changed on this page before the sync began is newer than the account's: it is saved, not replaced.
  const syncOrSave = (kind: FavouriteKind) =>
    !merge && changedHere.has(kind) ? saveLatest(kind) : syncKind(kind, merge);
  void Promise.all(FAVOURITE_KINDS.map(syncOrSave))
    .then(() => setSyncedAccount(userId))
    .catch((error: unknown) => console.warn('Favourites could not be synced with your account', error));

  return onFavouritesWritten((kind, writer) => {
    if (writer !== 'user') return;
    userWrites += 1;
    saveLatest(kind).catch((error: unknown) => {
      // Still stored on the device; the next sign-in or visit merges it into the account again.
      setSyncedAccount(null);
      console.warn('A favourite could not be saved to your account', error);
    });
  });
}
