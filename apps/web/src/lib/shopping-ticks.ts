import { useCallback, useEffect, useMemo } from 'react';
import { z } from 'zod';
import { DEVICE_KEYS } from './device-keys';
import { deviceStore } from './device-store';

/**
 * Items ticked off shopping lists, stored on this device. Each list is named by the page showing it
 * (`planner`, `saved:custom:2026-11-25`, `ai:…`); the most recently ticked list comes first and only the
 * last few are kept, so lists of plans long gone do not pile up.
 */
export const MAX_TICKED_LISTS = 20;

const TickedListSchema = z.object({ list: z.string(), ticked: z.array(z.string()) });
type TickedList = z.infer<typeof TickedListSchema>;

/** The lists in a stored value; storage is shared with other versions of the app, so bad entries are skipped. */
export function parseTickedLists(value: unknown): TickedList[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry) => {
    const parsed = TickedListSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.list)) return [];
    seen.add(parsed.data.list);
    return [parsed.data];
  });
}

const NO_LISTS: readonly TickedList[] = [];

const store = deviceStore<readonly TickedList[]>({
  key: DEVICE_KEYS.shoppingTicks,
  schema: z.array(TickedListSchema),
  empty: NO_LISTS,
  parse: parseTickedLists,
});

/** Replaces one list's ticks, moving it to the front; a list with none is forgotten. */
function writeTicks(list: string, ticked: readonly string[]): void {
  const others = store.read().filter((entry) => entry.list !== list);
  store.write((ticked.length > 0 ? [{ list, ticked: [...ticked] }, ...others] : others).slice(0, MAX_TICKED_LISTS));
}

export function readTicks(list: string): readonly string[] {
  return store.read().find((entry) => entry.list === list)?.ticked ?? [];
}

export function setTicked(list: string, item: string, ticked: boolean): void {
  const others = readTicks(list).filter((key) => key !== item);
  writeTicks(list, ticked ? [...others, item] : others);
}

export function clearTicks(list: string): void {
  if (readTicks(list).length > 0) writeTicks(list, []);
}

/** Drops the ticks of items the list no longer holds, so a changed plan's old ticks do not linger. */
export function keepTicksOf(list: string, items: readonly string[]): void {
  const current = readTicks(list);
  const kept = current.filter((key) => items.includes(key));
  if (kept.length < current.length) writeTicks(list, kept);
}

/**
 * One list's ticks, updated when this page or another tab changes them. Given the list's items once it
 * has them, ticks of items no longer on it are dropped.
 */
export function useShoppingTicks(list: string, items: readonly string[] | undefined) {
  const lists = store.use();
  const ticked = useMemo(
    () => new Set(lists.find((entry) => entry.list === list)?.ticked ?? []) as ReadonlySet<string>,
    [lists, list],
  );
  useEffect(() => {
    if (items) keepTicksOf(list, items);
  }, [list, items]);
  const toggle = useCallback((item: string, next: boolean) => setTicked(list, item, next), [list]);
  const clear = useCallback(() => clearTicks(list), [list]);
  return { ticked, toggle, clear };
}
