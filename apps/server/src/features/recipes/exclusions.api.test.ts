import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import { ALLERGENS, INTOLERANCES, PLAN_MESSAGES, type Allergen } from '@thrive/contract';
import type { SpoonacularDay as PlanDay } from '../../providers/recipes/spoonacular-meal-plan-routes';
import { withSignedInApp } from '../../test/signed-in-app';

/*
 * What a person leaves out never reaches them: for every intolerance the API takes, hundreds of generated
 * plans, swaps and searches hold no recipe with an ingredient that carries it. The oracle reads the
 * catalog's tags and names directly, not the rules the server applies.
 */

const BY_ID = new Map(RECIPES.map((recipe) => [recipe.id, recipe]));
const GRAIN_CATEGORIES = new Set(['whole-grain', 'refined-grain']);

/** The oracle's own reading of a concept word: the allergens it stands for. */
const WORD_ALLERGENS: Record<string, Allergen[]> = {
  dairy: ['milk'],
  nuts: ['tree-nuts', 'peanuts'],
  egg: ['eggs'],
  gluten: ['gluten'],
  shellfish: ['crustaceans', 'molluscs'],
  seafood: ['fish', 'crustaceans', 'molluscs'],
};
/** Plain words, found in names as typed. */
const PLAIN_WORDS = ['mushroom', 'chicken', 'tomato', 'garlic', 'banana', 'spinach', 'cumin'];

interface LeftOut {
  allergens: Allergen[];
  grain: boolean;
  words: string[];
}

/** What in a recipe breaks what was left out, in words a failing test prints. */
function breaches(recipeId: number, leftOut: LeftOut): string[] {
  const recipe = BY_ID.get(recipeId);
  if (!recipe) return [`${recipeId}: not a catalog recipe`];
  const found: string[] = [];
  const allergens = new Set([...leftOut.allergens, ...leftOut.words.flatMap((word) => WORD_ALLERGENS[word] ?? [])]);
  for (const item of recipe.ingredients) {
    const food = INGREDIENTS_BY_ID.get(item.ingredientId)!;
    for (const allergen of [...food.allergens, ...(food.mayContain ?? [])]) {
      if (allergens.has(allergen)) found.push(`${recipe.title}: ${food.name} carries ${allergen}`);
    }
    if (leftOut.grain && GRAIN_CATEGORIES.has(food.category)) found.push(`${recipe.title}: ${food.name} is a grain`);
    for (const word of leftOut.words.filter((word) => PLAIN_WORDS.includes(word))) {
      const text = `${food.name} ${item.line}`.toLowerCase();
      if (text.includes(word)) found.push(`${recipe.title}: "${item.line}" holds ${word}`);
    }
  }
  return found;
}

const intoleranceNames = Object.keys(INTOLERANCES) as (keyof typeof INTOLERANCES)[];

function leftOutBy(intolerances: readonly (keyof typeof INTOLERANCES)[], words: readonly string[]): LeftOut {
  return {
    allergens: intolerances.flatMap((name) => [...INTOLERANCES[name]]),
    grain: intolerances.includes('grain'),
    words: [...words],
  };
}

