import type { Exclusions, Recipe, RecipeDiet, RecipeSearchQuery, RecipeSearchResponse } from '@thrive/contract';
import { joinExclusions } from '@thrive/contract';
import type { PlannerRecipe } from '@thrive/nutrition/meal-plan';

/** A recipe a generated plan may use, with what the plan shows of it. */
export interface PlannableRecipe extends PlannerRecipe {
  title: string;
  image: string;
  readyInMinutes: number;
  servings: number;
}

/** The recipes a plan is built from; `fallback` when the built-in catalog stood in for a failed service. */
export interface PlannerPool {
  recipes: readonly PlannableRecipe[];
  fallback?: true;
}

/** What a search may leave out of its results: their nutrition, which costs the recipe service more to send. */
export interface SearchOptions {
  withNutrition: boolean;
}

/**
 * Where recipes come from: the built-in catalog, or Spoonacular with the catalog behind it. Both answer in
 * our domain model (docs/decisions/0028), so the screens cannot tell which one responded.
 */
export interface RecipeProvider {
  search(query: RecipeSearchQuery, options: SearchOptions): Promise<RecipeSearchResponse>;
  /** The whole recipe with its nutrition; undefined when there is no such recipe. */
  recipe(id: number): Promise<Recipe | undefined>;
  /** Recipes for a generated plan: every requested diet, nothing the exclusions leave out. */
  plannerPool(diets: readonly RecipeDiet[], exclusions: Exclusions): Promise<PlannerPool>;
}

/** What a search leaves out: its allergens (`intolerances`) and its words (`excludeIngredients`). */
export function searchExclusions(query: RecipeSearchQuery): Exclusions {
  return joinExclusions(query.intolerances, { allergens: [], words: query.excludeIngredients ?? [] });
}
