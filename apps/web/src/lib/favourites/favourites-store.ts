import { useSyncExternalStore } from 'react';
import { FAVOURITE_ITEM_SCHEMAS, type FavouriteItem, type FavouriteKind } from '@thrive/contract';
import { storageSubscription } from '../storage-subscription';

/** The device stores the full objects under these keys, synced across tabs (docs/product.md, "Favourites"). */
export const FAVOURITE_STORAGE_KEYS = {
  poses: 'favoriteYogaPoses',
  exercises: 'favoriteExercises',
} as const satisfies Record<FavouriteKind, string>;

/** Who changed a list: the person on this page, or the account's copy arriving from the server. */
export type FavouriteWriter = 'user' | 'account';

/**
 * The favourites in a stored value. Storage is shared with other code and other versions of this app,
 * so an entry that is not a valid object of its kind, or repeats an id, is skipped rather than trusted.
 */
export function parseFavourites<K extends FavouriteKind>(kind: K, raw: string | null): FavouriteItem<K>[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: FavouriteItem<K>[] = [];
  for (const entry of value) {
    const parsed = FAVOURITE_ITEM_SCHEMAS[kind].safeParse(entry);
    if (!parsed.success || seen.has(String(parsed.data.id))) continue;
    seen.add(String(parsed.data.id));
    items.push(parsed.data as FavouriteItem<K>);
  }
  return items;
}

const EMPTY: readonly never[] = Object.freeze([]);
// useSyncExternalStore compares snapshots by identity, so each raw value is parsed once.
const cache = new Map<FavouriteKind, { raw: string | null; items: readonly unknown[] }>();
const store = storageSubscription();
const writeListeners = new Set<(kind: FavouriteKind, writer: FavouriteWriter) => void>();

function readRaw(kind: FavouriteKind): string | null {
  try {
    return localStorage.getItem(FAVOURITE_STORAGE_KEYS[kind]);
  } catch {
    // Storage disabled (some private modes): there are simply no favourites stored on the device.
    return null;
  }
}

export function readFavourites<K extends FavouriteKind>(kind: K): readonly FavouriteItem<K>[] {
  const raw = readRaw(kind);
  const cached = cache.get(kind);
  if (cached && cached.raw === raw) return cached.items as readonly FavouriteItem<K>[];
  const items = parseFavourites(kind, raw);
  cache.set(kind, { raw, items });
  return items;
}

export function writeFavourites<K extends FavouriteKind>(
  kind: K,
  items: readonly FavouriteItem<K>[],
  writer: FavouriteWriter,
): void {
  try {
    localStorage.setItem(FAVOURITE_STORAGE_KEYS[kind], JSON.stringify(items));
  } catch {
    // Storage full or disabled: the list still changes for this page.
    cache.set(kind, { raw: readRaw(kind), items });
  }
  store.notify();
  for (const listener of writeListeners) listener(kind, writer);
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
  return useSyncExternalStore(
    store.subscribe,
    () => readFavourites(kind),
    () => EMPTY,
  );
}
