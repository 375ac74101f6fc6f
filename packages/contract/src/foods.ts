import { z } from 'zod';
import { AllergenSchema, ExcludedWordListSchema, IntoleranceListSchema } from './allergens';
import { NutritionSchema } from './nutrition';
import { wholeNumberParam } from './params';

/**
 * Foods as the diary logs them (docs/product.md, "Food diary"): every food of the USDA's Standard Reference
 * (release 24), with its household portions and its nutrients per 100 g.
 */

/** The nutrients a food, an entry and a day carry, beside energy and the three macronutrients, with their units. */
export const MICRONUTRIENTS = {
  fiber: { name: 'Fibre', unit: 'g' },
  sugar: { name: 'Sugars', unit: 'g' },
  saturatedFat: { name: 'Saturated fat', unit: 'g' },
  cholesterol: { name: 'Cholesterol', unit: 'mg' },
  sodium: { name: 'Sodium', unit: 'mg' },
  potassium: { name: 'Potassium', unit: 'mg' },
  calcium: { name: 'Calcium', unit: 'mg' },
  iron: { name: 'Iron', unit: 'mg' },
  magnesium: { name: 'Magnesium', unit: 'mg' },
  zinc: { name: 'Zinc', unit: 'mg' },
  vitaminA: { name: 'Vitamin A', unit: 'µg' },
  vitaminC: { name: 'Vitamin C', unit: 'mg' },
  vitaminD: { name: 'Vitamin D', unit: 'µg' },
  vitaminE: { name: 'Vitamin E', unit: 'mg' },
  vitaminK: { name: 'Vitamin K', unit: 'µg' },
  vitaminB6: { name: 'Vitamin B6', unit: 'mg' },
  vitaminB12: { name: 'Vitamin B12', unit: 'µg' },
  folate: { name: 'Folate', unit: 'µg' },
} as const;
export type Micronutrient = keyof typeof MICRONUTRIENTS;
export const MICRONUTRIENT_KEYS = Object.keys(MICRONUTRIENTS) as Micronutrient[];

const amount = z.number().min(0).max(100_000);

/**
 * Energy, macronutrients and the micronutrients above. A micronutrient is absent where the USDA has no figure
 * for the food: unknown, which is not zero.
 */
export const NutrientsSchema = NutritionSchema.extend(
  Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, amount.optional()])) as Record<
    Micronutrient,
    z.ZodOptional<typeof amount>
  >,
);
export type Nutrients = z.infer<typeof NutrientsSchema>;

/** A household measure: `amount` of `unit` weighs `grams` ("1 cup, chopped" = 160 g). */
export const PortionSchema = z.object({
  amount: z.number().positive(),
  unit: z.string().min(1),
  grams: z.number().positive(),
});
export type Portion = z.infer<typeof PortionSchema>;

/** A USDA food's number (NDB number, five digits), or a product's barcode (8 to 14 digits). */
export const FoodIdSchema = z
  .string()
  .regex(/^(\d{5}|\d{8,14})$/, { error: 'must be a USDA food number (5 digits) or a barcode (8 to 14 digits)' });

/** A barcode (EAN-8, UPC-A, EAN-13, GTIN-14) rather than a USDA number. */
export const isBarcode = (id: string) => id.length >= 8;

export const FOOD_SOURCES = ['usda-sr24', 'open-food-facts'] as const;

export const FoodSchema = z.object({
  id: FoodIdSchema,
  name: z.string().min(1),
  source: z.enum(FOOD_SOURCES),
  portions: z.array(PortionSchema),
  per100g: NutrientsSchema,
  /** The allergens it contains. */
  allergens: z.array(AllergenSchema),
  /**
   * Allergens it may contain: what the brand or the recipe decides. A food whose recipe is unknown (a soup, a
   * cake, a restaurant dish) may contain every allergen it is not said to contain.
   */
  mayContain: z.array(AllergenSchema),
});
export type Food = z.infer<typeof FoodSchema>;

export const FOOD_SEARCH_LIMIT = { default: 20, max: 50 } as const;

/**
 * `q`, typos allowed. What is left out: the signed-in person's exclusions ("My targets"), and `intolerances` and
 * `excludeIngredients` as the recipe search takes them.
 */
export const FoodSearchQuerySchema = z.object({
  q: z.string().trim().min(1, { error: 'Type a food to search for.' }).max(100, { error: 'at most 100 characters' }),
  limit: wholeNumberParam(1, FOOD_SEARCH_LIMIT.max).default(FOOD_SEARCH_LIMIT.default),
  excludeIngredients: ExcludedWordListSchema.optional(),
  intolerances: IntoleranceListSchema.optional(),
});

export const FoodSearchResponseSchema = z.object({
  /** How many foods match, of which `foods` are the best. */
  total: z.number().int().min(0),
  foods: z.array(FoodSchema),
  /** How many more matched but hold something left out. */
  leftOut: z.number().int().min(0),
});
export type FoodSearchResponse = z.infer<typeof FoodSearchResponseSchema>;

export const FoodIdParamsSchema = z.object({ id: FoodIdSchema });

/** Where the diary's foods come from: the USDA's always; products by barcode when the server looks them up. */
export const FoodSourcesSchema = z.object({ barcodes: z.boolean() });
