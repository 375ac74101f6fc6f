import { percentile, round } from './stats';

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

export interface SearchLatency {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Times sequential complexSearch requests over loopback, each answered in full before the next. */
export async function runRecipeSearch(baseUrl: string, rounds = 40): Promise<SearchLatency> {
  const timings: number[] = [];
  for (const query of QUERIES) await (await fetch(`${baseUrl}/api/recipes/complexSearch?${query}`)).arrayBuffer();
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/recipes/complexSearch?${query}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${query}: ${response.status}`);
      timings.push(performance.now() - started);
    }
  }
  return {
    requests: timings.length,
    p50Ms: round(percentile(timings, 0.5), 2),
    p95Ms: round(percentile(timings, 0.95), 2),
    maxMs: round(Math.max(...timings), 2),
  };
}
