import type { z } from 'zod';
import type { Exclusions, Recipe, RecipeDiet, RecipeSearchQuery, RecipeSearchResponse } from '@thrive/contract';
import { exclusionRule, type ExclusionRule } from '@thrive/nutrition';
import { remoteServiceFor, type RemoteAdapterOptions, type RemoteService } from '../remote-call';
import {
  searchExclusions,
  type PlannableRecipe,
  type PlannerPool,
  type RecipeProvider,
  type SearchOptions,
} from './recipe-provider';
import { nutritionOf } from './spoonacular-nutrients';
import {
  POOL_SIZE,
  ServiceInformationSchema,
  ServiceNutritionSchema,
  ServiceRecipeSchema,
  ServiceSearchSchema,
  type ServiceRecipe,
  type ServiceSearch,
} from './spoonacular-schemas';
import { MAX_SERVICE_ID, recipeOf, SPOONACULAR_ID_BASE, summaryOf } from './spoonacular-to-model';
import { dietParams, exclusionParams, mealTypesOf, SERVICE_MEAL_TYPES } from './spoonacular-words';
import { firstOfEach, wellFormed } from '../remote-items';

/** The service's terms allow caching its responses for an hour. */
export const SPOONACULAR_CACHE_TTL_MS = 60 * 60 * 1000;

/**
 * Whether a recipe of the service is left out by its own title or the ingredients it lists: nobody has
 * reviewed its allergens, so what the service filtered is checked again by name.
 */
function leftOutByName(recipe: ServiceRecipe, rule: ExclusionRule): boolean {
  const names = [recipe.title, ...(recipe.nutrition?.ingredients ?? []).map((ingredient) => ingredient.name)];
  return names.some((name) => rule({ names: [name] }));
}

export interface SpoonacularOptions extends RemoteAdapterOptions {
  apiKey: string;
  /** The API's base, e.g. https://api.spoonacular.com. */
  apiUrl: string;
}

/**
 * Spoonacular's food API: `recipes/complexSearch`, `recipes/{id}/information` and
 * `recipes/{id}/nutritionWidget.json`, each response cached for an hour in the shared cache, and read into our
 * domain model here (docs/decisions/0028). The key goes only from here, as the `apiKey` parameter the service
 * expects. Plans are built by our optimiser over the service's recipes (see docs/decisions/0016).
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
    return this.call('recipes/complexSearch', params, ServiceSearchSchema).then((found) =>
      found
        ? // Each recipe once, and only those we can read: a repeated id or an odd recipe never fails the search.
          { ...found, results: firstOfEach(wellFormed(ServiceRecipeSchema, found.results), (recipe) => recipe.id) }
        : { results: [], offset: 0, number: 0, totalResults: 0 },
    );
  }

  async search(query: RecipeSearchQuery, { withNutrition }: SearchOptions): Promise<RecipeSearchResponse> {
    const exclusions = searchExclusions(query);
    const rule = exclusionRule(exclusions);
    const found = await this.serviceSearch({
      ...(query.query ? { query: query.query } : {}),
      ...dietParams(query.diet ?? []),
      ...(query.mealType ? { type: SERVICE_MEAL_TYPES[query.mealType] } : {}),
      ...(query.maxCalories !== undefined ? { maxCalories: String(query.maxCalories) } : {}),
      ...(query.includeIngredients?.length ? { includeIngredients: query.includeIngredients.join(',') } : {}),
      ...exclusionParams(exclusions),
      number: String(query.limit),
      offset: String(query.offset),
      // Servings, time, diets and dish types come only with the recipe's information.
      addRecipeInformation: 'true',
      ...(withNutrition ? { addRecipeNutrition: 'true' } : {}),
    });
    const results = found.results
      .filter((recipe) => recipe.id <= MAX_SERVICE_ID && !leftOutByName(recipe, rule))
      .map((recipe) => summaryOf(recipe, withNutrition));
    return { results, offset: found.offset, total: found.totalResults };
  }

  /** Its information with its nutrition in one call; the nutrition widget only if the information came without. */
  async recipe(id: number): Promise<Recipe | undefined> {
    const path = `recipes/${id - SPOONACULAR_ID_BASE}`;
    const information = await this.call(`${path}/information`, { includeNutrition: 'true' }, ServiceInformationSchema);
    if (!information) return undefined;
    const nutrients =
      information.nutrition?.nutrients ??
      (await this.call(`${path}/nutritionWidget.json`, {}, ServiceNutritionSchema))?.nutrients ??
      [];
    return recipeOf(information, nutrients);
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
        const perServing = nutritionOf(recipe.nutrition?.nutrients ?? []);
        if (!perServing.calories || recipe.id > MAX_SERVICE_ID || leftOutByName(recipe, rule)) continue;
        const summary = summaryOf(recipe, false);
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
