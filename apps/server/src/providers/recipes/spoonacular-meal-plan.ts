import type { GeneratedPlan, PlanDay, ShoppingListBody, SwapMealBody } from '@thrive/contract';
import { portionNutrition, roundNutrition } from '@thrive/nutrition';
import { WEEK_DAYS } from '@thrive/contract';
import type { PlannerPool } from './recipe-provider';
import type { SpoonacularDay, SpoonacularPlan, SpoonacularSwapBody } from './spoonacular-meal-plan-routes';

/**
 * Our plan day in Spoonacular's meal-planner shape: each meal's nutrition at its servings, carbohydrates named
 * in full, the recipe's yield as `servings`, and the day's sums as `nutrients`. The yields are the pool's: a
 * planned meal carries a serving, not the recipe's yield.
 */
export function toSpoonacularDay(day: PlanDay, pool: PlannerPool): SpoonacularDay {
  const yields = new Map(pool.recipes.map((recipe) => [recipe.id, recipe.servings]));
  const nutrients = ({ calories, protein, carbs, fat }: PlanDay['nutrition']) => ({
    calories,
    protein,
    fat,
    carbohydrates: carbs,
  });
  return {
    meals: day.meals.map((meal) => ({
      id: meal.recipeId,
      title: meal.name,
      imageType: 'svg',
      image: meal.image,
      readyInMinutes: meal.readyInMinutes,
      servings: yields.get(meal.recipeId)!,
      sourceUrl: `/recipe/${meal.recipeId}`,
      slot: meal.slot,
      servingMultiplier: meal.servings,
      nutrition: nutrients(roundNutrition(portionNutrition(meal))),
    })),
    nutrients: nutrients(day.nutrition),
  };
}

/** A generated plan as `mealplanner/generate` responds: one day, or the week keyed monday to sunday. */
export function toSpoonacularPlan(plan: GeneratedPlan, timeFrame: 'day' | 'week', pool: PlannerPool): SpoonacularPlan {
  const extras = { seed: plan.seed, ...(plan.fallback ? { fallback: plan.fallback } : {}) };
  const days = plan.days.map((day) => toSpoonacularDay(day, pool));
  if (timeFrame === 'day') return { ...days[0]!, ...extras };
  return {
    week: Object.fromEntries(WEEK_DAYS.map((name, index) => [name, days[index]!])) as Extract<
      SpoonacularPlan,
      { week: unknown }
    >['week'],
    ...extras,
  };
}

/** A shopping request in Spoonacular's words (`id`, `servingMultiplier`) as ours. */
/** A swap asked in Spoonacular's words, as ours. */
export function fromSpoonacularSwap({ meals, ...request }: SpoonacularSwapBody): SwapMealBody {
  return {
    ...request,
    meals: meals.map(({ id, slot, servingMultiplier }) => ({ recipeId: id, slot, servings: servingMultiplier })),
  };
}

export function fromSpoonacularShopping(request: {
  meals: readonly { id: number; servingMultiplier: number }[];
  units: ShoppingListBody['units'];
}): ShoppingListBody {
  return {
    meals: request.meals.map(({ id, servingMultiplier }) => ({ recipeId: id, servings: servingMultiplier })),
    units: request.units,
  };
}
