import { z } from 'zod';
import { boundedText } from '@thrive/contract';

/** The most results one search may ask for. */
export const POOL_SIZE = 100;

/** What Spoonacular's responses must hold for us to read them, each field bounded; fields we do not read are dropped. */

const NutrientSchema = z.object({ name: boundedText(100), amount: z.number(), unit: boundedText(20) });
const NutrientListSchema = z.array(NutrientSchema).max(200);

/** A recipe as complexSearch (with `addRecipeNutrition`) and `information` send it; most fields may be missing. */
export const ServiceRecipeSchema = z.object({
  id: z.number().int().positive(),
  title: boundedText(300),
  readyInMinutes: z.number().nonnegative().optional(),
  servings: z.number().positive().optional(),
  diets: z.array(boundedText(60)).max(30).default([]),
  dishTypes: z.array(boundedText(60)).max(30).default([]),
  cuisines: z.array(boundedText(60)).max(30).default([]),
  nutrition: z
    .object({
      nutrients: NutrientListSchema,
      /** With `addRecipeNutrition`: the ingredients the figures are of. */
      ingredients: z
        .array(z.object({ name: boundedText(200) }))
        .max(200)
        .default([]),
    })
    .optional(),
});
export type ServiceRecipe = z.infer<typeof ServiceRecipeSchema>;

/** The search as sent; its recipes are read one by one (see `serviceSearch`), so one odd recipe costs only itself. */
export const ServiceSearchSchema = z.object({
  results: z.array(z.unknown()).max(POOL_SIZE),
  offset: z.number().int().nonnegative(),
  number: z.number().int().nonnegative(),
  totalResults: z.number().int().nonnegative(),
});
export type ServiceSearch = Omit<z.infer<typeof ServiceSearchSchema>, 'results'> & { results: ServiceRecipe[] };

export const ServiceInformationSchema = ServiceRecipeSchema.extend({
  summary: boundedText(20_000).nullish(),
  instructions: boundedText(50_000).nullish(),
  extendedIngredients: z
    .array(
      z.object({
        id: z.number().int().nullish(),
        name: boundedText(200),
        original: boundedText(500),
        amount: z.number(),
        unit: boundedText(40),
        aisle: boundedText(100).nullish(),
        measures: z.object({ metric: z.object({ amount: z.number(), unitShort: boundedText(40) }) }).optional(),
      }),
    )
    .max(200)
    .default([]),
  analyzedInstructions: z
    .array(z.object({ steps: z.array(z.object({ step: boundedText(5000) })).max(200) }))
    .max(20)
    .default([]),
});
export type ServiceInformation = z.infer<typeof ServiceInformationSchema>;

export const ServiceNutritionSchema = z.object({ nutrients: NutrientListSchema });
