import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { storageSubscription } from './storage-subscription';

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage disabled (some private modes): nothing is stored on the device.
    return null;
  }
}

/**
 * localStorage for a library that stores values of its own (TanStack Query's persister): a read that storage
 * refuses finds nothing, and a write it refuses (full, or disabled) is dropped, as `deviceStore` does.
 */
export const refusableStorage = {
  getItem: readRaw,
  setItem(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // The value lasts as long as the page.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing was stored.
    }
  },
};

/**
 * One value stored in this browser's localStorage under `key`, checked with `schema` on the way in, shared
 * with other tabs, and readable by React through `use()`. `parse` turns what is stored (JSON, from any
 * version of the app, or a hand edit) into a value, falling back to `empty`; `legacy` reads the older keys
 * the value replaces while the key itself holds nothing yet, and they go once the value is written.
 */
export function deviceStore<T>(options: {
  key: string;
  schema: z.ZodType<T>;
  empty: T;
  parse?: (stored: unknown) => T;
  legacy?: { keys: readonly string[]; read: () => T | undefined };
}) {
  const { key, schema, empty } = options;
  const parse = options.parse ?? ((stored: unknown) => schema.safeParse(stored).data ?? empty);
  const subscription = storageSubscription();
  // useSyncExternalStore compares snapshots by identity, so each stored value is parsed once; when storage
  // refuses a write, the cache holds the change for this page under the value storage still has.
  let cache: { raw: string | null; value: T } | null = null;

  /** What is stored: the key's value, or while it holds nothing, the older keys' values. */
  function stored(): string | null {
    const raw = readRaw(key);
    if (raw !== null || !options.legacy) return raw;
    return JSON.stringify(options.legacy.keys.map(readRaw));
  }

  function read(): T {
    const raw = readRaw(key);
    const seen = stored();
    if (cache && cache.raw === seen) return cache.value;
    let value: T;
    if (raw === null) value = options.legacy?.read() ?? empty;
    else {
      try {
        value = parse(JSON.parse(raw));
      } catch {
        value = empty;
      }
    }
    cache = { raw: seen, value };
    return value;
  }

  function forgetLegacy(): void {
    for (const legacyKey of options.legacy?.keys ?? []) localStorage.removeItem(legacyKey);
  }

  function write(value: T): void {
    const checked = schema.parse(value);
    try {
      localStorage.setItem(key, JSON.stringify(checked));
      forgetLegacy();
    } catch {
      // Storage full or disabled: the value still holds on this page until it is left.
      cache = { raw: stored(), value: checked };
    }
    subscription.notify();
  }

  function clear(): void {
    try {
      localStorage.removeItem(key);
      forgetLegacy();
    } catch {
      // Nothing was stored.
    }
    cache = null;
    subscription.notify();
  }

  /** The value, kept current when it changes on this page or in another tab; `empty` when rendered on the server. */
  function use(): T {
    return useSyncExternalStore(subscription.subscribe, read, () => empty);
  }

  return { key, read, write, clear, use };
}
