import { z } from 'zod';
import {
  AllergenSchema,
  defineRoute,
  FallbackFlagSchema,
  NutritionSchema,
  RecipeIdParamsSchema,
  RecipeSearchQuerySchema,
} from '@thrive/contract';

/*
 * Spoonacular's recipe endpoints, as this API answered them before it spoke its own model and still does for clients
 * that speak Spoonacular (docs/decisions/0016 and 0028). The web app calls `/api/recipes` and `/api/recipes/:id`.
 */

const BooleanFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

const { mealType, limit, ...searchShape } = RecipeSearchQuerySchema.shape;

/** Our search in Spoonacular's words: `type` for the meal type, `number` for how many. */
export const ComplexSearchQuerySchema = z.object({
  ...searchShape,
  type: mealType,
  number: limit,
  addRecipeNutrition: BooleanFlagSchema.default(false),
});
export type ComplexSearchQuery = z.output<typeof ComplexSearchQuerySchema>;

export const NutrientSchema = z.object({ name: z.string(), amount: z.number(), unit: z.string() });
export type Nutrient = z.infer<typeof NutrientSchema>;

export const SpoonacularSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  imageType: z.string(),
  servings: z.number().int(),
  readyInMinutes: z.number().int(),
  diets: z.array(z.string()),
  /** Our meal types. */
  dishTypes: z.array(z.string()),
  /** (Our extension) as `RecipeSummary` has them. */
  allergens: z.array(AllergenSchema).optional(),
  mayContain: z.array(AllergenSchema).optional(),
  /** With `addRecipeNutrition`: Spoonacular's list, and (our extension) the four figures a plan counts. */
  nutrition: z.object({ nutrients: z.array(NutrientSchema), perServing: NutritionSchema }).optional(),
});
export type SpoonacularSummary = z.infer<typeof SpoonacularSummarySchema>;

export const ComplexSearchResponseSchema = z.object({
  results: z.array(SpoonacularSummarySchema),
  offset: z.number().int(),
  number: z.number().int(),
  totalResults: z.number().int(),
  /** (Our extension) as `RecipeSearchResponse` has it. */
  fallback: FallbackFlagSchema,
});
export type ComplexSearchResponse = z.infer<typeof ComplexSearchResponseSchema>;

export const ExtendedIngredientSchema = z.object({
  /** The food's number; 0 when unknown. */
  id: z.number().int(),
  name: z.string(),
  /** The line as a cook reads it. */
  original: z.string(),
  amount: z.number(),
  unit: z.string(),
  aisle: z.string(),
});
export type ExtendedIngredient = z.infer<typeof ExtendedIngredientSchema>;

export const RecipeInformationSchema = SpoonacularSummarySchema.omit({ nutrition: true }).extend({
  /** Sanitised HTML. */
  summary: z.string(),
  cuisines: z.array(z.string()),
  extendedIngredients: z.array(ExtendedIngredientSchema),
  /** Sanitised HTML: an ordered list of steps. */
  instructions: z.string(),
});
export type RecipeInformation = z.infer<typeof RecipeInformationSchema>;

export const NutritionWidgetSchema = z.object({ nutrients: z.array(NutrientSchema) });
export type NutritionWidget = z.infer<typeof NutritionWidgetSchema>;

const spoonacular = { tag: 'recipes', access: 'public', compatibility: 'Spoonacular' } as const;

export const complexSearchRoute = defineRoute({
  ...spoonacular,
  method: 'GET',
  path: '/api/recipes/complexSearch',
  summary: 'Search recipes by words, diet, meal type and what is left out',
  query: ComplexSearchQuerySchema,
  responses: { 200: ComplexSearchResponseSchema },
  errors: [503],
});

export const recipeInformationRoute = defineRoute({
  ...spoonacular,
  method: 'GET',
  path: '/api/recipes/:id/information',
  summary: 'One recipe: ingredients, steps, diets and allergens',
  params: RecipeIdParamsSchema,
  responses: { 200: RecipeInformationSchema },
  errors: [404, 503],
});

export const nutritionWidgetRoute = defineRoute({
  ...spoonacular,
  method: 'GET',
  path: '/api/recipes/:id/nutritionWidget.json',
  summary: 'One recipe’s nutrients per serving',
  params: RecipeIdParamsSchema,
  responses: { 200: NutritionWidgetSchema },
  errors: [404, 503],
});

export const SPOONACULAR_ROUTES = [complexSearchRoute, recipeInformationRoute, nutritionWidgetRoute] as const;
