import MiniSearch from 'minisearch';
import { INGREDIENTS_BY_ID, RECIPES, type Recipe as CatalogRecipe } from '@thrive/catalog';
import {
  exclusionRule,
  namesIngredient,
  roundNutrition,
  roundTo,
  type ExcludableFood,
  type ExclusionRule,
} from '@thrive/nutrition';
import type {
  Exclusions,
  IngredientLine,
  Recipe,
  RecipeDiet,
  RecipeNutrition,
  RecipeSearchQuery,
  RecipeSearchResponse,
  RecipeSummary,
} from '@thrive/contract';
import { RECIPE_PLACEHOLDER_IMAGE } from '@thrive/contract';
import { escapeHtml, sanitize } from '../../lib/sanitize';
import { searchExclusions, type PlannerPool, type RecipeProvider, type SearchOptions } from './recipe-provider';
import type { HashedImage } from '../../lib/hashed-images';
import { composeRecipeImages } from './catalog-recipe-images';

interface SearchDocument {
  id: number;
  title: string;
  ingredients: string;
  summary: string;
}

/** Nutrition per serving, to two decimals. */
function nutritionOf({ perServing }: CatalogRecipe): RecipeNutrition {
  return {
    ...roundNutrition(perServing, 2),
    fiber: roundTo(perServing.fiber, 2),
    sugar: roundTo(perServing.sugar, 2),
    sodium: roundTo(perServing.sodium, 2),
  };
}

/** The recipe's overview: its summary and, in words, what a serving holds. */
function summaryHtml(recipe: CatalogRecipe): string {
  const facts = recipe.perServing;
  return sanitize(
    `<p>${escapeHtml(recipe.summary)}</p>` +
      `<p>One serving has <b>${Math.round(facts.calories)} calories</b>, <b>${Math.round(facts.protein)} g of protein</b>, ` +
      `<b>${Math.round(facts.carbs)} g of carbohydrate</b> and <b>${Math.round(facts.fat)} g of fat</b>. ` +
      `It serves ${recipe.servings} and is ready in <b>${recipe.readyInMinutes} minutes</b>.</p>`,
  );
}

function ingredientLines(recipe: CatalogRecipe): IngredientLine[] {
  return recipe.ingredients.map((item) => {
    const ingredient = INGREDIENTS_BY_ID.get(item.ingredientId);
    return {
      name: ingredient?.name ?? item.ingredientId,
      text: item.line,
      amount: item.grams,
      unit: 'g',
      aisle: ingredient?.group ?? 'other',
      ...(ingredient ? { foodId: Number(ingredient.usdaNumber) } : {}),
    };
  });
}

function ingredientNames(recipe: CatalogRecipe): string[] {
  return recipe.ingredients.map((item) => INGREDIENTS_BY_ID.get(item.ingredientId)?.name ?? item.ingredientId);
}

/** Each ingredient of a recipe as the exclusion rules read it: its names, its line, its category and allergens. */
function excludableFoods(recipe: CatalogRecipe): ExcludableFood[] {
  return recipe.ingredients.map((item) => {
    const food = INGREDIENTS_BY_ID.get(item.ingredientId)!;
    return {
      names: [food.name, item.line],
      descriptions: [food.usdaDescription],
      category: food.category,
      allergens: food.allergens,
      mayContain: food.mayContain,
    };
  });
}

/** Title matches rank above ingredient matches, which rank above summary matches. */
const FIELD_BOOST = { title: 12, ingredients: 3, summary: 1 };

/** One typo is tolerated in words of four letters or more. */
function fuzziness(term: string): number {
  return term.length >= 4 ? 1 : 0;
}

/** The built-in recipe catalog, in our domain model. */
export class CatalogRecipeProvider implements RecipeProvider {
  private readonly byId: Map<number, CatalogRecipe>;
  /** Lower-case ingredient names per recipe, for the include filter. */
  private readonly namesById: Map<number, string[]>;
  private readonly foodsById: Map<number, ExcludableFood[]>;
  private readonly index: MiniSearch<SearchDocument>;
  readonly images: Map<number, HashedImage>;

