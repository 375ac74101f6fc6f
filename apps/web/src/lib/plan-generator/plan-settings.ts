import { z } from 'zod';
import { DIETS, ExclusionsSchema, MacroSplitSchema, PLAN_CALORIES, type Exclusions } from '@thrive/contract';
import type { ResolvedTargets } from '@thrive/nutrition';

/** What a generated plan aims at; a plan keeps the settings it was made with. */
export const PlanSettingsSchema = z.object({
  /** kcal a day. */
  calories: z.number().int().min(PLAN_CALORIES.min).max(PLAN_CALORIES.max),
  diet: z.enum(DIETS),
  macros: MacroSplitSchema,
  exclusions: ExclusionsSchema,
});
export type PlanSettings = z.infer<typeof PlanSettingsSchema>;

/** The settings of a plan made now: the person's targets. */
export function planSettings({ calories, diet, macros, exclusions }: ResolvedTargets): PlanSettings {
  return { calories, diet, macros, exclusions };
}

const sorted = (list: readonly string[]) => [...list].sort().join(',');
const sameExclusions = (a: Exclusions, b: Exclusions) =>
  sorted(a.allergens) === sorted(b.allergens) && sorted(a.words) === sorted(b.words);

/** Whether a plan made with `a` is what `b` would make. */
export function sameSettings(a: PlanSettings, b: PlanSettings): boolean {
  return (
    a.calories === b.calories &&
    a.diet === b.diet &&
    a.macros.carbs === b.macros.carbs &&
    a.macros.fat === b.macros.fat &&
    a.macros.protein === b.macros.protein &&
    sameExclusions(a.exclusions, b.exclusions)
  );
}

/** The plan API's parameters for the settings (the day's calories apart). */
export function settingsParams({ diet, macros, exclusions }: PlanSettings): Record<string, string> {
  return {
    diet: diet.toLowerCase(),
    carbs: String(macros.carbs),
    fat: String(macros.fat),
    protein: String(macros.protein),
    ...exclusionParams(exclusions),
  };
}

/** What a search or plan leaves out, as the recipe API's parameters. */
export function exclusionParams({ allergens, words }: Exclusions): Record<string, string> {
  return {
    ...(allergens.length > 0 ? { intolerances: allergens.join(',') } : {}),
    ...(words.length > 0 ? { exclude: words.join(',') } : {}),
  };
}

/** Calories as typed, when a plan can be made for them (500 to 5,000); null for anything else. */
export function readPlanCalories(text: string): number | null {
  const calories = Number(text);
  return text.trim() !== '' &&
    Number.isInteger(calories) &&
    calories >= PLAN_CALORIES.min &&
    calories <= PLAN_CALORIES.max
    ? calories
    : null;
}
