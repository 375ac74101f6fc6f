import { z } from 'zod';
import {
  defineRoute,
  FallbackFlagSchema,
  GeneratePlanQuerySchema,
  GeneratedServingsSchema,
  PLAN_MEALS,
  MealSlotSchema,
  PlannedMealSchema,
  SHOPPING_LIST_LIMITS,
  ShoppingListRequestSchema,
  ShoppingListSchema,
  SwapMealRequestSchema,
  WEEK_DAYS,
} from '@thrive/contract';

/**
 * Spoonacular's meal-planner shape (`mealplanner/generate` and the swap and shopping-list extensions it has
 * always had here), kept for clients that speak it: the web app calls `/api/ai-meal-plan/*` and
 * `/api/shopping-list` (docs/decisions/0028). `spoonacular-meal-plan.ts` answers them from our model.
 */

/** Spoonacular names carbohydrates in full. */
const SpoonacularNutrientsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbohydrates: z.number(),
});

const SpoonacularMealSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageType: z.string(),
  image: z.string(),
  readyInMinutes: z.number().int(),
  /** The recipe's yield, as Spoonacular gives it. */
  servings: z.number().int(),
  sourceUrl: z.string(),
  /** Which meal of the day it is. */
  slot: MealSlotSchema,
  /** Servings of the recipe this meal is: 0.5 to 2 in steps of 0.25. */
  servingMultiplier: z.number(),
  /** This meal's own nutrition, at its serving multiplier. */
  nutrition: SpoonacularNutrientsSchema,
});

export const SpoonacularDaySchema = z.object({
  meals: z.array(SpoonacularMealSchema),
  /** The true sums of the day's meals. */
  nutrients: SpoonacularNutrientsSchema,
});
export type SpoonacularDay = z.infer<typeof SpoonacularDaySchema>;

const generated = { seed: z.number().int(), fallback: FallbackFlagSchema };
export const SpoonacularGeneratedDaySchema = SpoonacularDaySchema.extend(generated);
export const SpoonacularGeneratedWeekSchema = z.object({
  week: z.object(
    Object.fromEntries(WEEK_DAYS.map((day) => [day, SpoonacularDaySchema])) as Record<
      (typeof WEEK_DAYS)[number],
      typeof SpoonacularDaySchema
    >,
  ),
  ...generated,
});

/** A day for `timeFrame=day`, the week keyed monday to sunday for `week`; with the seed and the fallback flag. */
export const SpoonacularPlanSchema = z.union([SpoonacularGeneratedDaySchema, SpoonacularGeneratedWeekSchema]);
export type SpoonacularPlan = z.infer<typeof SpoonacularPlanSchema>;

/** A recipe and its servings in the words of Spoonacular's planner extension. */
const SpoonacularMealRefSchema = z.object({
  id: z.number().int().positive(),
  servingMultiplier: GeneratedServingsSchema,
});

/** The swap's request in the words of Spoonacular's planner extension: each meal by `id` at its `servingMultiplier`. */
export const SpoonacularSwapRequestSchema = SwapMealRequestSchema.extend({
  meals: z
    .array(SpoonacularMealRefSchema.extend({ slot: MealSlotSchema }))
    .min(PLAN_MEALS.min)
    .max(PLAN_MEALS.max),
});
export type SpoonacularSwapBody = z.output<typeof SpoonacularSwapRequestSchema>;

/** The shopping list's request in Spoonacular's words: each recipe by `id` at its `servingMultiplier`. */
export const SpoonacularShoppingListRequestSchema = ShoppingListRequestSchema.extend({
  meals: z
    .array(SpoonacularMealRefSchema.extend({ servingMultiplier: PlannedMealSchema.shape.servings.unwrap() }))
    .min(1)
    .max(SHOPPING_LIST_LIMITS.maxMeals),
});

const spoonacular = { tag: 'meal planner', access: 'public', compatibility: 'Spoonacular' } as const;

export const spoonacularGeneratePlanRoute = defineRoute({
  ...spoonacular,
  method: 'GET',
  path: '/api/mealplanner/generate',
  summary: 'A day or week of meals that meets the calorie target and leaves out what is asked',
  query: GeneratePlanQuerySchema,
  responses: { 200: SpoonacularPlanSchema },
  errors: [429, 503],
});

export const spoonacularSwapMealRoute = defineRoute({
  ...spoonacular,
  method: 'POST',
  path: '/api/mealplanner/swap',
  summary: 'The same day with one meal replaced, still on target',
  body: SpoonacularSwapRequestSchema,
  responses: { 200: SpoonacularDaySchema },
  errors: [429, 503],
});

export const spoonacularShoppingListRoute = defineRoute({
  ...spoonacular,
  method: 'POST',
  path: '/api/mealplanner/shopping-list',
  summary: 'What to buy for a plan’s recipes, summed by ingredient',
  body: SpoonacularShoppingListRequestSchema,
  responses: { 200: ShoppingListSchema },
  errors: [503],
});

export const SPOONACULAR_MEAL_PLAN_ROUTES = [
  spoonacularGeneratePlanRoute,
  spoonacularSwapMealRoute,
  spoonacularShoppingListRoute,
] as const;
