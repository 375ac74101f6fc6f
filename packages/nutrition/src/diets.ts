import type { Diet, MacroSplit } from '@thrive/contract';

export { DIETS, type Diet, type MacroSplit } from '@thrive/contract';

/**
 * Each diet's carbohydrate / fat / protein split: a person's own split starts from it (docs/product.md,
 * "My targets"). "Anything" is a healthy mix inside the Acceptable Macronutrient Distribution Ranges of the
 * National Academies (carbohydrate 45–65 %, fat 20–35 %, protein 10–35 %), as every split must cover all
 * energy (decision 0025).
 */
export const DIET_MACRO_SPLITS: Record<Diet, MacroSplit> = {
  Anything: { carbs: 45, fat: 35, protein: 20 },
  Keto: { carbs: 5, fat: 70, protein: 25 },
  Aegean: { carbs: 35, fat: 30, protein: 35 },
  Paleo: { carbs: 20, fat: 40, protein: 40 },
  Vegan: { carbs: 50, fat: 25, protein: 25 },
  Vegetarian: { carbs: 45, fat: 20, protein: 35 },
};
