/** The diets a visitor can choose, in the order the home page offers them (spec §2). */
export const DIETS = ['Anything', 'Keto', 'Aegean', 'Paleo', 'Vegan', 'Vegetarian'] as const;
export type Diet = (typeof DIETS)[number];

export interface MacroSplit {
  /** Percent of energy from each macronutrient. */
  carbs: number;
  fat: number;
  protein: number;
}

/**
 * Each diet's carbohydrate / fat / protein split as spec §3 lists it. "Anything" sums to 60 %
 * on purpose: it constrains nothing, so plans for it are matched on calories alone.
 */
export const DIET_MACRO_SPLITS: Record<Diet, MacroSplit> = {
  Anything: { carbs: 0, fat: 20, protein: 40 },
  Keto: { carbs: 5, fat: 70, protein: 25 },
  Aegean: { carbs: 35, fat: 30, protein: 35 },
  Paleo: { carbs: 20, fat: 40, protein: 40 },
  Vegan: { carbs: 50, fat: 25, protein: 25 },
  Vegetarian: { carbs: 45, fat: 20, protein: 35 },
};

/** True when a diet's split covers all energy, so macro targets can be derived from it. */
export function hasFullMacroSplit(diet: Diet): boolean {
  const { carbs, fat, protein } = DIET_MACRO_SPLITS[diet];
  return carbs + fat + protein === 100;
}
