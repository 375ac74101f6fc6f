import { DIET_MACRO_SPLITS, type Diet, type MacroSplit } from '../diets';
import { KCAL_PER_GRAM } from '../macros';

export interface DayTargets {
  calories: number;
  /** Grams of each macronutrient. */
  macros: { protein: number; carbs: number; fat: number };
  /** Keto's minimums (fat ≥ 120 g, protein ≥ 68 g, carbohydrate ≤ 41 g), pursued as goals. */
  keto?: { minFat: number; minProtein: number; maxCarbs: number };
}

export const KETO_GOALS = { minFat: 120, minProtein: 68, maxCarbs: 41 } as const;

/** A day's targets: its calories split as the person chose, or as their diet does. */
export function dayTargets(diet: Diet, calories: number, split: MacroSplit = DIET_MACRO_SPLITS[diet]): DayTargets {
  const targets: DayTargets = {
    calories,
    macros: {
      protein: (calories * split.protein) / 100 / KCAL_PER_GRAM.protein,
      carbs: (calories * split.carbs) / 100 / KCAL_PER_GRAM.carbs,
      fat: (calories * split.fat) / 100 / KCAL_PER_GRAM.fat,
    },
  };
  if (diet === 'Keto') targets.keto = { ...KETO_GOALS };
  return targets;
}
