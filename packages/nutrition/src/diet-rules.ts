import type { FoodCategory } from './food-categories';
import { energyShares, type NutritionFacts } from './nutrition-facts';

/** Diets a recipe can be labelled with; every label is derived by the rules below. */
export const DIET_LABELS = ['keto', 'aegean', 'paleo', 'vegan', 'vegetarian'] as const;
export type DietLabel = (typeof DIET_LABELS)[number];

export interface RuleIngredient {
  category: FoodCategory;
  /** Grams in the whole recipe. */
  grams: number;
}

export interface RuleRecipe {
  ingredients: readonly RuleIngredient[];
  servings: number;
  perServing: Pick<NutritionFacts, 'protein' | 'carbs' | 'fat'>;
}

const has = (recipe: RuleRecipe, categories: ReadonlySet<FoodCategory>) =>
  recipe.ingredients.some((item) => categories.has(item.category));

/** Meat, fish and anything made from them. */
const FLESH = new Set<FoodCategory>([
  'red-meat',
  'poultry',
  'processed-meat',
  'fish',
  'shellfish',
  'animal-fat',
  'animal-condiment',
  'gelatin',
]);

/** Vegan: no animal products at all, honey included. */
const ANIMAL = new Set<FoodCategory>([...FLESH, 'dairy', 'butter', 'egg', 'honey']);

/** Paleo: no grains, legumes (soy and peanuts too), dairy, refined sugar or seed oils. */
const NOT_PALEO = new Set<FoodCategory>([
  'whole-grain',
  'refined-grain',
  'legume',
  'soy',
  'dairy',
  'butter',
  'refined-sugar',
  'seed-oil',
]);

/** Aegean: olive oil is the only added fat; no processed or red meat, no refined grain. */
const NOT_AEGEAN = new Set<FoodCategory>([
  'seed-oil',
  'other-plant-fat',
  'animal-fat',
  'butter',
  'processed-meat',
  'red-meat',
  'refined-grain',
]);

/** The foods an Aegean (Mediterranean) dish is built on. */
const AEGEAN_FOUNDATION = new Set<FoodCategory>([
  'vegetable',
  'fruit',
  'legume',
  'whole-grain',
  'fish',
  'shellfish',
  'poultry',
  'nut-seed',
  'herb-spice',
  'olive-oil',
]);

/** Ingredients that carry no bulk of their own when judging what a dish is built on. */
const NOT_BULK = new Set<FoodCategory>(['beverage', 'condiment']);

/** "Beyond a trace": more than this much refined sugar per serving. */
export const AEGEAN_SUGAR_TRACE_GRAMS = 2;

/**
 * Keto as Spoonacular defines it: 55–80 % of energy from fat, 15–35 % from protein and under
 * 10 % from carbohydrate (total carbohydrate, the stricter reading).
 */
export const KETO_ENERGY_SHARES = {
  fat: { min: 0.55, max: 0.8 },
  protein: { min: 0.15, max: 0.35 },
  carbs: { max: 0.1 },
} as const;

function isKeto(recipe: RuleRecipe): boolean {
  const shares = energyShares(recipe.perServing);
  return (
    shares.fat >= KETO_ENERGY_SHARES.fat.min &&
    shares.fat <= KETO_ENERGY_SHARES.fat.max &&
    shares.protein >= KETO_ENERGY_SHARES.protein.min &&
    shares.protein <= KETO_ENERGY_SHARES.protein.max &&
    shares.carbs < KETO_ENERGY_SHARES.carbs.max
  );
}

function gramsOf(recipe: RuleRecipe, test: (category: FoodCategory) => boolean): number {
  return recipe.ingredients.reduce((sum, item) => (test(item.category) ? sum + item.grams : sum), 0);
}

function isAegean(recipe: RuleRecipe): boolean {
  if (has(recipe, NOT_AEGEAN)) return false;
  const sugarPerServing = gramsOf(recipe, (category) => category === 'refined-sugar') / recipe.servings;
  if (sugarPerServing > AEGEAN_SUGAR_TRACE_GRAMS) return false;
  // Built on vegetables, legumes, whole grains, fish or poultry: they make at least half its bulk.
  const bulk = gramsOf(recipe, (category) => !NOT_BULK.has(category));
  const foundation = gramsOf(recipe, (category) => AEGEAN_FOUNDATION.has(category));
  return bulk > 0 && foundation / bulk >= 0.5;
}

const RULES: Record<DietLabel, (recipe: RuleRecipe) => boolean> = {
  keto: isKeto,
  aegean: isAegean,
  paleo: (recipe) => !has(recipe, NOT_PALEO),
  vegan: (recipe) => !has(recipe, ANIMAL),
  vegetarian: (recipe) => !has(recipe, FLESH),
};

export function satisfiesDiet(recipe: RuleRecipe, diet: DietLabel): boolean {
  return RULES[diet](recipe);
}

/** Every diet label a recipe earns, in DIET_LABELS order. */
export function dietsOf(recipe: RuleRecipe): DietLabel[] {
  return DIET_LABELS.filter((diet) => RULES[diet](recipe));
}
