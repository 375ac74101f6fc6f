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
import { MEAL_PLAN_LIMITS, PlanItemSchema } from './meal-plans';
import type { UnitSystem } from './targets';

/** Messages of the calorie and meal inputs (docs/product.md, "The calorie rule" and "Too few recipes"). */
export const PLAN_MESSAGES = {
  calories: 'Please enter a calorie value between 500 and 5000.',
  meals: 'Please select a number of meals between 1 and 5.',
  /** A plan cannot be filled without breaking the diet or what is left out: it is said so, never broken. */
  tooFewRecipes:
    'Too few recipes are left once your diet and what you leave out are applied. Leave out less or choose another diet.',
} as const;

export const PLAN_CALORIES = { min: 500, max: 5000 } as const;
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

export const PlanNutrientsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbohydrates: z.number(),
});
export type PlanNutrients = z.infer<typeof PlanNutrientsSchema>;

export const PlannedMealSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageType: z.string(),
  image: z.string(),
  readyInMinutes: z.number().int(),
  servings: z.number().int(),
  sourceUrl: z.string(),
  /** Which meal of the day it is. */
  slot: z.enum(['breakfast', 'lunch', 'dinner', 'snack']),
  /** Servings of the recipe this meal is: 0.5 to 2 in steps of 0.25. */
  servingMultiplier: z.number(),
  /** This meal's own nutrition, at its serving multiplier. */
  nutrition: PlanNutrientsSchema,
});
export type PlannedMealView = z.infer<typeof PlannedMealSchema>;

export const PlanDaySchema = z.object({
  meals: z.array(PlannedMealSchema),
  /** The true sums of the day's meals. */
  nutrients: PlanNutrientsSchema,
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

export const PlanWeekSchema = z.object({
  week: z.object(
    Object.fromEntries(WEEK_DAYS.map((day) => [day, PlanDaySchema])) as Record<
      (typeof WEEK_DAYS)[number],
      typeof PlanDaySchema
    >,
  ),
});
export type PlanWeek = z.infer<typeof PlanWeekSchema>;

/** What `mealplanner/generate` responds with: the plan, its seed, and whether the built-in catalog stood in. */
const generated = { seed: z.number().int(), fallback: FallbackFlagSchema };
export const GeneratedDaySchema = PlanDaySchema.extend(generated);
export const GeneratedWeekSchema = PlanWeekSchema.extend(generated);
export type GeneratedDay = z.infer<typeof GeneratedDaySchema>;
export type GeneratedWeek = z.infer<typeof GeneratedWeekSchema>;

export const GeneratePlanResponseSchema = z.union([GeneratedDaySchema, GeneratedWeekSchema]);
export type GeneratePlanResponse = z.infer<typeof GeneratePlanResponseSchema>;

const MealRefSchema = z.object({
  id: z.number().int().positive(),
  servingMultiplier: z
    .number()
    .min(0.5)
    .max(2)
    .refine((value) => Number.isInteger(value * 4), { error: 'must be a multiple of 0.25' }),
});

/** Replace one meal of a day, keeping the others and the day's targets (an extension of Spoonacular's API). */
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
    .array(MealRefSchema.extend({ slot: z.enum(['breakfast', 'lunch', 'dinner', 'snack']) }))
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

/**
 * targets.ts reads this module as it loads, so its UNIT_SYSTEMS cannot be read here yet; the mapped type
 * keeps this list the same as UnitSystem.
 */
const SHOPPING_UNITS = { metric: 'metric', us: 'us' } as const satisfies { [System in UnitSystem]: System };

/**
 * The meals to shop for: a generated plan's, or the recipes of a planned or saved table, at any servings
 * a plan item may hold, up to every item of the largest table; and whether amounts are written in grams,
 * millilitres and cups or in ounces, pounds and cups.
 */
export const ShoppingListRequestSchema = z.object({
  meals: z
    .array(MealRefSchema.extend({ servingMultiplier: PlanItemSchema.shape.servings.unwrap() }))
    .min(1)
    .max(MEAL_PLAN_LIMITS.maxDays * MEAL_PLAN_LIMITS.maxRows * MEAL_PLAN_LIMITS.maxItemsPerCell),
  units: z.enum(SHOPPING_UNITS, { error: 'must be metric or us' }).default('metric'),
});
export type ShoppingListRequest = z.input<typeof ShoppingListRequestSchema>;
export type ShoppingListBody = z.output<typeof ShoppingListRequestSchema>;

export const ShoppingListSchema = z.object({
  groups: z.array(
    z.object({
      group: z.string(),
      items: z.array(
        z.object({
          ingredientId: z.string(),
          name: z.string(),
          /** How much to buy in the units asked for, as a shopper says it: "2 red bell peppers", "1½ cups". */
          amount: z.string().min(1),
          /** The summed weight, when the recipes give one and it comes to a gram or more. */
          grams: z.number().optional(),
          /** The summed volume, when the recipes give a volume and no weight. */
          ml: z.number().optional(),
        }),
      ),
    }),
  ),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;
