import { DIET_MACRO_SPLITS, type Diet } from '@thrive/nutrition';
import { PLAN_MESSAGES, type Allergen, type Targets } from '@thrive/contract';
import { readPlanCalories, type PlanSettings } from '../../lib/plan-generator/plan-settings';
import { readWords, wordsText } from '../../components/meal-plans/exclusions-field';

/** The settings form as typed. */
export interface PlanSettingsValues {
  calories: string;
  diet: Diet;
  allergens: Allergen[];
  /** Words separated by commas. */
  words: string;
}

export type PlanSettingsErrors = Partial<Record<'calories' | 'words', string>>;

export function planSettingsValues({ calories, diet, exclusions }: PlanSettings): PlanSettingsValues {
  return { calories: String(calories), diet, allergens: [...exclusions.allergens], words: wordsText(exclusions.words) };
}

/**
 * The targets the form sets, or a message for each field that is not right. A diet chosen here brings its
 * own macro split, as a new diet starts from its split.
 */
export function readPlanSettingsForm(
  values: PlanSettingsValues,
  before: PlanSettings,
): { ok: true; targets: Targets } | { ok: false; errors: PlanSettingsErrors } {
  const calories = readPlanCalories(values.calories);
  const words = readWords(values.words);
  if (calories === null || 'error' in words) {
    return {
      ok: false,
      errors: {
        ...(calories === null ? { calories: PLAN_MESSAGES.calories } : {}),
        ...('error' in words ? { words: words.error } : {}),
      },
    };
  }
  return {
    ok: true,
    targets: {
      calories,
      diet: values.diet,
      ...(values.diet === before.diet ? {} : { macros: DIET_MACRO_SPLITS[values.diet] }),
      exclusions: { allergens: values.allergens, words: words.words },
    },
  };
}
