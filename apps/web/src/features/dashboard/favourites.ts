import { useSyncExternalStore } from 'react';

/** Where the yoga and gym pages keep their favourites (spec §3: local storage, synced across tabs). */
export const FAVOURITE_KEYS = {
  poses: 'thrive:favourite-poses',
  exercises: 'thrive:favourite-exercises',
} as const;
export type FavouriteKind = keyof typeof FAVOURITE_KEYS;

export interface Favourite {
  id: string;
  name: string;
}

const EMPTY: readonly Favourite[] = Object.freeze([]);

/**
 * The favourites in a stored value. Storage is shared with other code and other versions of this app,
 * so anything that is not a list of `{ id, name }` is skipped rather than trusted.
 */
export function parseFavourites(raw: string | null): readonly Favourite[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const seen = new Set<string>();
  const favourites: Favourite[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name } = entry as Record<string, unknown>;
    const key = typeof id === 'number' && Number.isFinite(id) ? String(id) : typeof id === 'string' ? id.trim() : '';
    if (!key || typeof name !== 'string' || !name.trim() || seen.has(key)) continue;
    seen.add(key);
    favourites.push({ id: key, name: name.trim() });
  }
  return favourites;
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage disabled (some private modes): there are simply no favourites to show.
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

// useSyncExternalStore compares snapshots by identity, so each raw value is parsed once.
const cache = new Map<string, { raw: string | null; parsed: readonly Favourite[] }>();

export function readFavourites(kind: FavouriteKind): readonly Favourite[] {
  const key = FAVOURITE_KEYS[kind];
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.parsed;
  const parsed = parseFavourites(raw);
  cache.set(key, { raw, parsed });
  return parsed;
}

/** The favourites of one kind, updated when another tab changes them. */
export function useFavourites(kind: FavouriteKind): readonly Favourite[] {
  return useSyncExternalStore(
    subscribe,
    () => readFavourites(kind),
    () => EMPTY,
  );
}