describe('exclusions that hold', () => {
  // Signed in, plan generation is bounded by the queue rather than the per-address limit.
  const session = withSignedInApp();
  const get = (url: string) => session.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });

  /** A generated day's recipes, or null when the diet and exclusions leave too few (said so, as a 400). */
  async function planDay(query: URLSearchParams): Promise<PlanDay | null> {
    const response = await get(`/api/mealplanner/generate?${query}`);
    if (response.statusCode === 400) {
      expect(response.json().error.message).toBe(PLAN_MESSAGES.tooFewRecipes);
      return null;
    }
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it.each(intoleranceNames)(
    'leaves %s out of hundreds of plans, swaps and searches',
    async (intolerance) => {
      const leftOut = leftOutBy([intolerance], []);
      let planned = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('anything', 'keto', 'aegean', 'paleo', 'vegan', 'vegetarian'),
          fc.integer({ min: 1200, max: 4000 }),
          fc.integer({ min: 1, max: 5 }),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.constantFrom('', 'cheese', 'chicken', 'salad', 'bread', 'bowl', 'pasta', 'egg', 'nut', 'fish'),
          async (diet, targetCalories, meals, seed, words) => {
            const query = new URLSearchParams({
              intolerances: intolerance,
              diet,
              targetCalories: String(targetCalories),
              meals: String(meals),
              seed: String(seed),
            });
            const day = await planDay(query);
            if (day) {
              planned += 1;
              for (const meal of day.meals) expect(breaches(meal.id, leftOut)).toEqual([]);
            }
            const search = await get(
              `/api/recipes?${new URLSearchParams({ query: words, intolerances: intolerance, limit: '100', ...(diet === 'anything' ? {} : { diet }) })}`,
            );
            expect(search.statusCode, search.body).toBe(200);
            for (const result of search.json().results as { id: number }[]) {
              expect(breaches(result.id, leftOut)).toEqual([]);
            }
          },
        ),
        { numRuns: 100 },
      );
      // Most diets still plan with one allergen left out: the property did not pass by refusing everything.
      expect(planned).toBeGreaterThan(50);
    },
    120_000,
  );

  it('leaves out any mix of allergens, intolerances and words, in weeks and their swaps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(intoleranceNames, { maxLength: 3 }),
        fc.subarray([...Object.keys(WORD_ALLERGENS), ...PLAIN_WORDS], { maxLength: 3 }),
        fc.constantFrom('anything', 'aegean', 'paleo', 'vegetarian'),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        async (intolerances, words, diet, seed) => {
          const leftOut = leftOutBy(intolerances, words);
          const query = new URLSearchParams({ timeFrame: 'week', diet, seed: String(seed), targetCalories: '2000' });
          if (intolerances.length > 0) query.set('intolerances', intolerances.join(','));
          if (words.length > 0) query.set('exclude', words.join(','));
          const response = await get(`/api/mealplanner/generate?${query}`);
          if (response.statusCode === 400) {
            expect(response.json().error.message).toBe(PLAN_MESSAGES.tooFewRecipes);
            return;
          }
          expect(response.statusCode, response.body).toBe(200);
          const days = Object.values(response.json().week as Record<string, PlanDay>);
          for (const day of days) for (const meal of day.meals) expect(breaches(meal.id, leftOut)).toEqual([]);
          const monday = days[0]!;
          const swap = await session.app.inject({
            method: 'POST',
            url: '/api/mealplanner/swap',
            headers: { cookie: session.cookie },
            payload: {
              targetCalories: 2000,
              ...(diet === 'anything' ? {} : { diet }),
              allergens: leftOut.allergens,
              exclude: [...words, ...(leftOut.grain ? ['grain'] : [])],
              seed,
              meals: monday.meals.map(({ id, slot, servingMultiplier }) => ({ id, slot, servingMultiplier })),
              mealIndex: seed % monday.meals.length,
            },
          });
          if (swap.statusCode === 200) {
            for (const meal of (swap.json() as PlanDay).meals) expect(breaches(meal.id, leftOut)).toEqual([]);
          } else expect(swap.statusCode, swap.body).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('takes our allergen names as well as the service’s, and refuses an unknown one naming the field', async () => {
    for (const allergen of ALLERGENS) {
      const response = await get(`/api/recipes?intolerances=${allergen}&limit=100`);
      expect(response.statusCode, allergen).toBe(200);
      for (const result of response.json().results as { id: number }[]) {
        expect(breaches(result.id, { allergens: [allergen], grain: false, words: [] })).toEqual([]);
      }
    }
    const unknown = await get('/api/recipes?intolerances=dairy,cheese');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('intolerances');
  });

  it('finds no dairy among 89 cheese recipes once dairy is left out, as words or as an allergen', async () => {
    const cheese = await get('/api/recipes?query=cheese&limit=100');
    expect(cheese.json().total).toBeGreaterThan(20);
    for (const query of ['excludeIngredients=dairy', 'intolerances=dairy', 'excludeIngredients=milk']) {
      const response = await get(`/api/recipes?query=cheese&limit=100&${query}`);
      for (const result of response.json().results as { id: number }[]) {
        expect(breaches(result.id, { allergens: ['milk'], grain: false, words: [] }), query).toEqual([]);
      }
    }
  });

  it('says plainly when a diet and its exclusions leave too few recipes, instead of breaking them', async () => {
    const response = await get(
      '/api/mealplanner/generate?diet=vegan&intolerances=soy,gluten,tree nut,peanut,sesame&exclude=bean,lentil,chickpea,rice,quinoa,potato,oat&timeFrame=week',
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      message: PLAN_MESSAGES.tooFewRecipes,
      fields: { exclude: PLAN_MESSAGES.tooFewRecipes },
    });
  });

  it('tells a recipe’s allergens with the recipe, what it contains apart from what it may contain', async () => {
    const salmon = RECIPES.find((recipe) => recipe.id === 1001)!;
    const response = await get(`/api/recipes/${salmon.id}`);
    expect(response.json()).toMatchObject({ allergens: salmon.allergens, mayContain: salmon.mayContain });
    expect(salmon.allergens).toEqual(expect.arrayContaining(['eggs', 'fish', 'milk']));
  });
});
