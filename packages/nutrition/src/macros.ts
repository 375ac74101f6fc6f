import type { Nutrition } from '@thrive/contract';

/** Energy per gram of each macronutrient, the Atwater factors (docs/product.md, "Diets and their macro splits"). */
export const KCAL_PER_GRAM = { carbs: 4, protein: 4, fat: 9 } as const;

export interface Macros {
  protein: number;
  carbs: number;
  fat: number;
}

/** Kilocalories supplied by the given grams of protein, carbohydrate and fat. */
export function energyFromMacros({ protein, carbs, fat }: Macros): number {
  return protein * KCAL_PER_GRAM.protein + carbs * KCAL_PER_GRAM.carbs + fat * KCAL_PER_GRAM.fat;
}

/** The grams of each macronutrient a calorie target's split asks for: 2,000 kcal at 30 % protein is 150 g. */
export function macroGrams(calories: number, split: Macros): Macros {
  return {
    protein: Math.round((calories * split.protein) / 100 / KCAL_PER_GRAM.protein),
    carbs: Math.round((calories * split.carbs) / 100 / KCAL_PER_GRAM.carbs),
    fat: Math.round((calories * split.fat) / 100 / KCAL_PER_GRAM.fat),
  };
}

/** Adds macros item by item, e.g. the meals of a day. */
export function sumMacros(items: readonly Macros[]): Macros {
  return items.reduce(
    (total, item) => ({
      protein: total.protein + item.protein,
      carbs: total.carbs + item.carbs,
      fat: total.fat + item.fat,
    }),
    { protein: 0, carbs: 0, fat: 0 },
  );
}

export type { Nutrition };

export const ZERO_NUTRITION: Readonly<Nutrition> = Object.freeze({ calories: 0, protein: 0, carbs: 0, fat: 0 });

export function addNutrition(a: Nutrition, b: Nutrition): Nutrition {
  return { calories: a.calories + b.calories, ...sumMacros([a, b]) };
}

/** Adds energy and macros item by item, e.g. the meals of a day. */
export function sumNutrition(items: readonly Nutrition[]): Nutrition {
  return items.reduce(addNutrition, { ...ZERO_NUTRITION });
}

/** The nutrition of `factor` times the amount, e.g. 1.5 servings of a recipe. */
export function scaleNutrition(nutrition: Nutrition, factor: number): Nutrition {
  const { calories, protein, carbs, fat } = nutrition;
  return { calories: calories * factor, protein: protein * factor, carbs: carbs * factor, fat: fat * factor };
}

/** What `servings` servings (1 when not given) of a per-serving figure come to: a plan item's own total. */
export function portionNutrition(item: Nutrition & { servings?: number | undefined }): Nutrition {
  return scaleNutrition(item, item.servings ?? 1);
}

/** `value` rounded to `places` decimals: how figures are stored and shown. */
export function roundTo(value: number, places = 1): number {
  return Math.round(value * 10 ** places) / 10 ** places;
}

export function roundNutrition(nutrition: Nutrition, places = 1): Nutrition {
  const { calories, protein, carbs, fat } = nutrition;
  return {
    calories: roundTo(calories, places),
    protein: roundTo(protein, places),
    carbs: roundTo(carbs, places),
    fat: roundTo(fat, places),
  };
}
