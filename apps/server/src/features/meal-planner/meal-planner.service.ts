import { INGREDIENTS_BY_ID, RECIPES, type Recipe } from '@thrive/catalog';
import {
  WEEK_DAYS,
  type GeneratePlanQuery,
  type GeneratePlanResponse,
  type PlanDay,
  type RecipeDiet,
} from '@thrive/contract';
import type { Diet } from '@thrive/nutrition';
import {
  generateMealPlan,
  PlanRequestError,
  type PlannedDay,
  type PlannerRecipe,
  type Solver,
  type SlotNutrition,
} from '@thrive/nutrition/meal-plan';
import { BadRequestError } from '../../lib/http-errors';

const DIET_NAMES: Record<RecipeDiet, Diet> = {
  keto: 'Keto',
  aegean: 'Aegean',
  paleo: 'Paleo',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
};

const RECIPES_BY_ID = new Map(RECIPES.map((recipe) => [recipe.id, recipe]));

function containsExcluded(recipe: Recipe, exclude: readonly string[]): boolean {
  return recipe.ingredients.some((item) => {
    const name = INGREDIENTS_BY_ID.get(item.ingredientId)?.name.toLowerCase() ?? item.ingredientId;
    return exclude.some((term) => name.includes(term));
  });
}

/** The catalog recipes a plan may use: every requested diet, none of the excluded ingredients. */
function plannerRecipes(diets: readonly RecipeDiet[], exclude: readonly string[]): PlannerRecipe[] {
  return RECIPES.filter(
    (recipe) => diets.every((diet) => recipe.diets.includes(diet)) && !containsExcluded(recipe, exclude),
  ).map((recipe) => ({ id: recipe.id, mealTypes: recipe.mealTypes, perServing: recipe.perServing }));
}

const round = (value: number) => Math.round(value * 10) / 10;

function nutrients(nutrition: SlotNutrition) {
  return {
    calories: round(nutrition.calories),
    protein: round(nutrition.protein),
    fat: round(nutrition.fat),
    carbohydrates: round(nutrition.carbs),
  };
}

function toDay(day: PlannedDay, imageUrl: (id: number) => string): PlanDay {
  return {
    meals: day.meals.map((meal) => {
      const recipe = RECIPES_BY_ID.get(meal.recipeId)!;
      return {
        id: recipe.id,
        title: recipe.title,
        imageType: 'svg',
        image: imageUrl(recipe.id),
        readyInMinutes: recipe.readyInMinutes,
        servings: recipe.servings,
        sourceUrl: `/recipe/${recipe.id}`,
        slot: meal.slot,
        servingMultiplier: meal.servings,
        nutrition: nutrients(meal.nutrition),
      };
    }),
    nutrients: nutrients(day.nutrition),
  };
}

/** Spoonacular's mealplanner/generate, answered from the built-in catalog by the HiGHS optimiser. */
export function generatePlan(
  solver: Solver,
  query: GeneratePlanQuery,
  imageUrl: (id: number) => string,
  randomSeed: () => number,
): GeneratePlanResponse {
  const diets = query.diet ?? [];
  const seed = query.seed ?? randomSeed();
  const days = query.timeFrame === 'week' ? WEEK_DAYS.length : 1;
  let plan;
  try {
    plan = generateMealPlan(solver, {
      targetCalories: query.targetCalories,
      mealsPerDay: query.meals,
      diet: diets[0] ? DIET_NAMES[diets[0]] : 'Anything',
      days,
      seed,
      recipes: plannerRecipes(diets, query.exclude ?? []),
    });
  } catch (error) {
    if (error instanceof PlanRequestError) throw new BadRequestError(error.message, { exclude: error.message });
    throw error;
  }
  const planned = plan.days.map((day) => toDay(day, imageUrl));
  if (query.timeFrame === 'day') return { ...planned[0]!, seed };
  return {
    week: Object.fromEntries(WEEK_DAYS.map((name, index) => [name, planned[index]!])) as Extract<
      GeneratePlanResponse,
      { week: unknown }
    >['week'],
    seed,
  };
}
