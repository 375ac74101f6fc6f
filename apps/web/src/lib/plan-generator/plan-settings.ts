import { DEFAULT_CALORIE_TARGET, PLAN_CALORIES } from '@thrive/contract';
import type { Diet } from '@thrive/nutrition';
import type { MealPreferences } from '../meal-preferences';

/** A diet that narrows the recipes; "Anything" does not, so it is no diet here. */
export type PlanDiet = Exclude<Diet, 'Anything'>;

/** What a generated plan aims at. */
export interface PlanSettings {
  /** kcal a day, within what the plan API accepts. */
  calories: number;
  /** Undefined for no particular diet: the AI page's "healthy" plan (spec §7, §9). */
  diet: PlanDiet | undefined;
  /** Ingredients to leave out, lower case. */
  exclude: readonly string[];
}

/** The visitor's own choices where they made them, else the AI page's defaults (spec §9: 2000 kcal, healthy). */
export function planSettings({ calories, diet, exclude }: MealPreferences): PlanSettings {
  return {
    // The calculator can suggest more than a plan can hold (a heavy, very active person): the nearest limit.
    calories:
      calories === undefined
        ? DEFAULT_CALORIE_TARGET
        : Math.min(PLAN_CALORIES.max, Math.max(PLAN_CALORIES.min, Math.round(calories))),
    diet: diet === 'Anything' ? undefined : diet,
    exclude: exclude ?? [],
  };
}

/** The diet as the plan API names it. */
export function dietParam(diet: PlanDiet): string {
  return diet.toLowerCase();
}

/** Calories as typed, when a plan can be made for them (spec §5: 500 to 5000); null for anything else. */
export function readPlanCalories(text: string): number | null {
  const calories = Number(text);
  return text.trim() !== '' &&
    Number.isFinite(calories) &&
    calories >= PLAN_CALORIES.min &&
    calories <= PLAN_CALORIES.max
    ? calories
    : null;
}
