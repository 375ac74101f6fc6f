import { balancedDay } from './balanced-day';
import { solvePortions, type DaySolution, type SlotPick, type SlotRecipe } from './day-model';
import { slotBands } from './slot-bands';
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
} from './plan-types';
import type { Solver } from './solver';
import { scaleNutrition, sumNutrition, type Nutrition } from '../macros';

/** Candidates kept per slot for a day. */
export const CANDIDATES_PER_SLOT = 10;
/** With balanced days: more candidates, since fewer servings are open to each. */
const BALANCED_CANDIDATES_PER_SLOT = 24;
/** Recipe combinations drawn per day; HiGHS sizes the servings of each and the best one wins. */
export const COMBINATIONS_PER_DAY = 24;

/** The recipes one slot of a day may take. */
interface SlotChoices {
  slot: MealSlot;
  candidates: readonly PlannerRecipe[];
  fixedQuarters?: number;
}
/** Percentage points of random jitter on a candidate's macro distance: variety between seeds. */
const SPLIT_JITTER = 15;
/** Variety: a recipe appears at most this often in any week. */
export const MAX_PER_WEEK = 2;
/** Snacks are meant to be smaller than meals when sharing out the day's calories. */
const SLOT_SHARE: Record<MealSlot, number> = { breakfast: 1, lunch: 1.2, dinner: 1.3, snack: 0.45 };

function scaled(recipe: PlannerRecipe, quarters: number): Nutrition {
  return scaleNutrition(recipe.perServing, quarters / 4);
}

/** The true sum of a day's meals. */
export function dayNutrition(meals: readonly { nutrition: Nutrition }[]): Nutrition {
  return sumNutrition(meals.map((meal) => meal.nutrition));
}

function toDay(slots: readonly MealSlot[], picks: readonly SlotPick[]): PlannedDay {
  const meals: PlannedMeal[] = picks.map((pick, index) => ({
    slot: slots[index]!,
    recipeId: pick.recipe.id,
    servings: pick.quarters / 4,
    nutrition: scaled(pick.recipe, pick.quarters),
  }));
  return { meals, nutrition: dayNutrition(meals) };
}

/** The calories each slot would carry if the day were shared out by SLOT_SHARE. */
function idealCalories(slots: readonly MealSlot[], target: number): number[] {
  const total = slots.reduce((sum, slot) => sum + SLOT_SHARE[slot], 0);
  return slots.map((slot) => (target * SLOT_SHARE[slot]) / total);
}

/** Used when no solve ends within its iteration bound: each slot takes the candidate and size nearest its share. */
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

/** One recipe per slot, no recipe twice, drawn from each slot's candidates in seeded order. */
function sampleCombination(choices: readonly SlotChoices[], random: () => number): SlotRecipe[] | null {
  const used = new Set<number>();
  const combination: SlotRecipe[] = [];
  for (const { slot, candidates, fixedQuarters } of choices) {
    const open = candidates.filter((recipe) => !used.has(recipe.id));
    const recipe = open[Math.floor(random() * open.length)];
    if (!recipe) return null;
    used.add(recipe.id);
    combination.push({ slot, recipe, ...(fixedQuarters === undefined ? {} : { fixedQuarters }) });
  }
  return combination;
}

/**
 * The day decomposed: draw recipe combinations, let HiGHS size the servings of each, and keep
 * the one closest to the day's targets.
 */
function bestCombination(
  solver: Solver,
  choices: readonly SlotChoices[],
  targets: DayTargets,
  random: () => number,
): SlotPick[] | null {
  let best: DaySolution | null = null;
  for (let attempt = 0; attempt < COMBINATIONS_PER_DAY; attempt++) {
    const combination = sampleCombination(choices, random);
    const solution = combination && solvePortions(solver, combination, targets);
    if (solution && (!best || solution.cost < best.cost)) best = solution;
  }
  return best?.picks ?? null;
}

/** How far a recipe's own energy split is from the day's macro targets, in percentage points. */
function splitDistance(recipe: PlannerRecipe, targets: DayTargets): number {
  if (!targets.macros) return 0;
  const { protein, carbs, fat } = recipe.perServing;
  const energy = protein * 4 + carbs * 4 + fat * 9 || 1;
  const target = targets.calories;
  return (
    (Math.abs((protein * 4) / energy - (targets.macros.protein * 4) / target) +
      Math.abs((carbs * 4) / energy - (targets.macros.carbs * 4) / target) +
      Math.abs((fat * 9) / energy - (targets.macros.fat * 9) / target)) *
    100
  );
}

/**
 * The recipes a slot may take today: those that can carry its calorie share, then those whose
 * own macro split is nearest the diet's, with a seeded jitter so every seed plans differently.
 */
