import type { z } from 'zod';

/** Each item once, as the service first lists it: a repeated id would break every lookup and search by id. */
export function firstOfEach<T, K>(items: readonly T[], key: (item: T) => K): T[] {
  const byKey = new Map<K, T>();
  for (const item of items) if (!byKey.has(key(item))) byKey.set(key(item), item);
  return [...byKey.values()];
}

/**
 * The items of a service's list that have the shape we read: one item with a field missing or oversized is left out,
 * instead of failing the whole list over to the built-in catalog.
 */
export function wellFormed<S extends z.ZodType>(schema: S, items: readonly unknown[]): z.output<S>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data as z.output<S>] : [];
  });
}
