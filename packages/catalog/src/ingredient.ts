import { z } from 'zod';
import { FOOD_CATEGORIES, FOOD_GROUPS } from '@thrive/nutrition';

/** Energy (kcal), macronutrients, fiber and sugar (g) and sodium (mg) per 100 g of a food. */
export const FactsSchema = z.object({
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
  fat: z.number().nonnegative(),
  fiber: z.number().nonnegative(),
  sugar: z.number().nonnegative(),
  sodium: z.number().nonnegative(),
});

export const IngredientSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(2),
  /** The USDA food number: SR24's NDB number, or FoodData Central's id for published figures. */
  usdaNumber: z.string(),
  /** `usda-sr24` when read from SR24; `usda-published` for modern foods SR24 lacks. */
  source: z.enum(['usda-sr24', 'usda-published']),
  category: z.enum(FOOD_CATEGORIES),
  group: z.enum(FOOD_GROUPS),
  /** Fluent Emoji Flat glyph that pictures it in recipe illustrations. */
  icon: z.string().optional(),
  per100g: FactsSchema,
  /** Household measures, e.g. 1 cup = 185 g. */
  measures: z.array(z.object({ amount: z.number().positive(), name: z.string(), grams: z.number().positive() })),
});
export type Ingredient = z.infer<typeof IngredientSchema>;
