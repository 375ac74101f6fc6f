import { z } from 'zod';
import {
  boundedText,
  RECIPE_PLACEHOLDER_IMAGE,
  type Allergen,
  type ComplexSearchQuery,
  type Exclusions,
  type ComplexSearchResponse,
  type Nutrition,
  type NutritionWidget,
  type RecipeDiet,
  type RecipeInformation,
  type RecipeMealType,
  type RecipeSummary,
} from '@thrive/contract';
import { conceptNamed, exclusionRule, type ExclusionRule } from '@thrive/nutrition';
import { escapeHtml, sanitize } from '../../lib/sanitize';
import { remoteServiceFor, type RemoteAdapterOptions, type RemoteService } from '../remote-call';
import { searchExclusions, type PlannableRecipe, type PlannerPool, type RecipeProvider } from './recipe-provider';

/**
 * Our ids of the service's recipes are theirs plus this base, and the catalog's stay below it, so an id
 * from one source can never open a recipe of the other (a saved plan's catalog recipe keeps opening it).
 */
export const SPOONACULAR_ID_BASE = 1_000_000_000;
/** Ids must fit a 32-bit integer, as plans store them. */
const MAX_SERVICE_ID = 2 ** 31 - 1 - SPOONACULAR_ID_BASE;

export const isServiceRecipeId = (id: number) => id >= SPOONACULAR_ID_BASE;

/** The service's terms allow caching its responses for an hour. */
export const SPOONACULAR_CACHE_TTL_MS = 60 * 60 * 1000;
/** The most results one search may ask for. */
const POOL_SIZE = 100;

const NutrientSchema = z.object({ name: boundedText(100), amount: z.number(), unit: boundedText(20) });
const NutrientListSchema = z.array(NutrientSchema).max(200);

/** A recipe as complexSearch (with `addRecipeNutrition`) and `information` send it; most fields may be missing. */
const ServiceRecipeSchema = z.object({
  id: z.number().int().positive(),
  title: boundedText(300),
  readyInMinutes: z.number().nonnegative().optional(),
  servings: z.number().positive().optional(),
  diets: z.array(boundedText(60)).max(30).default([]),
  dishTypes: z.array(boundedText(60)).max(30).default([]),
  cuisines: z.array(boundedText(60)).max(30).default([]),
  nutrition: z
    .object({
      nutrients: NutrientListSchema,
      /** With `addRecipeNutrition`: the ingredients the figures are of. */
      ingredients: z
        .array(z.object({ name: boundedText(200) }))
        .max(200)
        .default([]),
    })
    .optional(),
});
type ServiceRecipe = z.infer<typeof ServiceRecipeSchema>;

const ServiceSearchSchema = z.object({
  results: z.array(ServiceRecipeSchema).max(POOL_SIZE),
  offset: z.number().int().nonnegative(),
  number: z.number().int().nonnegative(),
  totalResults: z.number().int().nonnegative(),
});
type ServiceSearch = z.infer<typeof ServiceSearchSchema>;

const ServiceInformationSchema = ServiceRecipeSchema.extend({
  summary: boundedText(20_000).nullish(),
  instructions: boundedText(50_000).nullish(),
  extendedIngredients: z
    .array(
      z.object({
        id: z.number().int().nullish(),
        name: boundedText(200),
        original: boundedText(500),
        amount: z.number(),
        unit: boundedText(40),
        aisle: boundedText(100).nullish(),
        measures: z.object({ metric: z.object({ amount: z.number(), unitShort: boundedText(40) }) }).optional(),
      }),
    )
    .max(200)
    .default([]),
  analyzedInstructions: z
    .array(z.object({ steps: z.array(z.object({ step: boundedText(5000) })).max(200) }))
    .max(20)
    .default([]),
});
type ServiceInformation = z.infer<typeof ServiceInformationSchema>;

