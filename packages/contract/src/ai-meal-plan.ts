import { z } from 'zod';
import {
  ALLERGENS,
  AllergenSchema,
  ExcludedWordListSchema,
  ExcludedWordsSchema,
  IntoleranceListSchema,
} from './allergens';
import { DietListSchema, FallbackFlagSchema } from './recipes';
import { MACRO_MESSAGES, MacroSplitSchema, type MacroSplit } from './macro-split';
import { PlannedMealSchema } from './meal-plans';
import { NutritionSchema } from './nutrition';

/** Messages of the calorie and meal inputs (docs/product.md, "The calorie rule" and "Too few recipes"). */
export const PLAN_MESSAGES = {
  calories: 'Please enter a calorie value between 500 and 5000.',
  meals: 'Please select a number of meals between 1 and 5.',
  /** A plan cannot be filled without breaking the diet or what is left out: it is said so, never broken. */
  tooFewRecipes:
    'Too few recipes are left once your diet and what you leave out are applied. Leave out less or choose another diet.',
} as const;

export const PLAN_CALORIES = { min: 500, max: 5000 } as const;
/** No target Thrive works out goes below this many kcal a day (docs/product.md, "Calorie calculator"). */
export const CALORIE_FLOOR = 1200;
export const PLAN_MEALS = { min: 1, max: 5, default: 3 } as const;
/** The daily energy every screen plans for until the person chooses their own (docs/product.md, "My targets"). */
export const DEFAULT_CALORIE_TARGET = 2000;
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const percentParam = z.coerce
  .number({ error: 'must be a whole percent' })
  .int({ error: 'must be a whole percent' })
  .min(0, { error: 'must be from 0 to 100' })
  .max(100, { error: 'must be from 0 to 100' });

/**
 * Spoonacular's `mealplanner/generate` parameters, plus `meals`, `seed`, and the person's own macro split
 * as `carbs`, `fat` and `protein` percents (all three or none, adding up to 100; the diet's otherwise).
 */
export const GeneratePlanQuerySchema = z
  .object({
    timeFrame: z.enum(['day', 'week'], { error: 'must be day or week' }).default('day'),
    targetCalories: z.coerce
      .number({ error: PLAN_MESSAGES.calories })
      .min(PLAN_CALORIES.min, { error: PLAN_MESSAGES.calories })
      .max(PLAN_CALORIES.max, { error: PLAN_MESSAGES.calories })
      .default(DEFAULT_CALORIE_TARGET),
    diet: DietListSchema.optional(),
    /** Words to leave out, comma-separated (see ExclusionsSchema). */
    exclude: ExcludedWordListSchema.optional(),
    /** Allergens to leave out, in Spoonacular's names (`dairy,tree nut`) or ours (`milk,tree-nuts`). */
    intolerances: IntoleranceListSchema.optional(),
    meals: z.coerce
      .number({ error: PLAN_MESSAGES.meals })
      .int({ error: PLAN_MESSAGES.meals })
      .min(PLAN_MEALS.min, { error: PLAN_MESSAGES.meals })
      .max(PLAN_MEALS.max, { error: PLAN_MESSAGES.meals })
      .default(PLAN_MEALS.default),
    /** The same seed gives the same plan; without one, every request plans afresh. */
    seed: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0)
      .max(2 ** 31)
      .optional(),
    carbs: percentParam.optional(),
    fat: percentParam.optional(),
    protein: percentParam.optional(),
  })
  .transform(({ carbs, fat, protein, ...query }, context): typeof query & { macros?: MacroSplit } => {
    const given = [carbs, fat, protein].filter((value) => value !== undefined).length;
    if (given === 0) return query;
    if (given < 3 || carbs! + fat! + protein! !== 100) {
      context.addIssue({ code: 'custom', path: ['carbs'], message: MACRO_MESSAGES.sum });
      return z.NEVER;
    }
    return { ...query, macros: { carbs: carbs!, fat: fat!, protein: protein! } };
  });
export type GeneratePlanQuery = z.output<typeof GeneratePlanQuerySchema>;

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const MealSlotSchema = z.enum(MEAL_SLOTS);
export type MealSlot = z.infer<typeof MealSlotSchema>;

/**
 * A meal of a generated plan: a planned meal (one serving's nutrition, `servings` the multiplier from 0.5 to
 * 2 in quarter steps) with what generation adds, its slot of the day and the recipe's time. A generated meal
 * always names its recipe and servings, and its picture may be the recipe service's, which a saved plan
 * leaves out (docs/decisions/0028).
 */
export const GeneratedMealSchema = PlannedMealSchema.extend({
  recipeId: z.number().int().positive(),
  image: z.string(),
  servings: z.number().min(0.5).max(2),
  /** Which meal of the day it is. */
  slot: MealSlotSchema,
  readyInMinutes: z.number().int(),
});
export type GeneratedMeal = z.infer<typeof GeneratedMealSchema>;

/** A day of a generated plan: its meals and their true sums. */
export const PlanDaySchema = z.object({
  meals: z.array(GeneratedMealSchema),
  nutrition: NutritionSchema,
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

/**
 * What `GET /api/ai-meal-plan/generate` responds with: one day for `timeFrame=day`, seven from Monday for
 * `week`, the seed that draws the same plan again, and whether the built-in catalog stood in.
 */
export const GeneratedPlanSchema = z.object({
  seed: z.number().int(),
  fallback: FallbackFlagSchema,
  days: z.array(PlanDaySchema).min(1).max(WEEK_DAYS.length),
});
export type GeneratedPlan = z.infer<typeof GeneratedPlanSchema>;

/** A generated meal's servings, as a swap may be asked about: 0.5 to 2 in quarter steps. */
export const GeneratedServingsSchema = z
  .number()
  .min(0.5)
  .max(2)
  .refine((value) => Number.isInteger(value * 4), { error: 'must be a multiple of 0.25' });

/**
 * Replace one meal of a day, keeping the others and the day's targets; each meal of the day by its recipe, slot
 * and servings, as the plan gave them.
 */
export const SwapMealRequestSchema = z.object({
  targetCalories: z
    .number({ error: PLAN_MESSAGES.calories })
    .min(PLAN_CALORIES.min, { error: PLAN_MESSAGES.calories })
    .max(PLAN_CALORIES.max, { error: PLAN_MESSAGES.calories }),
  diet: DietListSchema.optional(),
  /** The person's own macro split; the diet's when not given. */
  macros: MacroSplitSchema.optional(),
  /** Allergens to leave out, in our names. */
  allergens: z.array(AllergenSchema).max(ALLERGENS.length).optional(),
  /** Words to leave out. */
  exclude: ExcludedWordsSchema.optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31),
  meals: z
    .array(z.object({ recipeId: z.number().int().positive(), slot: MealSlotSchema, servings: GeneratedServingsSchema }))
    .min(PLAN_MEALS.min)
    .max(PLAN_MEALS.max),
  mealIndex: z
    .number()
    .int()
    .min(0)
    .max(PLAN_MEALS.max - 1),
  /** Recipes elsewhere in the plan, used again only when nothing else suits. */
  avoid: z.array(z.number().int()).max(100).default([]),
});
export type SwapMealRequest = z.input<typeof SwapMealRequestSchema>;
export type SwapMealBody = z.output<typeof SwapMealRequestSchema>;
