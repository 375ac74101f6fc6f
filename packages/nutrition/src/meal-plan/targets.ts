import { DIET_MACRO_SPLITS, hasFullMacroSplit, type Diet } from '../diets';
import { KCAL_PER_GRAM } from '../macros';

export interface DayTargets {
  calories: number;
  /** Grams per macronutrient, for diets whose split covers all energy; Anything has none. */
  macros?: { protein: number; carbs: number; fat: number };
  /** Keto's minimums of spec §9 (fat ≥ 120 g, protein ≥ 68 g, carbohydrate ≤ 41 g), pursued as goals. */
  keto?: { minFat: number; minProtein: number; maxCarbs: number };
}

export const KETO_GOALS = { minFat: 120, minProtein: 68, maxCarbs: 41 } as const;

export function dayTargets(diet: Diet, calories: number): DayTargets {
  const targets: DayTargets = { calories };
  if (hasFullMacroSplit(diet)) {
    const split = DIET_MACRO_SPLITS[diet];
    targets.macros = {
      protein: (calories * split.protein) / 100 / KCAL_PER_GRAM.protein,
      carbs: (calories * split.carbs) / 100 / KCAL_PER_GRAM.carbs,
      fat: (calories * split.fat) / 100 / KCAL_PER_GRAM.fat,
    };
  }
  if (diet === 'Keto') targets.keto = { ...KETO_GOALS };
  return targets;
}