const ServiceNutritionSchema = z.object({ nutrients: NutrientListSchema });

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
const SERVICE_MEAL_TYPES: Record<RecipeMealType, string> = {
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
function exclusionParams({ allergens, words }: Exclusions): Record<string, string> {
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

/**
 * Whether a recipe of the service is left out by its own title or the ingredients it lists: nobody has
 * reviewed its allergens, so what the service filtered is checked again by name.
 */
function leftOutByName(recipe: ServiceRecipe, rule: ExclusionRule): boolean {
  const names = [recipe.title, ...(recipe.nutrition?.ingredients ?? []).map((ingredient) => ingredient.name)];
  return names.some((name) => rule({ names: [name] }));
}

function dietParams(diets: readonly RecipeDiet[]): Record<string, string> {
  const named = diets.flatMap((diet) => (diet === 'aegean' ? [] : [SERVICE_DIETS[diet]]));
  return {
    ...(named.length > 0 ? { diet: named.join(',') } : {}),
    ...(diets.includes('aegean') ? { cuisine: AEGEAN_CUISINES.join(',') } : {}),
  };
}

function ourDiets(recipe: ServiceRecipe): string[] {
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

function mealTypesOf(dishTypes: readonly string[]): RecipeMealType[] {
  const types = dishTypes.map((type) => type.toLowerCase());
  const meals = new Set(types.flatMap((type) => MEALS_OF_DISH_TYPE[type] ?? []));
  for (const type of types) {
    const allowed = NOT_A_MEAL[type];
    if (allowed) for (const meal of meals) if (!allowed.includes(meal)) meals.delete(meal);
  }
  return [...meals];
}

const amountOf = (nutrients: readonly z.infer<typeof NutrientSchema>[], name: string) =>
  nutrients.find((nutrient) => nutrient.name === name)?.amount;

/** The four figures a plan counts, read once here from the service's list by name. */
function perServingOf(nutrients: readonly z.infer<typeof NutrientSchema>[]): Nutrition {
  const amount = (name: string) => Math.max(0, amountOf(nutrients, name) ?? 0);
  return {
    calories: amount('Calories'),
    protein: amount('Protein'),
    carbs: amount('Carbohydrates'),
    fat: amount('Fat'),
  };
}

/** Steps as an ordered list, when the service sent them split rather than as HTML. */
function stepList(information: ServiceInformation): string {
  const steps = information.analyzedInstructions.flatMap((part) => part.steps.map((step) => step.step));
  return steps.length > 0 ? `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : '';
}

export interface SpoonacularOptions extends RemoteAdapterOptions {
  apiKey: string;
  /** The API's base, e.g. https://api.spoonacular.com. */
  apiUrl: string;
}

/**
 * Spoonacular's food API: `recipes/complexSearch`, `recipes/{id}/information` and
 * `recipes/{id}/nutritionWidget.json`, each response cached for an hour in the shared cache. The key goes
 * only from here, as the `apiKey` parameter the service expects. Plans are built by our optimiser over
 * the service's recipes (see docs/decisions/0016). Its photos are never shown (they would be
 * hot-linked): its recipes get our plain dish picture.
 */
export class SpoonacularRecipeProvider implements RecipeProvider {
  private readonly service: RemoteService;

  constructor(private readonly options: SpoonacularOptions) {
    this.service = remoteServiceFor('spoonacular', options, { cacheTtlMs: SPOONACULAR_CACHE_TTL_MS });
  }

  /** One GET of the service, with the key as its `apiKey` parameter; undefined for a 404. */
  private async call<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S) {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/${path}?${new URLSearchParams(params)}`);
    const response = await this.service.get({
      url,
      schema,
      secretParams: { apiKey: this.options.apiKey },
      expectedStatuses: [404],
    });
    return response.data;
  }

  private serviceSearch(params: Record<string, string>): Promise<ServiceSearch> {
    return this.call('recipes/complexSearch', params, ServiceSearchSchema).then(
      (found) => found ?? { results: [], offset: 0, number: 0, totalResults: 0 },
    );
  }

  private toSummary(recipe: ServiceRecipe): RecipeSummary {
    return {
      id: SPOONACULAR_ID_BASE + recipe.id,
      title: recipe.title,
      image: RECIPE_PLACEHOLDER_IMAGE,
      imageType: 'svg',
      servings: Math.max(1, Math.round(recipe.servings ?? 1)),
      readyInMinutes: Math.round(recipe.readyInMinutes ?? 0),
      diets: ourDiets(recipe),
      dishTypes: recipe.dishTypes,
    };
  }

  async search(query: ComplexSearchQuery): Promise<ComplexSearchResponse> {
    const exclusions = searchExclusions(query);
    const rule = exclusionRule(exclusions);
    const found = await this.serviceSearch({
      ...(query.query ? { query: query.query } : {}),
      ...dietParams(query.diet ?? []),
      ...(query.type ? { type: SERVICE_MEAL_TYPES[query.type] } : {}),
      ...(query.maxCalories !== undefined ? { maxCalories: String(query.maxCalories) } : {}),
      ...(query.includeIngredients?.length ? { includeIngredients: query.includeIngredients.join(',') } : {}),
      ...exclusionParams(exclusions),
      number: String(query.number),
      offset: String(query.offset),
      // Servings, time, diets and dish types come only with the recipe's information.
      addRecipeInformation: 'true',
      ...(query.addRecipeNutrition ? { addRecipeNutrition: 'true' } : {}),
    });
    const results = found.results
      .filter((recipe) => recipe.id <= MAX_SERVICE_ID && !leftOutByName(recipe, rule))
      .map((recipe) => ({
        ...this.toSummary(recipe),
        ...(query.addRecipeNutrition && recipe.nutrition
          ? {
              nutrition: {
                nutrients: recipe.nutrition.nutrients,
                perServing: perServingOf(recipe.nutrition.nutrients),
              },
            }
          : {}),
      }));
    return { results, offset: found.offset, number: results.length, totalResults: found.totalResults };
  }

  async information(id: number): Promise<RecipeInformation | undefined> {
    const recipe = await this.call(`recipes/${id - SPOONACULAR_ID_BASE}/information`, {}, ServiceInformationSchema);
    if (!recipe) return undefined;
    return {
      ...this.toSummary(recipe),
      summary: sanitize(recipe.summary ?? ''),
      cuisines: recipe.cuisines,
      extendedIngredients: recipe.extendedIngredients.map((ingredient) => ({
        id: ingredient.id ?? 0,
        name: ingredient.name,
        original: ingredient.original,
        // Metric amounts, so grams add up in a shopping list.
        amount: ingredient.measures?.metric.amount ?? ingredient.amount,
        unit: ingredient.measures?.metric.unitShort ?? ingredient.unit,
        aisle: ingredient.aisle ?? 'Other',
      })),
      instructions: sanitize(recipe.instructions || stepList(recipe)),
    };
  }

  async nutrition(id: number): Promise<NutritionWidget | undefined> {
    const widget = await this.call(
      `recipes/${id - SPOONACULAR_ID_BASE}/nutritionWidget.json`,
      {},
      ServiceNutritionSchema,
    );
    return widget ? { nutrients: widget.nutrients } : undefined;
  }

  /**
   * Up to a hundred breakfasts, main courses and snacks of the diets, with their nutrition: the recipes
   * our optimiser builds plans from. Recipes without calories are left out.
   */
  async plannerPool(diets: readonly RecipeDiet[], exclusions: Exclusions): Promise<PlannerPool> {
    const dishTypes = [...new Set(Object.values(SERVICE_MEAL_TYPES))];
    const rule = exclusionRule(exclusions);
    const searches = await Promise.all(
      dishTypes.map(async (type) => ({
        type,
        found: await this.serviceSearch({
          ...dietParams(diets),
          type,
          ...exclusionParams(exclusions),
          number: String(POOL_SIZE),
          addRecipeNutrition: 'true',
        }),
      })),
    );
    const pool = new Map<number, PlannableRecipe>();
    for (const { type, found } of searches) {
      for (const recipe of found.results) {
        const perServing = perServingOf(recipe.nutrition?.nutrients ?? []);
        if (!perServing.calories || recipe.id > MAX_SERVICE_ID || leftOutByName(recipe, rule)) continue;
        const summary = this.toSummary(recipe);
        const known = pool.get(summary.id);
        const mealTypes = new Set([...(known?.mealTypes ?? []), ...mealTypesOf([type, ...recipe.dishTypes])]);
        if (mealTypes.size === 0) continue;
        pool.set(summary.id, {
          id: summary.id,
          title: summary.title,
          image: summary.image,
          readyInMinutes: summary.readyInMinutes,
          servings: summary.servings,
          mealTypes: [...mealTypes],
          perServing,
        });
      }
    }
    return { recipes: [...pool.values()] };
  }
}
