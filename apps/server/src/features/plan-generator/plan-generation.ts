import {
  WEEK_DAYS,
  type GeneratePlanQuery,
  type GeneratePlanResponse,
  type PlanDay,
  type RecipeDiet,
  type SwapMealBody,
} from '@thrive/contract';
import { roundNutrition, type Diet, type Nutrition } from '@thrive/nutrition';
import { generateMealPlan, swapMeal, PlanRequestError, type PlannedDay } from '@thrive/nutrition/meal-plan';
import { BadRequestError } from '../../lib/http-errors';
import type { PlannableRecipe, PlannerPool } from '../../providers/recipes/recipe-provider';

const DIET_NAMES: Record<RecipeDiet, Diet> = {
  keto: 'Keto',
  aegean: 'Aegean',
  paleo: 'Paleo',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
};

/** Spoonacular's `mealplanner/generate` response, whose shape this API keeps, names carbohydrates in full. */
function nutrients(nutrition: Nutrition) {
  const { calories, protein, carbs, fat } = roundNutrition(nutrition);
  return { calories, protein, fat, carbohydrates: carbs };
}

function toDay(day: PlannedDay, recipes: ReadonlyMap<number, PlannableRecipe>): PlanDay {
  return {
    meals: day.meals.map((meal) => {
      const recipe = recipes.get(meal.recipeId)!;
      return {
        id: recipe.id,
        title: recipe.title,
        imageType: 'svg',
        image: recipe.image,
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

function dietName(diets: readonly RecipeDiet[]): Diet {
  return diets[0] ? DIET_NAMES[diets[0]] : 'Anything';
}

function asBadRequest(error: unknown, field: string): never {
  if (error instanceof PlanRequestError) throw new BadRequestError(error.message, { [field]: error.message });
  throw error;
}

const byId = (pool: PlannerPool) => new Map(pool.recipes.map((recipe) => [recipe.id, recipe]));

/** Spoonacular's mealplanner/generate, served by the balanced-day planner over the pool's recipes. */
export function generatePlan(query: GeneratePlanQuery & { seed: number }, pool: PlannerPool): GeneratePlanResponse {
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
  const planned = plan.days.map((day) => toDay(day, recipes));
  const extras = { seed, ...(pool.fallback ? { fallback: pool.fallback } : {}) };
  if (query.timeFrame === 'day') return { ...planned[0]!, ...extras };
  return {
    week: Object.fromEntries(WEEK_DAYS.map((name, index) => [name, planned[index]!])) as Extract<
      GeneratePlanResponse,
      { week: unknown }
    >['week'],
    ...extras,
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
      request.meals.map((meal) => ({ slot: meal.slot, recipeId: meal.id, servings: meal.servingMultiplier })),
      request.mealIndex,
      new Set(request.avoid),
    );
    return toDay(day, byId(pool));
  } catch (error) {
    return asBadRequest(error, 'meals');
  }
}
