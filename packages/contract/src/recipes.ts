import { z } from 'zod';
import { AllergenSchema, commaList, ExcludedWordListSchema, IntoleranceListSchema } from './allergens';
import { NutritionSchema } from './nutrition';
import { wholeNumberParam } from './params';
import type { Diet } from './targets';

/**
 * Recipes in our own words, whether the built-in catalog or the recipe service has them (decisions 0007 and 0028);
 * Spoonacular's shapes are kept by the server for clients that speak them.
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

/** A recipe search (docs/product.md, "Custom meal planner" and "Home"): every filter must hold. */
export const RecipeSearchQuerySchema = z.object({
  /** Words of the title, the ingredients or the summary. */
  query: z.string().trim().max(100).optional(),
  diet: DietListSchema.optional(),
  mealType: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(RECIPE_MEAL_TYPES, { error: `must be one of ${RECIPE_MEAL_TYPES.join(', ')}` }))
    .optional(),
  /** Per serving. */
  maxCalories: z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be above 0' }).optional(),
  includeIngredients: IngredientListSchema.optional(),
  /** Words to leave out (see ExclusionsSchema). */
  excludeIngredients: ExcludedWordListSchema.optional(),
  /** Allergens to leave out, in our names (`milk,tree-nuts`) or the recipe service's (`dairy,tree nut`). */
  intolerances: IntoleranceListSchema.optional(),
  /** How many results at most. */
  limit: wholeNumberParam(1, 100).default(10),
  /** How many matching recipes come before the first result. */
  offset: wholeNumberParam(0, 10_000).default(0),
});
export type RecipeSearchQuery = z.output<typeof RecipeSearchQuerySchema>;

const nutrientAmount = z.number().min(0).max(100_000).optional();

/**
 * A recipe's nutrition per serving: the four figures every plan counts and, where the source gives them, fibre and
 * sugars (g) and sodium (mg).
 */
export const RecipeNutritionSchema = NutritionSchema.extend({
  fiber: nutrientAmount,
  sugar: nutrientAmount,
  sodium: nutrientAmount,
});
export type RecipeNutrition = z.infer<typeof RecipeNutritionSchema>;

/** A recipe as a search lists it. */
export const RecipeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The picture's address: our own, never the recipe service's. */
  image: z.string(),
  /** How many servings the recipe makes. */
  servings: z.number().int(),
  readyInMinutes: z.number().int(),
  /** Our diets (`RecipeDiet`) and any other the recipe service names. */
  diets: z.array(z.string()),
  mealTypes: z.array(z.enum(RECIPE_MEAL_TYPES)),
  /**
   * The allergens its ingredients contain and, apart from those, may contain; absent when nobody has reviewed them
   * (a recipe of the recipe service), so nothing is claimed either way.
   */
  allergens: z.array(AllergenSchema).optional(),
  mayContain: z.array(AllergenSchema).optional(),
  /** Per serving; absent when the recipe service sent none. */
  nutrition: RecipeNutritionSchema.optional(),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

/**
 * Set when the recipe service failed and these results come from the built-in catalog instead, so the page can say
 * so (docs/product.md, "Recipe search failures").
 */
export const FallbackFlagSchema = z.literal(true).optional();

export const RecipeSearchResponseSchema = z.object({
  results: z.array(RecipeSummarySchema),
  /** As asked. */
  offset: z.number().int(),
  /** How many recipes match in all. */
  total: z.number().int(),
  fallback: FallbackFlagSchema,
});
export type RecipeSearchResponse = z.infer<typeof RecipeSearchResponseSchema>;

export const RecipeIdParamsSchema = z.object({ id: wholeNumberParam(1, 2 ** 31 - 1) });

/** One line of a recipe's ingredients. */
export const IngredientLineSchema = z.object({
  name: z.string(),
  /** The line as a cook reads it, e.g. "1 cup (185 g) cooked quinoa". */
  text: z.string(),
  /** The quantity in the whole recipe, in `unit` (grams for the catalog's recipes). */
  amount: z.number(),
  unit: z.string(),
  /** Where a shop keeps it: the food group, or the recipe service's aisle. */
  aisle: z.string(),
  /** The food's number: USDA's for the catalog's foods, the recipe service's for its own; absent when unknown. */
  foodId: z.number().int().optional(),
});
export type IngredientLine = z.infer<typeof IngredientLineSchema>;

/** The whole recipe, as its page shows it. */
export const RecipeSchema = RecipeSummarySchema.extend({
  cuisines: z.array(z.string()),
  /** Sanitised HTML. */
  summary: z.string(),
  ingredients: z.array(IngredientLineSchema),
  /** Sanitised HTML: an ordered list of steps. */
  instructions: z.string(),
  /** Per serving. */
  nutrition: RecipeNutritionSchema,
});
export type Recipe = z.infer<typeof RecipeSchema>;

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
