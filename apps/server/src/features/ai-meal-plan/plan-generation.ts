import {
  MEAL_PLAN_LIMITS,
  WEEK_DAYS,
  type GeneratePlanQuery,
  type GeneratedPlan,
  type PlanDay,
  type RecipeDiet,
  type SwapMealBody,
} from '@thrive/contract';
import { roundNutrition, type Diet } from '@thrive/nutrition';
import { generateMealPlan, swapMeal, PlanRequestError, type OptimisedDay } from '@thrive/nutrition/meal-plan';
import { BadRequestError } from '../../lib/http-errors';
import type { PlannableRecipe, PlannerPool } from '../../providers/recipes/recipe-provider';

const DIET_NAMES: Record<RecipeDiet, Diet> = {
  keto: 'Keto',
  aegean: 'Aegean',
  paleo: 'Paleo',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
};

/**
 * The optimiser's day as generated meals: each recipe's name, picture and time, one serving's nutrition as the
 * recipe gives it (so a meal's own total is exactly the one the optimiser weighed) and the day's sums rounded.
 */
function toDay(day: OptimisedDay, recipes: ReadonlyMap<number, PlannableRecipe>): PlanDay {
  return {
    meals: day.meals.map(({ slot, recipeId, servings }) => {
      const recipe = recipes.get(recipeId)!;
      const { calories, protein, carbs, fat } = recipe.perServing;
      return {
        recipeId,
        name: recipe.title.slice(0, MEAL_PLAN_LIMITS.maxNameLength),
        image: recipe.image,
        servings,
        calories,
        protein,
        carbs,
        fat,
        slot,
        readyInMinutes: recipe.readyInMinutes,
      };
    }),
    nutrition: roundNutrition(day.nutrition),
  };
}

function dietName(diets: readonly RecipeDiet[]): Diet {
  return diets[0] ? DIET_NAMES[diets[0]] : 'Anything';
}

function asBadRequest(error: unknown, field: string): never {
  if (error instanceof PlanRequestError) throw new BadRequestError(error.message, { [field]: error.message });
  throw error;
}

const byId = (pool: PlannerPool) => new Map(pool.recipes.map((recipe) => [recipe.id, recipe]));

/** A day or a week from Monday, made by the balanced-day planner over the pool's recipes. */
export function generatePlan(query: GeneratePlanQuery & { seed: number }, pool: PlannerPool): GeneratedPlan {
  const diets = query.diet ?? [];
  const seed = query.seed;
  const days = query.timeFrame === 'week' ? WEEK_DAYS.length : 1;
  let plan;
  try {
    plan = generateMealPlan({
      targetCalories: query.targetCalories,
      mealsPerDay: query.meals,
      diet: dietName(diets),
      macros: query.macros,
      days,
      seed,
      recipes: pool.recipes,
    });
  } catch (error) {
    asBadRequest(error, query.exclude?.length ? 'exclude' : query.intolerances ? 'intolerances' : 'diet');
  }
  const recipes = byId(pool);
  return {
    seed,
    ...(pool.fallback ? { fallback: pool.fallback } : {}),
    days: plan.days.map((day) => toDay(day, recipes)),
  };
}

/** One meal of a day replaced by another recipe for its slot; the other meals stay as they are. */
export function swapDayMeal(request: SwapMealBody, pool: PlannerPool): PlanDay {
  const diets = request.diet ?? [];
  try {
    const day = swapMeal(
      {
        targetCalories: request.targetCalories,
        mealsPerDay: request.meals.length,
        diet: dietName(diets),
        macros: request.macros,
        days: 1,
        seed: request.seed,
        recipes: pool.recipes,
      },
      request.meals.map(({ slot, recipeId, servings }) => ({ slot, recipeId, servings })),
      request.mealIndex,
      new Set(request.avoid),
    );
    return toDay(day, byId(pool));
  } catch (error) {
    return asBadRequest(error, 'meals');
  }
}
