import { INGREDIENTS_BY_ID, RECIPES, type Recipe } from '@thrive/catalog';
import {
  WEEK_DAYS,
  type GeneratePlanQuery,
  type GeneratePlanResponse,
  type PlanDay,
  type RecipeDiet,
  type ShoppingList,
  type ShoppingListRequest,
  type SwapMealBody,
} from '@thrive/contract';
import { FOOD_GROUPS } from '@thrive/nutrition';
import type { Diet } from '@thrive/nutrition';
import {
  generateMealPlan,
  swapMeal,
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

function dietName(diets: readonly RecipeDiet[]): Diet {
  return diets[0] ? DIET_NAMES[diets[0]] : 'Anything';
}

function asBadRequest(error: unknown, field: string): never {
  if (error instanceof PlanRequestError) throw new BadRequestError(error.message, { [field]: error.message });
  throw error;
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
      diet: dietName(diets),
      days,
      seed,
      recipes: plannerRecipes(diets, query.exclude ?? []),
    });
  } catch (error) {
    asBadRequest(error, 'exclude');
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

/** One meal of a day replaced by another recipe for its slot; the other meals stay as they are. */
export function swapDayMeal(solver: Solver, request: SwapMealBody, imageUrl: (id: number) => string): PlanDay {
  const diets = request.diet ?? [];
  try {
    const day = swapMeal(
      solver,
      {
        targetCalories: request.targetCalories,
        mealsPerDay: request.meals.length,
        diet: dietName(diets),
        days: 1,
        seed: request.seed,
        recipes: plannerRecipes(diets, request.exclude ?? []),
      },
      request.meals.map((meal) => ({ slot: meal.slot, recipeId: meal.id, servings: meal.servingMultiplier })),
      request.mealIndex,
      new Set(request.avoid),
    );
    return toDay(day, imageUrl);
  } catch (error) {
    return asBadRequest(error, 'meals');
  }
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

type Measure = { amount: number; name: string; grams: number };

/** Kitchen measures first, then the plainest names: "1½ cup" reads better than "17 leaf". */
function measurePreference(measure: Measure): number {
  const kitchen = /^(cup|tbsp|tablespoon|tsp|teaspoon)\b/.test(measure.name) && !measure.name.includes('(');
  return (kitchen ? 0 : 100) + measure.name.length;
}

/** "1½ cup": an amount in quarters and the measure's name, from the most readable measure. */
function householdMeasure(grams: number, measures: readonly Measure[]) {
  const readable = [...measures]
    .sort((a, b) => measurePreference(a) - measurePreference(b))
    .map((measure) => ({ measure, quarters: Math.round((grams / measure.grams) * measure.amount * 4) }))
    .find(({ quarters }) => quarters >= 1 && quarters <= 80);
  if (!readable) return undefined;
  const whole = Math.floor(readable.quarters / 4);
  const fraction = FRACTIONS[(readable.quarters % 4) / 4] ?? '';
  return `${whole || ''}${fraction} ${readable.measure.name}`.trim();
}

/** Every ingredient of the given meals, summed and grouped by food group in the groups' order. */
export function shoppingList(request: ShoppingListRequest): ShoppingList {
  const grams = new Map<string, number>();
  for (const meal of request.meals) {
    const recipe = RECIPES_BY_ID.get(meal.id);
    if (!recipe) throw new BadRequestError(`No recipe ${meal.id}.`, { meals: `no recipe ${meal.id}` });
    for (const item of recipe.ingredients) {
      const share = (item.grams / recipe.servings) * meal.servingMultiplier;
      grams.set(item.ingredientId, (grams.get(item.ingredientId) ?? 0) + share);
    }
  }
  const groups = FOOD_GROUPS.map((group) => ({
    group,
    items: [...grams]
      .flatMap(([ingredientId, amount]) => {
        const ingredient = INGREDIENTS_BY_ID.get(ingredientId);
        if (!ingredient || ingredient.group !== group) return [];
        const measure = householdMeasure(amount, ingredient.measures);
        return [{ ingredientId, name: ingredient.name, grams: Math.round(amount), ...(measure ? { measure } : {}) }];
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
  return { groups: groups.filter((group) => group.items.length > 0) };
}
