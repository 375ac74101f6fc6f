import type { Allergen, Exclusions, RecipeDiet, RecipeMealType } from '@thrive/contract';
import { conceptNamed } from '@thrive/nutrition';

/** Our words and the recipe service's for diets, meals and allergens, both ways (docs/decisions/0016). */

/** Our diets in the service's words; it has no Aegean diet, so that one asks for its cuisines. */
const SERVICE_DIETS: Record<Exclude<RecipeDiet, 'aegean'>, string> = {
  keto: 'ketogenic',
  paleo: 'paleo',
  vegan: 'vegan',
  vegetarian: 'vegetarian',
};
const AEGEAN_CUISINES = ['mediterranean', 'greek'];

/** The service's diet labels that are ours under another name; others are shown as the service words them. */
const OUR_DIETS: Record<string, RecipeDiet> = {
  ketogenic: 'keto',
  paleolithic: 'paleo',
  paleo: 'paleo',
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  'lacto ovo vegetarian': 'vegetarian',
};

/** The dish type the service files each of our meals under. */
export const SERVICE_MEAL_TYPES: Record<RecipeMealType, string> = {
  breakfast: 'breakfast',
  lunch: 'main course',
  dinner: 'main course',
  snack: 'snack',
};

/** The meals a dish type suits. */
const MEALS_OF_DISH_TYPE: Record<string, readonly RecipeMealType[]> = {
  breakfast: ['breakfast'],
  brunch: ['breakfast'],
  'morning meal': ['breakfast'],
  lunch: ['lunch'],
  dinner: ['dinner'],
  'main course': ['lunch', 'dinner'],
  'main dish': ['lunch', 'dinner'],
  snack: ['snack'],
  fingerfood: ['snack'],
  appetizer: ['snack'],
  antipasti: ['snack'],
  starter: ['snack'],
};

/**
 * Our allergens in the service's `intolerances`; those it has no name for (celery, mustard, lupin) go with
 * the words in `excludeIngredients`. Its "seafood" also leaves out shellfish: asking for more is safe.
 */
const SERVICE_INTOLERANCES: Record<Allergen, string | null> = {
  gluten: 'gluten',
  wheat: 'wheat',
  crustaceans: 'shellfish',
  molluscs: 'shellfish',
  eggs: 'egg',
  fish: 'seafood',
  peanuts: 'peanut',
  'tree-nuts': 'tree nut',
  soy: 'soy',
  milk: 'dairy',
  sesame: 'sesame',
  celery: null,
  mustard: null,
  lupin: null,
  sulphites: 'sulfite',
};

/** The exclusions in the service's parameters: intolerances it knows by name, and words. */
export function exclusionParams({ allergens, words }: Exclusions): Record<string, string> {
  const intolerances = new Set<string>();
  const excluded = new Set<string>();
  for (const allergen of allergens) {
    const name = SERVICE_INTOLERANCES[allergen];
    if (name) intolerances.add(name);
    else excluded.add(allergen);
  }
  for (const word of words) {
    if (conceptNamed(word) === conceptNamed('grain')) intolerances.add('grain');
    else excluded.add(word);
  }
  return {
    ...(intolerances.size > 0 ? { intolerances: [...intolerances].join(',') } : {}),
    ...(excluded.size > 0 ? { excludeIngredients: [...excluded].join(',') } : {}),
  };
}

export function dietParams(diets: readonly RecipeDiet[]): Record<string, string> {
  const named = diets.flatMap((diet) => (diet === 'aegean' ? [] : [SERVICE_DIETS[diet]]));
  return {
    ...(named.length > 0 ? { diet: named.join(',') } : {}),
    ...(diets.includes('aegean') ? { cuisine: AEGEAN_CUISINES.join(',') } : {}),
  };
}

export function ourDiets(recipe: { diets: readonly string[]; cuisines: readonly string[] }): string[] {
  const diets = recipe.diets.map((diet) => OUR_DIETS[diet.toLowerCase()] ?? diet);
  if (recipe.cuisines.some((cuisine) => AEGEAN_CUISINES.includes(cuisine.toLowerCase()))) diets.push('aegean');
  return [...new Set(diets)];
}

/**
 * Dish types that are never a whole meal, whatever else the service files them under (it tags many a side
 * salad "main course" and "lunch" too): a side, dip or spread may be a snack; a sauce or a drink is no meal.
 */
const NOT_A_MEAL: Record<string, readonly RecipeMealType[]> = {
  'side dish': ['snack'],
  dip: ['snack'],
  spread: ['snack'],
  garnish: [],
  condiment: [],
  sauce: [],
  dressing: [],
  marinade: [],
  seasoning: [],
  beverage: [],
  drink: [],
};

export function mealTypesOf(dishTypes: readonly string[]): RecipeMealType[] {
  const types = dishTypes.map((type) => type.toLowerCase());
  const meals = new Set(types.flatMap((type) => MEALS_OF_DISH_TYPE[type] ?? []));
  for (const type of types) {
    const allowed = NOT_A_MEAL[type];
    if (allowed) for (const meal of meals) if (!allowed.includes(meal)) meals.delete(meal);
  }
  return [...meals];
}