function candidatesFor(
  slot: MealSlot,
  index: number,
  recipes: readonly PlannerRecipe[],
  variety: Variety,
  ideal: number,
  targets: DayTargets,
  random: () => number,
  balanced: boolean,
): PlannerRecipe[] {
  const suitable = recipes.filter((recipe) => recipe.mealTypes.includes(slot));
  const fresh = suitable.filter(
    (recipe) => (variety.weekly.get(recipe.id) ?? 0) < MAX_PER_WEEK && recipe.id !== variety.yesterday[index],
  );
  // A tiny catalog may run out of fresh recipes: repeats beat an empty slot.
  const pool = shuffled(fresh.length > 0 ? fresh : suitable, random);
  const [low, high] = balanced ? [0.75, 1.5] : [SERVING_QUARTERS.min / 4, SERVING_QUARTERS.max / 4];
  const reachable = (recipe: PlannerRecipe) => {
    const ratio = ideal / recipe.perServing.calories;
    return ratio >= low && ratio <= high;
  };
  const rank = new Map(pool.map((recipe) => [recipe.id, splitDistance(recipe, targets) + random() * SPLIT_JITTER]));
  const byFit = (a: PlannerRecipe, b: PlannerRecipe) => rank.get(a.id)! - rank.get(b.id)!;
  // Balanced days look past the reachable recipes at those that come nearest the share at a half or a double.
  const gap = (recipe: PlannerRecipe) =>
    Math.max(0, ideal - 2 * recipe.perServing.calories, recipe.perServing.calories / 2 - ideal);
  const byNearness = (a: PlannerRecipe, b: PlannerRecipe) => gap(a) - gap(b) || byFit(a, b);
  const unreachable = pool.filter((recipe) => !reachable(recipe)).sort(balanced ? byNearness : byFit);
  // Balanced days take first the recipes whose one serving already comes near the share.
  const nearAtOne = (recipe: PlannerRecipe) => {
    const ratio = ideal / recipe.perServing.calories;
    return balanced && ratio >= 0.8 && ratio <= 1.25;
  };
  const byTier = (a: PlannerRecipe, b: PlannerRecipe) => Number(nearAtOne(b)) - Number(nearAtOne(a)) || byFit(a, b);
  return [...pool.filter(reachable).sort(byTier), ...unreachable].slice(
    0,
    balanced ? BALANCED_CANDIDATES_PER_SLOT : CANDIDATES_PER_SLOT,
  );
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
  const balanced = request.balanced === true;
  const bands = slotBands(slots);
  const ideals = balanced
    ? bands.map((band) => ((band.min + band.max) / 2) * request.targetCalories)
    : idealCalories(slots, request.targetCalories);
  const variety: Variety = { weekly: new Map(), yesterday: [] };
  const days: PlannedDay[] = [];

  for (let day = 0; day < request.days; day++) {
    if (day % 7 === 0) variety.weekly.clear();
    const choices = slots.map((slot, index) => ({
      slot,
      candidates: candidatesFor(slot, index, request.recipes, variety, ideals[index]!, targets, random, balanced),
    }));
    if (choices.some((choice) => choice.candidates.length === 0)) {
      throw new PlanRequestError('Not enough recipes match this diet and these exclusions to fill every meal.');
    }
    const picks =
      (balanced
        ? balancedDay(
            choices.map((choice, index) => ({ candidates: choice.candidates, band: bands[index]! })),
            targets,
            random,
          )
        : bestCombination(solver, choices, targets, random)) ?? greedyDay(choices, targets, slots);
    picks.forEach((pick, index) => {
      variety.weekly.set(pick.recipe.id, (variety.weekly.get(pick.recipe.id) ?? 0) + 1);
      variety.yesterday[index] = pick.recipe.id;
    });
    days.push(toDay(slots, picks));
  }
  return { days };
}

/** A meal of a day as a client holds it: which recipe, in which slot, at how many servings. */
export interface HeldMeal {
  slot: MealSlot;
  recipeId: number;
  servings: number;
}

/**
 * Replaces one meal of a day with another recipe for the same slot, keeping every other meal as
 * it is and the day as close to its targets as the new choice allows. Recipes in `avoid` (the
 * rest of the plan) are used only when nothing else suits the slot.
 */
export function swapMeal(
  solver: Solver,
  request: PlanRequest,
  meals: readonly HeldMeal[],
  mealIndex: number,
  avoid: ReadonlySet<number>,
): PlannedDay {
  validate(request);
  const swapped = meals[mealIndex];
  if (!swapped) throw new PlanRequestError('There is no such meal in the day.');
  const byId = new Map(request.recipes.map((recipe) => [recipe.id, recipe]));
  const random = seededRandom(request.seed);
  const targets = dayTargets(request.diet, request.targetCalories);
  const kept = new Set(meals.map((meal) => meal.recipeId));
  const choices: SlotChoices[] = meals.map((meal, index) => {
    if (index !== mealIndex) {
      const recipe = byId.get(meal.recipeId);
      if (!recipe) throw new PlanRequestError('The day holds a recipe outside this diet.');
      return { slot: meal.slot, candidates: [recipe], fixedQuarters: Math.round(meal.servings * 4) };
    }
    const suitable = request.recipes.filter((recipe) => recipe.mealTypes.includes(meal.slot) && !kept.has(recipe.id));
    const fresh = suitable.filter((recipe) => !avoid.has(recipe.id));
    return {
      slot: meal.slot,
      candidates: shuffled(fresh.length ? fresh : suitable, random).slice(0, CANDIDATES_PER_SLOT * 2),
    };
  });
  if (choices[mealIndex]!.candidates.length === 0) throw new PlanRequestError('No other recipe suits this meal.');
  const slots = meals.map((meal) => meal.slot);
  const picks = bestCombination(solver, choices, targets, random) ?? greedyDay(choices, targets, slots);
  return toDay(slots, picks);
}
