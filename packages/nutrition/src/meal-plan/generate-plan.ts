import { solveDay, type SlotChoices, type SlotPick } from './day-model';
import { seededRandom, shuffled } from './random';
import { dayTargets, type DayTargets } from './targets';
import {
  PLAN_LIMITS,
  SERVING_QUARTERS,
  slotsFor,
  type MealPlan,
  type MealSlot,
  type PlanRequest,
  type PlannedDay,
  type PlannedMeal,
  type PlannerRecipe,
  type SlotNutrition,
} from './plan-types';
import type { Solver } from './solver';

/** Candidates kept per slot: enough choice for the solver, few enough for a fast solve. */
export const CANDIDATES_PER_SLOT = 5;
/** Variety: a recipe appears at most this often in any week. */
export const MAX_PER_WEEK = 2;
/** Snacks are meant to be smaller than meals when sharing out the day's calories. */
const SLOT_SHARE: Record<MealSlot, number> = { breakfast: 1, lunch: 1.2, dinner: 1.3, snack: 0.45 };

function scaled(recipe: PlannerRecipe, quarters: number): SlotNutrition {
  const factor = quarters / 4;
  const { calories, protein, carbs, fat } = recipe.perServing;
  return { calories: calories * factor, protein: protein * factor, carbs: carbs * factor, fat: fat * factor };
}

