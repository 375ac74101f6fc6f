import { energyFromMacros } from './macros';

/** Nutrients per 100 g of an ingredient, or per serving of a recipe. */
export interface NutritionFacts {
  /** Energy in kcal. */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  /** Milligrams. */
  sodium: number;
}

export const NUTRIENT_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;

export function zeroFacts(): NutritionFacts {
  return { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
}

export function scaleFacts(facts: NutritionFacts, factor: number): NutritionFacts {
  const scaled = zeroFacts();
  for (const key of NUTRIENT_KEYS) scaled[key] = facts[key] * factor;
  return scaled;
}

export function addFacts(a: NutritionFacts, b: NutritionFacts): NutritionFacts {
  const sum = zeroFacts();
  for (const key of NUTRIENT_KEYS) sum[key] = a[key] + b[key];
  return sum;
}

export interface WeighedIngredient {
  grams: number;
  per100g: NutritionFacts;
}

/** A recipe's nutrition per serving, summed from its ingredients' weights. */
export function nutritionPerServing(ingredients: readonly WeighedIngredient[], servings: number): NutritionFacts {
  const total = ingredients.reduce(
    (sum, item) => addFacts(sum, scaleFacts(item.per100g, item.grams / 100)),
    zeroFacts(),
  );
  return scaleFacts(total, 1 / servings);
}

/** Share of energy (0–1) that each macronutrient supplies, by the 4/4/9 factors. */
export function energyShares(facts: Pick<NutritionFacts, 'protein' | 'carbs' | 'fat'>): {
  protein: number;
  carbs: number;
  fat: number;
} {
  const total = energyFromMacros(facts);
  if (total === 0) return { protein: 0, carbs: 0, fat: 0 };
  return { protein: (facts.protein * 4) / total, carbs: (facts.carbs * 4) / total, fat: (facts.fat * 9) / total };
}
