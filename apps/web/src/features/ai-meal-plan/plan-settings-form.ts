import { ExcludedIngredientsSchema, PLAN_MESSAGES } from '@thrive/contract';
import type { Diet } from '@thrive/nutrition';
import type { MealPreferences } from '../../lib/meal-preferences';
import { readPlanCalories, type PlanSettings } from '../../lib/plan-generator/plan-settings';

/** The settings form as typed. */
export interface PlanSettingsValues {
  calories: string;
  diet: Diet;
  /** Ingredients separated by commas. */
  exclude: string;
}

export type PlanSettingsErrors = Partial<Record<'calories' | 'exclude', string>>;

export function planSettingsValues({ calories, diet, exclude }: PlanSettings): PlanSettingsValues {
  return { calories: String(calories), diet: diet ?? 'Anything', exclude: exclude.join(', ') };
}

/** "Peanuts, , mushrooms, peanuts" → ["peanuts", "mushrooms"], or why the list cannot be used. */
export function readExcludedIngredients(text: string): { ok: true; terms: string[] } | { ok: false; message: string } {
  const terms = text
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter(Boolean);
  const parsed = ExcludedIngredientsSchema.safeParse([...new Set(terms)]);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the ingredients.' };
  return { ok: true, terms: parsed.data };
}

/** The preferences the form holds, or a message for each field that is not right. */
export function readPlanSettingsForm(
  values: PlanSettingsValues,
): { ok: true; preferences: Required<MealPreferences> } | { ok: false; errors: PlanSettingsErrors } {
  const calories = readPlanCalories(values.calories);
  const exclude = readExcludedIngredients(values.exclude);
  if (calories === null || !exclude.ok) {
    return {
      ok: false,
      errors: {
        ...(calories === null ? { calories: PLAN_MESSAGES.calories } : {}),
        ...(exclude.ok ? {} : { exclude: exclude.message }),
      },
    };
  }
  return { ok: true, preferences: { calories: Math.round(calories), diet: values.diet, exclude: exclude.terms } };
}
