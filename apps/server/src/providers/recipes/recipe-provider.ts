import type {
  ComplexSearchQuery,
  Exclusions,
  ComplexSearchResponse,
  NutritionWidget,
  RecipeDiet,
  RecipeInformation,
} from '@thrive/contract';
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

/**
 * Where recipes come from: the built-in catalog, or Spoonacular with the catalog behind it. The shapes
 * are Spoonacular's, so the screens cannot tell which one responded.
 */
export interface RecipeProvider {
  search(query: ComplexSearchQuery): Promise<ComplexSearchResponse>;
  /** Undefined when there is no such recipe. */
  information(id: number): Promise<RecipeInformation | undefined>;
  nutrition(id: number): Promise<NutritionWidget | undefined>;
  /** Recipes for a generated plan: every requested diet, nothing the exclusions leave out. */
  plannerPool(diets: readonly RecipeDiet[], exclusions: Exclusions): Promise<PlannerPool>;
}

/** What a search leaves out: its allergens (`intolerances`) and its words (`excludeIngredients`). */
export function searchExclusions(query: ComplexSearchQuery): Exclusions {
  return joinExclusions(query.intolerances, { allergens: [], words: query.excludeIngredients ?? [] });
}
