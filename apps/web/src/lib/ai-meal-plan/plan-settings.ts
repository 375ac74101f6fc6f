import { z } from 'zod';
import { CalorieTargetSchema, DIETS, ExclusionsSchema, MacroSplitSchema, type Exclusions } from '@thrive/contract';
import type { ResolvedTargets } from '@thrive/nutrition';

/** What a generated plan aims at; a plan keeps the settings it was made with. */
export const PlanSettingsSchema = z.object({
  /** kcal a day. */
  calories: CalorieTargetSchema,
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
    ...exclusionParams(exclusions, 'exclude'),
  };
}

/**
 * What a plan or search leaves out, as the recipe API's parameters: allergens as `intolerances` (our
 * names are among those it accepts), words as `exclude` for plans and `excludeIngredients` for searches,
 * as Spoonacular names them.
 */
export function exclusionParams(
  { allergens, words }: Exclusions,
  wordsParam: 'exclude' | 'excludeIngredients',
): Record<string, string> {
  return {
    ...(allergens.length > 0 ? { intolerances: allergens.join(',') } : {}),
    ...(words.length > 0 ? { [wordsParam]: words.join(',') } : {}),
  };
}

/** Calories as typed, read as a target a plan can be made for (500 to 5,000), with the product's message. */
export const PlanCaloriesTextSchema = z
  .string()
  .trim()
  .transform((text) => (text === '' ? Number.NaN : Number(text)))
  .pipe(CalorieTargetSchema);
