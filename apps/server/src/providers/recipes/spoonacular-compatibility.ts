import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECIPE_MESSAGES,
  type Nutrition,
  type Recipe,
  type RecipeSearchQuery,
  type RecipeSearchResponse,
  type RecipeSummary,
} from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import type { SearchOptions } from './recipe-provider';
import { serviceNutrients } from './spoonacular-nutrients';
import {
  complexSearchRoute,
  nutritionWidgetRoute,
  recipeInformationRoute,
  type ComplexSearchQuery,
  type ComplexSearchResponse,
  type NutritionWidget,
  type RecipeInformation,
  type SpoonacularSummary,
} from './spoonacular-routes';

/*
 * Our recipes in Spoonacular's shapes, for the endpoints kept for its clients (docs/decisions/0028): the one place
 * where the domain model becomes those shapes.
 */

/** A complexSearch query as our search, and whether its results carry their nutrition. */
function searchOf({
  type,
  number,
  addRecipeNutrition,
  ...query
}: ComplexSearchQuery): [RecipeSearchQuery, SearchOptions] {
  return [{ ...query, mealType: type, limit: number }, { withNutrition: addRecipeNutrition }];
}

/** The four figures a plan counts, as `perServing` has always held them. */
function fourFigures({ calories, protein, carbs, fat }: Nutrition): Nutrition {
  return { calories, protein, carbs, fat };
}

function summaryOf({ mealTypes, nutrition, ...recipe }: RecipeSummary): SpoonacularSummary {
  return {
    id: recipe.id,
    title: recipe.title,
    image: recipe.image,
    imageType: 'svg',
    servings: recipe.servings,
    readyInMinutes: recipe.readyInMinutes,
    diets: recipe.diets,
    dishTypes: mealTypes,
    ...(recipe.allergens ? { allergens: recipe.allergens } : {}),
    ...(recipe.mayContain ? { mayContain: recipe.mayContain } : {}),
    ...(nutrition ? { nutrition: { nutrients: serviceNutrients(nutrition), perServing: fourFigures(nutrition) } } : {}),
  };
}

function complexSearchOf(found: RecipeSearchResponse): ComplexSearchResponse {
  return {
    results: found.results.map(summaryOf),
    offset: found.offset,
    number: found.results.length,
    totalResults: found.total,
    ...(found.fallback ? { fallback: found.fallback } : {}),
  };
}

function informationOf({
  nutrition: _nutrition,
  ingredients,
  cuisines,
  summary,
  instructions,
  ...recipe
}: Recipe): RecipeInformation {
  return {
    ...summaryOf(recipe),
    summary,
    cuisines,
    extendedIngredients: ingredients.map((line) => ({
      id: line.foodId ?? 0,
      name: line.name,
      original: line.text,
      amount: line.amount,
      unit: line.unit,
      aisle: line.aisle,
    })),
    instructions,
  };
}

const nutritionWidgetOf = (recipe: Recipe): NutritionWidget => ({ nutrients: serviceNutrients(recipe.nutrition) });

/** Serves Spoonacular's recipe endpoints from the recipe provider, as they were served before (`SPOONACULAR_ROUTES`). */
export const spoonacularRoutes: FastifyPluginAsyncZod = async (app) => {
  const recipe = async (id: number) => {
    const found = await app.recipes.recipe(id);
    if (!found) throw new NotFoundError(RECIPE_MESSAGES.notFound);
    return found;
  };

  app.route({
    ...endpoint(app, complexSearchRoute),
    handler: async (request) => complexSearchOf(await app.recipes.search(...searchOf(request.query))),
  });

  app.route({
    ...endpoint(app, recipeInformationRoute),
    handler: async (request) => informationOf(await recipe(request.params.id)),
  });

  app.route({
    ...endpoint(app, nutritionWidgetRoute),
    handler: async (request) => nutritionWidgetOf(await recipe(request.params.id)),
  });
};
