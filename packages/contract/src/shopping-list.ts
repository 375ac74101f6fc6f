import { z } from 'zod';
import { MEAL_PLAN_LIMITS, PlannedMealSchema } from './meal-plans';
import type { UnitSystem } from './targets';

/**
 * targets.ts reads this module as it loads, so its UNIT_SYSTEMS cannot be read here yet; the mapped type
 * keeps this list the same as UnitSystem.
 */
const SHOPPING_UNITS = { metric: 'metric', us: 'us' } as const satisfies { [System in UnitSystem]: System };

/** A list covers at most every item of the largest table. */
export const SHOPPING_LIST_LIMITS = {
  maxMeals: MEAL_PLAN_LIMITS.maxDays * MEAL_PLAN_LIMITS.maxRows * MEAL_PLAN_LIMITS.maxItemsPerCell,
} as const;

/**
 * The meals to shop for, each a planned meal's recipe and servings: a generated plan's, or a planned or saved
 * table's, at any servings a planned meal may hold; and whether amounts are written in grams, millilitres and
 * cups or in ounces, pounds and cups.
 */
export const ShoppingListRequestSchema = z.object({
  meals: z
    .array(z.object({ recipeId: z.number().int().positive(), servings: PlannedMealSchema.shape.servings.unwrap() }))
    .min(1)
    .max(SHOPPING_LIST_LIMITS.maxMeals),
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
