import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ExcludedIngredientsSchema } from '@thrive/contract';
import { DIETS } from '@thrive/nutrition';
import { storageSubscription } from './storage-subscription';

/**
 * What the visitor has chosen for their meals, kept in this browser only: the daily calorie target (from
 * the calculator or the AI page), the diet (home page, AI page) and ingredients to leave out (AI page).
 * Each stays absent until chosen, so a page can tell "not chosen" from a choice and use its own default.
 */
export const MEAL_PREFERENCES_KEY = 'thrive:meal-preferences';
/** Where the calorie target was kept on its own before the diet and exclusions joined it. */
export const LEGACY_CALORIE_TARGET_KEY = 'thrive:calorie-target';

// Each field falls back on its own, so one odd value (an older version, a hand edit) does not lose the rest.
export const MealPreferencesSchema = z.object({
  /** kcal a day. */
  calories: z.number().positive().optional().catch(undefined),
  diet: z.enum(DIETS).optional().catch(undefined),
  /** A list the plan API would refuse is dropped here, so it never reaches the server. */
  exclude: ExcludedIngredientsSchema.optional().catch(undefined),
});
export type MealPreferences = z.infer<typeof MealPreferencesSchema>;

/** The preferences in stored values: the current entry, or else the calorie target an older version kept. */
export function parseMealPreferences(stored: string | null, legacyCalories: string | null): MealPreferences {
  if (stored === null) {
    const calories = Number(legacyCalories);
    return legacyCalories !== null && Number.isFinite(calories) && calories > 0 ? { calories } : {};
  }
  try {
    return MealPreferencesSchema.parse(JSON.parse(stored));
  } catch {
    return {};
  }
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage disabled (some private modes): nothing is kept on the device.
    return null;
  }
}

const EMPTY: MealPreferences = Object.freeze({});
const store = storageSubscription();
// useSyncExternalStore compares snapshots by identity, so each stored value is parsed once.
let cache: { stored: string | null; legacy: string | null; preferences: MealPreferences } | null = null;

export function readMealPreferences(): MealPreferences {
  const stored = readRaw(MEAL_PREFERENCES_KEY);
  const legacy = stored === null ? readRaw(LEGACY_CALORIE_TARGET_KEY) : null;
  if (cache && cache.stored === stored && cache.legacy === legacy) return cache.preferences;
  const preferences = parseMealPreferences(stored, legacy);
  cache = { stored, legacy, preferences };
  return preferences;
}

/** Changes the given preferences and keeps the rest; `undefined` forgets a choice. */
export function saveMealPreferences(change: MealPreferences): void {
  const preferences = MealPreferencesSchema.parse({ ...readMealPreferences(), ...change });
  try {
    localStorage.setItem(MEAL_PREFERENCES_KEY, JSON.stringify(preferences));
    localStorage.removeItem(LEGACY_CALORIE_TARGET_KEY);
  } catch {
    // Storage full or disabled: the choice still holds on this page until it is left.
    cache = { stored: readRaw(MEAL_PREFERENCES_KEY), legacy: readRaw(LEGACY_CALORIE_TARGET_KEY), preferences };
  }
  store.notify();
}

/** The preferences, kept current when they change on this page or in another tab. */
export function useMealPreferences(): MealPreferences {
  return useSyncExternalStore(store.subscribe, readMealPreferences, () => EMPTY);
}

export function readCalorieTarget(): number | null {
  return readMealPreferences().calories ?? null;
}

export function saveCalorieTarget(calories: number): void {
  saveMealPreferences({ calories: Math.round(calories) });
}
