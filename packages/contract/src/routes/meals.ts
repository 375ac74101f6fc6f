import { RecipeIdParamsSchema, RecipeSchema, RecipeSearchQuerySchema, RecipeSearchResponseSchema } from '../recipes';
import { GeneratePlanQuerySchema, GeneratedPlanSchema, PlanDaySchema, SwapMealRequestSchema } from '../ai-meal-plan';
import { ShoppingListRequestSchema, ShoppingListSchema } from '../shopping-list';
import {
  CheckMealRequestSchema,
  DeleteMealPlanResponseSchema,
  MealPlanListQuerySchema,
  MealPlanListSchema,
  PlanDayEntriesSchema,
  PlanEmailQuerySchema,
  PlanKeyQuerySchema,
  PlanPathParamsSchema,
  SaveMealPlanRequestSchema,
  SavedMealPlanSchema,
  UpdateMealPlanRequestSchema,
} from '../meal-plans';
import { defineRoute } from './define-route';

const recipe = { tag: 'recipes', access: 'public' } as const;

export const searchRecipesRoute = /*#__PURE__*/ defineRoute({
  ...recipe,
  method: 'GET',
  path: '/api/recipes',
  summary: 'Search recipes by words, diet, meal type, calories and what is left out',
  query: RecipeSearchQuerySchema,
  responses: { 200: RecipeSearchResponseSchema },
  errors: [503],
});

export const getRecipeRoute = /*#__PURE__*/ defineRoute({
  ...recipe,
  method: 'GET',
  path: '/api/recipes/:id',
  summary: 'One recipe: ingredients, steps, diets, allergens and nutrition per serving',
  params: RecipeIdParamsSchema,
  responses: { 200: RecipeSchema },
  errors: [404, 503],
});

const aiMealPlan = { tag: 'ai meal plan', access: 'public' } as const;

export const generatePlanRoute = /*#__PURE__*/ defineRoute({
  ...aiMealPlan,
  method: 'GET',
  path: '/api/ai-meal-plan/generate',
  summary: 'A day or week of meals that meets the calorie target and leaves out what is asked',
  query: GeneratePlanQuerySchema,
  responses: { 200: GeneratedPlanSchema },
  errors: [429, 503],
});

export const swapMealRoute = /*#__PURE__*/ defineRoute({
  ...aiMealPlan,
  method: 'POST',
  path: '/api/ai-meal-plan/swap',
  summary: 'The same day with one meal replaced, still on target',
  body: SwapMealRequestSchema,
  responses: { 200: PlanDaySchema },
  errors: [429, 503],
});

export const shoppingListRoute = /*#__PURE__*/ defineRoute({
  tag: 'shopping list',
  access: 'public',
  method: 'POST',
  path: '/api/shopping-list',
  summary: 'What to buy for a plan’s recipes, summed by ingredient',
  body: ShoppingListRequestSchema,
  responses: { 200: ShoppingListSchema },
  errors: [503],
});

const saved = { tag: 'meal plans', access: 'signed-in' } as const;

export const saveMealPlanRoute = /*#__PURE__*/ defineRoute({
  ...saved,
  method: 'POST',
  path: '/api/mealplan/save',
  summary: 'Save a plan for a date (replacing one of the same type and date)',
  body: SaveMealPlanRequestSchema,
  responses: { 200: SavedMealPlanSchema },
  errors: [403],
});

export const getMealPlanRoute = /*#__PURE__*/ defineRoute({
  ...saved,
  method: 'GET',
  path: '/api/mealplan/:type/:date',
  summary: 'A saved plan’s meals; its version is in the x-version header, the time of its last change in x-updated-at',
  params: PlanPathParamsSchema,
  query: PlanEmailQuerySchema,
  responses: { 200: PlanDayEntriesSchema },
  errors: [403, 404],
});

export const updateMealPlanRoute = /*#__PURE__*/ defineRoute({
  ...saved,
  method: 'PUT',
  path: '/api/mealplan/update',
  summary: 'Replace a saved plan’s meals, from the version it was read at',
  body: UpdateMealPlanRequestSchema,
  responses: { 200: SavedMealPlanSchema },
  errors: [403, 404, 409],
});

export const deleteMealPlanRoute = /*#__PURE__*/ defineRoute({
  ...saved,
  method: 'DELETE',
  path: '/api/mealplan/delete',
  summary: 'Delete a saved plan',
  query: PlanKeyQuerySchema,
  responses: { 200: DeleteMealPlanResponseSchema },
  errors: [403, 404],
});

export const checkMealRoute = /*#__PURE__*/ defineRoute({
  ...saved,
  method: 'PATCH',
  path: '/api/mealplan/check',
  summary: 'Tick or untick one meal as eaten',
  body: CheckMealRequestSchema,
  responses: { 200: SavedMealPlanSchema },
  errors: [403, 404],
});

export const listMealPlansRoute = /*#__PURE__*/ defineRoute({
  ...saved,
  method: 'GET',
  path: '/api/mealplans',
  summary: 'Saved plans between two dates, with or without their meals',
  query: MealPlanListQuerySchema,
  responses: { 200: MealPlanListSchema },
});
