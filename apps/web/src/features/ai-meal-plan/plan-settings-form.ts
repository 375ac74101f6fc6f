import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { DIET_MACRO_SPLITS } from '@thrive/nutrition';
import { ExclusionsSchema, type Targets } from '@thrive/contract';
import { PlanCaloriesTextSchema, PlanSettingsSchema, type PlanSettings } from '../../lib/ai-meal-plan/plan-settings';
import { WordsTextSchema, wordsText } from '../../components/meal-plans/exclusions-field';

/** The settings form: calories and words as typed, each read by the contract's rule. */
const PlanSettingsFormSchema = z.object({
  calories: PlanCaloriesTextSchema,
  diet: PlanSettingsSchema.shape.diet,
  allergens: ExclusionsSchema.shape.allergens,
  /** Words separated by commas. */
  words: WordsTextSchema,
});
export type PlanSettingsValues = z.input<typeof PlanSettingsFormSchema>;
export type ReadPlanSettings = z.output<typeof PlanSettingsFormSchema>;

/** Reads the whole form, each field showing the first thing wrong with it. */
export const planSettingsResolver = zodResolver(PlanSettingsFormSchema);

export function planSettingsValues({ calories, diet, exclusions }: PlanSettings): PlanSettingsValues {
  return { calories: String(calories), diet, allergens: [...exclusions.allergens], words: wordsText(exclusions.words) };
}

/** The targets the form sets. A diet chosen here brings its own macro split, as a new diet starts from its split. */
export function planSettingsTargets(
  { calories, diet, allergens, words }: ReadPlanSettings,
  before: PlanSettings,
): Targets {
  return {
    calories,
    diet,
    ...(diet === before.diet ? {} : { macros: DIET_MACRO_SPLITS[diet] }),
    exclusions: { allergens, words },
  };
}
