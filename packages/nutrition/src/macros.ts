/** Energy per gram of each macronutrient, the Atwater factors the spec uses (spec §9). */
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

export interface Nutrients extends Macros {
  calories: number;
}

/** Adds energy and macros item by item, e.g. the meals of a saved plan's day. */
export function sumNutrients(items: readonly Nutrients[]): Nutrients {
  return items.reduce(
    (total, item) => ({
      calories: total.calories + item.calories,
      ...sumMacros([total, item]),
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
}
