import { z } from 'zod';
import { AllergenSchema } from '@thrive/contract';
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

/**
 * The allergens a food carries, as reviewed one by one: `allergens` it contains (an empty list is the
 * decision that it contains none), and those it `mayContain` depending on the brand or the kitchen (a
 * Dijon mustard with sulphites, bread baked beside sesame). Both are left out of plans that exclude them;
 * only what a food contains is said to be in it.
 */
export const foodAllergensShape = {
  allergens: z.array(AllergenSchema),
  mayContain: z.array(AllergenSchema).min(1).optional(),
};

/** An allergen is either contained or possible, never both. */
export const allergensApart = [
  ({ allergens, mayContain = [] }: { allergens: readonly string[]; mayContain?: readonly string[] | undefined }) =>
    !mayContain.some((allergen) => allergens.includes(allergen)),
  { error: 'an allergen it contains cannot also be one it may contain', path: ['mayContain'] as string[] },
] as const;

export const IngredientSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(2),
    /** The USDA food number: SR24's NDB number, or FoodData Central's id for published figures. */
    usdaNumber: z.string(),
    /** USDA's own description, e.g. "Cheese, parmesan, grated": what a search for "cheese" also reads. */
    usdaDescription: z.string().min(1),
    /** `usda-sr24` when read from SR24; `usda-published` for modern foods SR24 lacks. */
    source: z.enum(['usda-sr24', 'usda-published']),
    category: z.enum(FOOD_CATEGORIES),
    group: z.enum(FOOD_GROUPS),
    /** Fluent Emoji Flat glyph that pictures it in recipe illustrations. */
    icon: z.string().optional(),
    per100g: FactsSchema,
    /** Household measures, e.g. 1 cup = 185 g. */
    measures: z.array(z.object({ amount: z.number().positive(), name: z.string(), grams: z.number().positive() })),
    ...foodAllergensShape,
  })
  .refine(...allergensApart);
export type Ingredient = z.infer<typeof IngredientSchema>;
