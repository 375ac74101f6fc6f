import { RECIPE_PLACEHOLDER_IMAGE, type IngredientLine, type Recipe, type RecipeSummary } from '@thrive/contract';
import { escapeHtml, sanitize } from '../../lib/sanitize';
import { nutritionOf, type ServiceNutrient } from './spoonacular-nutrients';
import type { ServiceInformation, ServiceRecipe } from './spoonacular-schemas';
import { mealTypesOf, ourDiets } from './spoonacular-words';

/**
 * Our ids of the service's recipes are theirs plus this base, and the catalog's stay below it, so an id
 * from one source can never open a recipe of the other (a saved plan's catalog recipe keeps opening it).
 */
export const SPOONACULAR_ID_BASE = 1_000_000_000;
/** Ids must fit a 32-bit integer, as plans store them. */
export const MAX_SERVICE_ID = 2 ** 31 - 1 - SPOONACULAR_ID_BASE;

export const isServiceRecipeId = (id: number) => id >= SPOONACULAR_ID_BASE;

/**
 * One of the service's recipes as a search lists it. Its photos are never shown (they would be hot-linked): its
 * recipes get our plain dish picture.
 */
export function summaryOf(recipe: ServiceRecipe, withNutrition: boolean): RecipeSummary {
  return {
    id: SPOONACULAR_ID_BASE + recipe.id,
    title: recipe.title,
    image: RECIPE_PLACEHOLDER_IMAGE,
    servings: Math.max(1, Math.round(recipe.servings ?? 1)),
    readyInMinutes: Math.round(recipe.readyInMinutes ?? 0),
    diets: ourDiets(recipe),
    mealTypes: mealTypesOf(recipe.dishTypes),
    ...(withNutrition && recipe.nutrition ? { nutrition: nutritionOf(recipe.nutrition.nutrients) } : {}),
  };
}

/** Steps as an ordered list, when the service sent them split rather than as HTML. */
function stepList(information: ServiceInformation): string {
  const steps = information.analyzedInstructions.flatMap((part) => part.steps.map((step) => step.step));
  return steps.length > 0 ? `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : '';
}

function ingredientLine(ingredient: ServiceInformation['extendedIngredients'][number]): IngredientLine {
  return {
    name: ingredient.name,
    text: ingredient.original,
    // Metric amounts, so grams add up in a shopping list.
    amount: ingredient.measures?.metric.amount ?? ingredient.amount,
    unit: ingredient.measures?.metric.unitShort ?? ingredient.unit,
    aisle: ingredient.aisle ?? 'Other',
    ...(typeof ingredient.id === 'number' ? { foodId: ingredient.id } : {}),
  };
}

/** The whole recipe from the service's information and the nutrients per serving it listed. */
export function recipeOf(information: ServiceInformation, nutrients: readonly ServiceNutrient[]): Recipe {
  return {
    ...summaryOf(information, false),
    cuisines: information.cuisines,
    summary: sanitize(information.summary ?? ''),
    ingredients: information.extendedIngredients.map(ingredientLine),
    instructions: sanitize(information.instructions || stepList(information)),
    nutrition: nutritionOf(nutrients),
  };
}
