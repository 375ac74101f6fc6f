import { z } from 'zod';
import { AllergenSchema, commaList, ExcludedWordListSchema, IntoleranceListSchema } from './allergens';
import { NutritionSchema } from './nutrition';
import { wholeNumberParam } from './params';
import type { Diet } from './targets';

/**
 * Recipe endpoints keep Spoonacular's request and response shapes, so the built-in catalog and
 * Spoonacular are interchangeable providers (decision 0007).
 */

/** Our plain dish picture: for a recipe without one of its own, or whose picture fails to load. */
export const RECIPE_PLACEHOLDER_IMAGE = '/recipe-fallback.svg';

/** A diet as recipes are labelled with it: one of the person's diets (`DIETS`), in lower case, "Anything" aside. */
export type RecipeDiet = Exclude<Lowercase<Diet>, 'anything'>;

/** Diet names the search accepts (case-insensitive), mapped to the catalog's labels. */
export const DIET_ALIASES = {
  keto: 'keto',
  ketogenic: 'keto',
  paleo: 'paleo',
  paleolithic: 'paleo',
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  aegean: 'aegean',
  mediterranean: 'aegean',
} as const satisfies Record<string, RecipeDiet>;

export const RECIPE_MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type RecipeMealType = (typeof RECIPE_MEAL_TYPES)[number];

/** `diet=vegan,paleo` means both; "anything" (the home page's choice) means no filter. */
export const DietListSchema = z
  .string()
  .max(200)
  .transform((value, context) => {
    const diets = new Set<RecipeDiet>();
    for (const name of commaList(value)) {
      if (name === 'anything') continue;
      const diet = DIET_ALIASES[name as keyof typeof DIET_ALIASES];
      if (!diet) {
        context.addIssue({
          code: 'custom',
          message: `unknown diet "${name}"; use ${Object.keys(DIET_ALIASES).join(', ')}`,
        });
        return z.NEVER;
      }
      diets.add(diet);
    }
    return [...diets];
  });

const IngredientListSchema = z.string().max(500).transform(commaList);

const BooleanFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ComplexSearchQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  diet: DietListSchema.optional(),
  type: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(RECIPE_MEAL_TYPES, { error: `must be one of ${RECIPE_MEAL_TYPES.join(', ')}` }))
    .optional(),
  maxCalories: z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be above 0' }).optional(),
  includeIngredients: IngredientListSchema.optional(),
  /** Words to leave out (see ExclusionsSchema). */
  excludeIngredients: ExcludedWordListSchema.optional(),
  /** Allergens to leave out, in Spoonacular's names (`dairy,tree nut`) or ours (`milk,tree-nuts`). */
  intolerances: IntoleranceListSchema.optional(),
  number: wholeNumberParam(1, 100).default(10),
  offset: wholeNumberParam(0, 10_000).default(0),
  addRecipeNutrition: BooleanFlagSchema.default(false),
});
export type ComplexSearchQuery = z.output<typeof ComplexSearchQuerySchema>;

export const NutrientSchema = z.object({ name: z.string(), amount: z.number(), unit: z.string() });
export type Nutrient = z.infer<typeof NutrientSchema>;

export const RecipeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  imageType: z.string(),
  servings: z.number().int(),
  readyInMinutes: z.number().int(),
  diets: z.array(z.string()),
  dishTypes: z.array(z.string()),
  /**
   * (Our extension) the allergens its ingredients contain and, apart from those, may contain; absent when
   * nobody has reviewed them (a recipe of an outside service), so nothing is claimed either way.
   */
  allergens: z.array(AllergenSchema).optional(),
  mayContain: z.array(AllergenSchema).optional(),
  /** With `addRecipeNutrition`: Spoonacular's list, and (our extension) the four figures a plan counts. */
  nutrition: z.object({ nutrients: z.array(NutrientSchema), perServing: NutritionSchema }).optional(),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

/**
 * Set (our extension) when the recipe service failed and these results come from the built-in catalog
 * instead, so the page can say so (docs/product.md, "Recipe search failures").
 */
export const FallbackFlagSchema = z.literal(true).optional();

export const ComplexSearchResponseSchema = z.object({
  results: z.array(RecipeSummarySchema),
  offset: z.number().int(),
  number: z.number().int(),
  totalResults: z.number().int(),
  fallback: FallbackFlagSchema,
});
export type ComplexSearchResponse = z.infer<typeof ComplexSearchResponseSchema>;

export const RecipeIdParamsSchema = z.object({ id: wholeNumberParam(1, 2 ** 31 - 1) });

export const ExtendedIngredientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The line as a cook reads it. */
  original: z.string(),
  amount: z.number(),
  unit: z.string(),
  /** Food group, for shopping lists. */
  aisle: z.string(),
});
export type ExtendedIngredient = z.infer<typeof ExtendedIngredientSchema>;

/** Everything a search result has, and the whole recipe. */
export const RecipeInformationSchema = RecipeSummarySchema.omit({ nutrition: true }).extend({
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

/** Texts of the recipe page (docs/product.md, "Recipe page"). */
export const RECIPE_MESSAGES = {
  errorTitle: 'Oops! Something went wrong.',
  notFound: 'Recipe not found.',
  /** A recipe id of the recipe service that the service does not know. */
  notFoundOnService: 'Recipe not found on Spoonacular.',
  /** The recipe service failed while a recipe of its own was asked for. */
  serviceFailed: 'Error fetching recipe. Please try again later.',
  noIngredients: 'No ingredients available.',
  noNutrition: 'No nutrition information available.',
  noInstructions: 'No instructions available.',
  fetchRecipeFailed: 'Failed to fetch recipe',
  fetchNutritionFailed: 'Failed to fetch nutrition data',
} as const;

/** The four nutrients the recipe page shows. */
export const RECIPE_PAGE_NUTRIENTS = ['Calories', 'Protein', 'Carbohydrates', 'Fat'] as const;

/** What the recipe search shows for each failure (docs/product.md, "Recipe search failures"). */
export const RECIPE_SEARCH_ERRORS = {
  401: 'Invalid API key...',
  402: 'API quota exceeded. Try again later or upgrade your plan.',
  429: 'Too many requests. Please try again later.',
  other: 'Failed to fetch meals. Showing fallback options.',
} as const;

/** The message for a failed recipe call with this HTTP status (0 when the server was unreachable). */
export function recipeSearchError(status: number): string {
  return status === 401 || status === 402 || status === 429 ? RECIPE_SEARCH_ERRORS[status] : RECIPE_SEARCH_ERRORS.other;
}