  constructor(private readonly recipes: readonly CatalogRecipe[]) {
    this.byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
    this.namesById = new Map(
      recipes.map((recipe) => [recipe.id, ingredientNames(recipe).map((name) => name.toLowerCase())]),
    );
    this.foodsById = new Map(recipes.map((recipe) => [recipe.id, excludableFoods(recipe)]));
    this.images = composeRecipeImages(recipes);
    this.index = new MiniSearch<SearchDocument>({
      fields: ['title', 'ingredients', 'summary'],
      searchOptions: { boost: FIELD_BOOST, fuzzy: fuzziness, prefix: (term) => term.length >= 3, combineWith: 'AND' },
    });
    this.index.addAll(
      recipes.map((recipe) => ({
        id: recipe.id,
        title: recipe.title,
        ingredients: ingredientNames(recipe).join(' '),
        summary: recipe.summary,
      })),
    );
  }

  private summaryOf(recipe: CatalogRecipe, { withNutrition }: SearchOptions): RecipeSummary {
    const image = this.images.get(recipe.id);
    return {
      id: recipe.id,
      title: recipe.title,
      image: image?.url ?? '',
      servings: recipe.servings,
      readyInMinutes: recipe.readyInMinutes,
      diets: recipe.diets,
      mealTypes: recipe.mealTypes,
      allergens: recipe.allergens,
      mayContain: recipe.mayContain,
      ...(withNutrition ? { nutrition: nutritionOf(recipe) } : {}),
    };
  }

  /** Whether one of the recipe's ingredient names holds the term, in the plural or the singular. */
  private contains(recipe: CatalogRecipe, term: string): boolean {
    return (this.namesById.get(recipe.id) ?? []).some((name) => namesIngredient(name, term));
  }

  /** Whether the rule leaves out any of the recipe's ingredients. */
  private leftOut(recipe: CatalogRecipe, rule: ExclusionRule): boolean {
    return (this.foodsById.get(recipe.id) ?? []).some(rule);
  }

  private matchesFilters(recipe: CatalogRecipe, query: RecipeSearchQuery, rule: ExclusionRule): boolean {
    if (query.diet?.some((diet) => !recipe.diets.includes(diet))) return false;
    if (query.mealType && !recipe.mealTypes.includes(query.mealType)) return false;
    if (query.maxCalories !== undefined && recipe.perServing.calories > query.maxCalories) return false;
    if (query.includeIngredients?.some((term) => !this.contains(recipe, term))) return false;
    return !this.leftOut(recipe, rule);
  }

  async search(query: RecipeSearchQuery, options: SearchOptions): Promise<RecipeSearchResponse> {
    const ranked = query.query
      ? this.index.search(query.query).flatMap((hit) => this.byId.get(hit.id as number) ?? [])
      : this.recipes;
    const rule = exclusionRule(searchExclusions(query));
    const matching = ranked.filter((recipe) => this.matchesFilters(recipe, query, rule));
    return {
      results: matching
        .slice(query.offset, query.offset + query.limit)
        .map((recipe) => this.summaryOf(recipe, options)),
      offset: query.offset,
      total: matching.length,
    };
  }

  async recipe(id: number): Promise<Recipe | undefined> {
    const recipe = this.byId.get(id);
    if (!recipe) return undefined;
    const instructions = `<ol>${recipe.instructions.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`;
    return {
      ...this.summaryOf(recipe, { withNutrition: false }),
      cuisines: [recipe.cuisine],
      summary: summaryHtml(recipe),
      ingredients: ingredientLines(recipe),
      instructions: sanitize(instructions),
      nutrition: nutritionOf(recipe),
    };
  }

  async plannerPool(diets: readonly RecipeDiet[], exclusions: Exclusions): Promise<PlannerPool> {
    const rule = exclusionRule(exclusions);
    const recipes = this.recipes
      .filter((recipe) => diets.every((diet) => recipe.diets.includes(diet)) && !this.leftOut(recipe, rule))
      .map((recipe) => ({
        id: recipe.id,
        title: recipe.title,
        image: this.images.get(recipe.id)?.url ?? RECIPE_PLACEHOLDER_IMAGE,
        readyInMinutes: recipe.readyInMinutes,
        servings: recipe.servings,
        mealTypes: recipe.mealTypes,
        perServing: recipe.perServing,
      }));
    return { recipes };
  }
}

let shared: CatalogRecipeProvider | undefined;

/** The catalog never changes while the process runs, so one provider serves every app instance. */
export function catalogRecipeProvider(): CatalogRecipeProvider {
  shared ??= new CatalogRecipeProvider(RECIPES);
  return shared;
}
