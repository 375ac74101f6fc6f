import { sequentialLatency, type Latency } from './sequential-latency';

/** Searches a visitor makes: title words, ingredients, typos, diets, filters and plain paging. */
const QUERIES = [
  'query=salmon',
  'query=samon',
  'query=chickpea',
  'query=chikpea',
  'query=quinoa%20bowl',
  'query=omelette',
  'query=lentil%20soup',
  'query=tofu&diet=vegan',
  'query=chicken&diet=paleo',
  'query=egg&type=breakfast',
  'diet=keto&number=100',
  'diet=vegan,paleo',
  'diet=mediterranean&type=dinner&addRecipeNutrition=true',
  'maxCalories=400&addRecipeNutrition=true&number=20',
  'includeIngredients=spinach,feta',
  'excludeIngredients=chicken,beef&number=50',
  'type=snack&diet=vegetarian',
  'number=100&offset=200',
  'query=avocado&addRecipeNutrition=true',
  'query=curry',
];

export function runRecipeSearch(baseUrl: string): Promise<Latency> {
  return sequentialLatency(
    baseUrl,
    QUERIES.map((query) => `/api/recipes/complexSearch?${query}`),
  );
}
