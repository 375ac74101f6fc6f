import { z } from 'zod';
import {
  FAVOURITE_ITEM_SCHEMAS,
  STORED_FAVOURITE_SCHEMAS,
  type FavouriteItem,
  type FavouriteKind,
} from '@thrive/contract';
import { DEVICE_KEYS } from '../device-keys';
import { deviceStore } from '../device-store';

/** The device stores the full objects under these keys, synced across tabs (docs/product.md, "Favourites"). */
export const FAVOURITE_STORAGE_KEYS = {
  poses: DEVICE_KEYS.favouritePoses,
  exercises: DEVICE_KEYS.favouriteExercises,
} as const satisfies Record<FavouriteKind, string>;

/** Who changed a list: the person on this page, or the account's copy arriving from the server. */
export type FavouriteWriter = 'user' | 'account';

/**
 * The favourites in a stored value. Storage is shared with other code and other versions of this app,
 * so an entry that is not a valid object of its kind, or repeats an id, is skipped rather than trusted; a pose
 * stored before decision 0028, in the Yoga API's or ExerciseDB's field names, is read as the model now.
 */
export function parseFavourites<K extends FavouriteKind>(kind: K, stored: unknown): FavouriteItem<K>[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const items: FavouriteItem<K>[] = [];
  for (const entry of stored) {
    const parsed = STORED_FAVOURITE_SCHEMAS[kind].safeParse(entry);
    if (!parsed.success || seen.has(String(parsed.data.id))) continue;
    seen.add(String(parsed.data.id));
    items.push(parsed.data as FavouriteItem<K>);
  }
  return items;
}

const EMPTY: readonly never[] = Object.freeze([]);

function favouritesStore<K extends FavouriteKind>(kind: K) {
  return deviceStore<readonly FavouriteItem<K>[]>({
    key: FAVOURITE_STORAGE_KEYS[kind],
    // The whole object is stored, fields this version does not read included.
    schema: z.array(FAVOURITE_ITEM_SCHEMAS[kind].loose() as unknown as z.ZodType<FavouriteItem<K>>),
    empty: EMPTY,
    parse: (stored) => parseFavourites(kind, stored),
  });
}

const stores = { poses: favouritesStore('poses'), exercises: favouritesStore('exercises') };
const storeOf = <K extends FavouriteKind>(kind: K) => stores[kind] as unknown as ReturnType<typeof favouritesStore<K>>;
const writeListeners = new Set<(kind: FavouriteKind, writer: FavouriteWriter) => void>();

export function readFavourites<K extends FavouriteKind>(kind: K): readonly FavouriteItem<K>[] {
  return storeOf(kind).read();
}

export function writeFavourites<K extends FavouriteKind>(
  kind: K,
  items: readonly FavouriteItem<K>[],
  writer: FavouriteWriter,
): void {
  storeOf(kind).write(items);
  if (writer === 'user' && writeListeners.size === 0) unsavedKinds.add(kind);
  for (const listener of writeListeners) listener(kind, writer);
}

/**
 * Kinds the person changed on this page before anything listened for changes (the account's sync loads after the
 * session is known): the sync saves those lists as they are instead of reading the account's over them.
 */
const unsavedKinds = new Set<FavouriteKind>();

/** Which kinds were changed before the sync listened, forgetting them. */
export function takeUnsavedKinds(): ReadonlySet<FavouriteKind> {
  const kinds = new Set(unsavedKinds);
  unsavedKinds.clear();
  return kinds;
}

/** Adds the item if absent, removes it if present, and stores the list. */
export function toggleFavourite<K extends FavouriteKind>(kind: K, item: FavouriteItem<K>): void {
  const items = readFavourites(kind);
  const present = items.some((entry) => entry.id === item.id);
  writeFavourites(kind, present ? items.filter((entry) => entry.id !== item.id) : [...items, item], 'user');
}

/** Called after every change made on this page (other tabs learn of it through the storage event). */
export function onFavouritesWritten(listener: (kind: FavouriteKind, writer: FavouriteWriter) => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** The favourites of one kind, updated when this page or another tab changes them. */
export function useFavourites<K extends FavouriteKind>(kind: K): readonly FavouriteItem<K>[] {
  return storeOf(kind).use();
}
