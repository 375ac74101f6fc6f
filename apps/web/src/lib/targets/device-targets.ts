import { z } from 'zod';
import { TargetsRecordSchema, TargetsSchema, type Targets, type TargetsRecord } from '@thrive/contract';
import { deviceStore } from '../device-store';
import { DEVICE_KEYS, LEGACY_DEVICE_KEYS } from '../device-keys';

const NONE: TargetsRecord = { targets: {}, changedAt: null };

/** Each field on its own, so one value a newer rule refuses (an older version, a hand edit) loses nothing else. */
export function salvageTargets(stored: unknown): Targets {
  if (typeof stored !== 'object' || stored === null) return {};
  const found: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(TargetsSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse((stored as Record<string, unknown>)[field]);
    if (parsed.success && parsed.data !== undefined) found[field] = parsed.data;
  }
  return found as Targets;
}

function parseRecord(stored: unknown): TargetsRecord {
  const record = stored as { targets?: unknown; changedAt?: unknown } | null;
  const changedAt = z.iso.datetime({ offset: true }).safeParse(record?.changedAt);
  return { targets: salvageTargets(record?.targets), changedAt: changedAt.success ? changedAt.data : null };
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * What earlier versions stored, as targets: the calories, diet and words, and the profile's age, height, weight and
 * target.
 */
function legacyTargets(): TargetsRecord | undefined {
  const preferences = readJson(LEGACY_DEVICE_KEYS.mealPreferences) as Record<string, unknown> | null;
  const calories = preferences?.calories ?? readJson(LEGACY_DEVICE_KEYS.calorieTarget);
  const profile = readJson(DEVICE_KEYS.profile) as Record<string, unknown> | null;
  const goals: Record<string, string> = { loss: 'lose', gain: 'gain', maintain: 'maintain' };
  const targets = salvageTargets({
    calories: typeof calories === 'number' ? Math.round(calories) : undefined,
    diet: preferences?.diet,
    exclusions: Array.isArray(preferences?.exclude) ? { allergens: [], words: preferences.exclude } : undefined,
    age: profile?.age,
    height: profile?.height,
    weight: profile?.weight,
    goal: typeof profile?.target === 'string' ? goals[profile.target] : undefined,
  });
  return Object.keys(targets).length > 0 ? { targets, changedAt: new Date(0).toISOString() } : undefined;
}

export const deviceTargets = deviceStore<TargetsRecord>({
  key: DEVICE_KEYS.targets,
  schema: TargetsRecordSchema,
  empty: NONE,
  parse: parseRecord,
  legacy: { keys: Object.values(LEGACY_DEVICE_KEYS), read: legacyTargets },
});