export function sumNutrition(meals: readonly { nutrition: SlotNutrition }[]): SlotNutrition {
  return meals.reduce(
    (total, meal) => ({
      calories: total.calories + meal.nutrition.calories,
      protein: total.protein + meal.nutrition.protein,
      carbs: total.carbs + meal.nutrition.carbs,
      fat: total.fat + meal.nutrition.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
}

function toDay(slots: readonly MealSlot[], picks: readonly SlotPick[]): PlannedDay {
  const meals: PlannedMeal[] = picks.map((pick, index) => ({
    slot: slots[index]!,
    recipeId: pick.recipe.id,
    servings: pick.quarters / 4,
    nutrition: scaled(pick.recipe, pick.quarters),
  }));
  return { meals, nutrition: sumNutrition(meals) };
}

/** The calories each slot would carry if the day were shared out by SLOT_SHARE. */
function idealCalories(slots: readonly MealSlot[], target: number): number[] {
  const total = slots.reduce((sum, slot) => sum + SLOT_SHARE[slot], 0);
  return slots.map((slot) => (target * SLOT_SHARE[slot]) / total);
}

/** Used when the solver gives nothing in time: each slot takes the candidate and size nearest its share. */
function greedyDay(choices: readonly SlotChoices[], targets: DayTargets, slots: readonly MealSlot[]): SlotPick[] {
  const ideals = idealCalories(slots, targets.calories);
  const used = new Set<number>();
  return choices.map((choice, index) => {
    let best: SlotPick | undefined;
    let bestError = Number.POSITIVE_INFINITY;
    for (const recipe of choice.candidates) {
      if (used.has(recipe.id)) continue;
      const range = choice.fixedQuarters ? [choice.fixedQuarters] : [2, 3, 4, 5, 6, 7, 8];
      for (const quarters of range) {
        const error = Math.abs(scaled(recipe, quarters).calories - ideals[index]!);
        if (error < bestError) [best, bestError] = [{ recipe, quarters }, error];
      }
    }
    const pick = best ?? { recipe: choice.candidates[0]!, quarters: 4 };
    used.add(pick.recipe.id);
    return pick;
  });
}

export class PlanRequestError extends RangeError {}

function validate(request: PlanRequest): void {
  const { calories, meals, days } = PLAN_LIMITS;
  if (!(request.targetCalories >= calories.min && request.targetCalories <= calories.max)) {
    throw new PlanRequestError(`targetCalories must be between ${calories.min} and ${calories.max}`);
  }
  if (!Number.isInteger(request.mealsPerDay) || request.mealsPerDay < meals.min || request.mealsPerDay > meals.max) {
    throw new PlanRequestError(`meals must be a whole number from ${meals.min} to ${meals.max}`);
  }
  if (!Number.isInteger(request.days) || request.days < days.min || request.days > days.max) {
    throw new PlanRequestError(`days must be a whole number from ${days.min} to ${days.max}`);
  }
}

interface Variety {
  /** Uses of each recipe in the current week. */
  weekly: Map<number, number>;
  /** Recipe in each slot yesterday. */
  yesterday: (number | undefined)[];
}

/** The recipes a slot may take today, best suited to its calorie share first, in seeded order. */
function candidatesFor(
  slot: MealSlot,
  index: number,
  recipes: readonly PlannerRecipe[],
  variety: Variety,
  ideal: number,
  random: () => number,
): PlannerRecipe[] {
  const suitable = recipes.filter((recipe) => recipe.mealTypes.includes(slot));
  const fresh = suitable.filter(
    (recipe) => (variety.weekly.get(recipe.id) ?? 0) < MAX_PER_WEEK && recipe.id !== variety.yesterday[index],
  );
  // A tiny catalog may run out of fresh recipes: repeats beat an empty slot.
  const pool = shuffled(fresh.length > 0 ? fresh : suitable, random);
  const reachable = (recipe: PlannerRecipe) => {
    const ratio = ideal / recipe.perServing.calories;
    return ratio >= SERVING_QUARTERS.min / 4 && ratio <= SERVING_QUARTERS.max / 4;
  };
  return [...pool.filter(reachable), ...pool.filter((recipe) => !reachable(recipe))].slice(0, CANDIDATES_PER_SLOT);
}

/**
 * A plan of `days` days: for every slot a suitable recipe and serving size, chosen day by day by
 * HiGHS to come closest to the calorie target and, for diets with a full split, to its macros.
 * The same seed gives the same plan.
 */
export function generateMealPlan(solver: Solver, request: PlanRequest): MealPlan {
  validate(request);
  const random = seededRandom(request.seed);
  const slots = slotsFor(request.mealsPerDay);
  const targets = dayTargets(request.diet, request.targetCalories);
  const ideals = idealCalories(slots, request.targetCalories);
  const variety: Variety = { weekly: new Map(), yesterday: [] };
  const tieBreaks = new Map(request.recipes.map((recipe) => [recipe.id, random() * 0.01]));
  const tieBreak = (id: number) => tieBreaks.get(id) ?? 0;
  const days: PlannedDay[] = [];

  for (let day = 0; day < request.days; day++) {
    if (day % 7 === 0) variety.weekly.clear();
    const choices = slots.map((slot, index) => ({
      slot,
      candidates: candidatesFor(slot, index, request.recipes, variety, ideals[index]!, random),
    }));
    if (choices.some((choice) => choice.candidates.length === 0)) {
      throw new PlanRequestError('Not enough recipes match this diet and these exclusions to fill every meal.');
    }
    const picks = solveDay(solver, choices, targets, tieBreak) ?? greedyDay(choices, targets, slots);
    picks.forEach((pick, index) => {
      variety.weekly.set(pick.recipe.id, (variety.weekly.get(pick.recipe.id) ?? 0) + 1);
      variety.yesterday[index] = pick.recipe.id;
    });
    days.push(toDay(slots, picks));
  }
  return { days };
}

/**
 * Replaces one meal of a day with another recipe for the same slot, keeping every other meal of
 * the plan as it is and the day as close to its targets as the new choice allows.
 */
export function swapMeal(
  solver: Solver,
  request: PlanRequest,
  plan: MealPlan,
  dayIndex: number,
  mealIndex: number,
): MealPlan {
  validate(request);
  const day = plan.days[dayIndex];
  const meal = day?.meals[mealIndex];
  if (!day || !meal) throw new PlanRequestError('There is no such meal in the plan.');
  const byId = new Map(request.recipes.map((recipe) => [recipe.id, recipe]));
  const inPlan = new Set(plan.days.flatMap((d) => d.meals.map((m) => m.recipeId)));
  const random = seededRandom(request.seed);
  const slots = day.meals.map((m) => m.slot);
  const targets = dayTargets(request.diet, request.targetCalories);
  const choices: SlotChoices[] = day.meals.map((m, index) => {
    if (index !== mealIndex) {
      const kept = byId.get(m.recipeId);
      if (!kept) throw new PlanRequestError('The plan holds a recipe outside this diet.');
      return { slot: m.slot, candidates: [kept], fixedQuarters: Math.round(m.servings * 4) };
    }
    const others = request.recipes.filter(
      (recipe) => recipe.mealTypes.includes(m.slot) && recipe.id !== meal.recipeId && !inPlan.has(recipe.id),
    );
    const fallback = request.recipes.filter(
      (recipe) => recipe.mealTypes.includes(m.slot) && recipe.id !== meal.recipeId,
    );
    return {
      slot: m.slot,
      candidates: shuffled(others.length ? others : fallback, random).slice(0, CANDIDATES_PER_SLOT * 2),
    };
  });
  if (choices[mealIndex]!.candidates.length === 0) throw new PlanRequestError('No other recipe suits this meal.');
  const picks = solveDay(solver, choices, targets, () => random() * 0.01) ?? greedyDay(choices, targets, slots);
  const days = plan.days.map((d, index) => (index === dayIndex ? toDay(slots, picks) : d));
  return { days };
}
