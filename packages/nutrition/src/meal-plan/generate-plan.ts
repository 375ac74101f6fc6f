import { balancedDay, type BalancedSlot } from './balanced-day';
import type { SlotPick } from './day-cost';
import { slotBands, type ShareBand } from './slot-bands';
import { seededRandom, shuffled } from './random';
import { dayTargets, type DayTargets } from './targets';
import {
  PLAN_LIMITS,
  slotsFor,
  type MealPlan,
  type MealSlot,
  type PlanRequest,
  type OptimisedDay,
  type OptimisedMeal,
  type PlannerRecipe,
} from './plan-types';
import { PLAN_MESSAGES } from '@thrive/contract';
import { scaleNutrition, sumNutrition, type Nutrition } from '../macros';

/** Candidates kept per slot for a day: enough for variety and macro fit, few enough to search fast. */
const CANDIDATES_PER_SLOT = 24;
/** Percentage points of random jitter on a candidate's macro distance: variety between seeds. */
const SPLIT_JITTER = 15;
/** Variety: a recipe appears at most this often in any week. */
export const MAX_PER_WEEK = 2;
/**
 * New recipes that must fit a slot at one serving before the slot takes only new ones: where so many fit,
 * a repeat is never needed; where fewer do, a recipe already in the week may come again (measured with
 * `npm run bench:planner`: fewer starve small diets of good fits, more let large ones repeat).
 */
const FRESH_ENOUGH = 32;

/** The true sum of a day's meals. */
export function dayNutrition(meals: readonly { nutrition: Nutrition }[]): Nutrition {
  return sumNutrition(meals.map((meal) => meal.nutrition));
}

function toDay(slots: readonly MealSlot[], picks: readonly SlotPick[]): OptimisedDay {
  const meals: OptimisedMeal[] = picks.map((pick, index) => ({
    slot: slots[index]!,
    recipeId: pick.recipe.id,
    servings: pick.quarters / 4,
    nutrition: scaleNutrition(pick.recipe.perServing, pick.quarters / 4),
  }));
  return { meals, nutrition: dayNutrition(meals) };
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

/** How well a recipe's own energy split matches the day's macro targets: distance in percentage points. */
function splitDistance(recipe: PlannerRecipe, targets: DayTargets): number {
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

/** Which recipes a slot should not take: `unwanted` ones only when nothing else suits, `repeated` ones when new ones abound. */
interface Freshness {
  unwanted: (recipe: PlannerRecipe) => boolean;
  repeated: (recipe: PlannerRecipe) => boolean;
}

/**
 * The recipes a slot may take: those whose one serving comes near the slot's share of the day first,
 * then those that reach it within 0.75–1.5 servings, then those that come nearest at a half or a
 * double; within each tier, those whose own macro split is nearest the diet's, with a seeded jitter so
 * every seed plans differently. Unwanted recipes (used too often, or in the slot yesterday) are left out
 * unless nothing else suits the slot; recipes already in the week only when too few new ones fit it.
 */
function candidatesFor(
  slot: MealSlot,
  recipes: readonly PlannerRecipe[],
  { unwanted, repeated }: Freshness,
  ideal: number,
  targets: DayTargets,
  random: () => number,
): PlannerRecipe[] {
  const suitable = recipes.filter((recipe) => recipe.mealTypes.includes(slot));
  const allowed = suitable.filter((recipe) => !unwanted(recipe));
  const fresh = allowed.filter((recipe) => !repeated(recipe));
  const tier = (recipe: PlannerRecipe) => {
    const ratio = ideal / recipe.perServing.calories;
    if (ratio >= 0.8 && ratio <= 1.25) return 0;
    if (ratio >= 0.75 && ratio <= 1.5) return 1;
    return 2;
  };
  const freshFits = fresh.filter((recipe) => tier(recipe) === 0).length;
  // A tiny catalog may allow nothing: repeats beat an empty slot.
  const chosen = freshFits >= FRESH_ENOUGH ? fresh : allowed.length > 0 ? allowed : suitable;
  const pool = shuffled(chosen, random);
  const rank = new Map(pool.map((recipe) => [recipe.id, splitDistance(recipe, targets) + random() * SPLIT_JITTER]));
  // Out of reach: how many calories short of the share a double comes, or over it a half.
  const gap = (recipe: PlannerRecipe) =>
    tier(recipe) < 2 ? 0 : Math.max(0, ideal - 2 * recipe.perServing.calories, recipe.perServing.calories / 2 - ideal);
  return pool
    .sort((a, b) => tier(a) - tier(b) || gap(a) - gap(b) || rank.get(a.id)! - rank.get(b.id)!)
    .slice(0, CANDIDATES_PER_SLOT);
}

/** The calories a slot aims at: the middle of its band. */
function idealCalories(band: ShareBand, targetCalories: number): number {
  return ((band.min + band.max) / 2) * targetCalories;
}

const NOT_ENOUGH_RECIPES = PLAN_MESSAGES.tooFewRecipes;

/**
 * A plan of `days` days: every meal a recipe suited to its slot, near its slot's share of the day at
 * servings near one, the day as close to the calorie target and its macros as that allows. A recipe
 * comes once a week unless too few others suit the slot, at most twice, and never in the same slot two
 * days running. The same seed gives the same plan.
 */
export function generateMealPlan(request: PlanRequest): MealPlan {
  validate(request);
  const random = seededRandom(request.seed);
  const slots = slotsFor(request.mealsPerDay);
  const targets = dayTargets(request.diet, request.targetCalories, request.macros);
  const bands = slotBands(slots);
  const ideals = bands.map((band) => idealCalories(band, request.targetCalories));
  const weekly = new Map<number, number>();
  let yesterday: readonly number[] = [];
  const days: OptimisedDay[] = [];

  for (let day = 0; day < request.days; day++) {
    if (day % 7 === 0) weekly.clear();
    const repeated = (recipe: PlannerRecipe) => weekly.has(recipe.id);
    const daySlots: BalancedSlot[] = slots.map((slot, index) => {
      const unwanted = (recipe: PlannerRecipe) =>
        (weekly.get(recipe.id) ?? 0) >= MAX_PER_WEEK || recipe.id === yesterday[index];
      return {
        candidates: candidatesFor(slot, request.recipes, { unwanted, repeated }, ideals[index]!, targets, random),
        band: bands[index]!,
      };
    });
    const picks = balancedDay(daySlots, targets, random);
    if (!picks) throw new PlanRequestError(NOT_ENOUGH_RECIPES);
    for (const pick of picks) weekly.set(pick.recipe.id, (weekly.get(pick.recipe.id) ?? 0) + 1);
    yesterday = picks.map((pick) => pick.recipe.id);
    days.push(toDay(slots, picks));
  }
  return { days };
}

/** A meal of a day as a client holds it: which recipe, in which slot, at how many servings. */
export type HeldMeal = Pick<OptimisedMeal, 'slot' | 'recipeId' | 'servings'>;

/**
 * Replaces one meal of a day with another recipe for the same slot, keeping every other meal as it is
 * and the day as close to its targets as the new choice allows. Recipes in `avoid` (the rest of the
 * plan) are used only when nothing else suits the slot.
 */
export function swapMeal(
  request: PlanRequest,
  meals: readonly HeldMeal[],
  mealIndex: number,
  avoid: ReadonlySet<number>,
): OptimisedDay {
  validate(request);
  const swapped = meals[mealIndex];
  if (!swapped) throw new PlanRequestError('There is no such meal in the day.');
  const byId = new Map(request.recipes.map((recipe) => [recipe.id, recipe]));
  const random = seededRandom(request.seed);
  const targets = dayTargets(request.diet, request.targetCalories, request.macros);
  const slots = meals.map((meal) => meal.slot);
  const bands = slotBands(slots);
  const kept = new Set(meals.map((meal) => meal.recipeId));
  const daySlots: BalancedSlot[] = meals.map((meal, index) => {
    if (index !== mealIndex) {
      const recipe = byId.get(meal.recipeId);
      if (!recipe) throw new PlanRequestError('The day holds a recipe outside this diet.');
      return { candidates: [recipe], band: bands[index]!, fixedQuarters: Math.round(meal.servings * 4) };
    }
    const band = bands[index]!;
    const others = request.recipes.filter((recipe) => !kept.has(recipe.id));
    const ideal = idealCalories(band, request.targetCalories);
    const freshness = { unwanted: (recipe: PlannerRecipe) => avoid.has(recipe.id), repeated: () => false };
    return { candidates: candidatesFor(meal.slot, others, freshness, ideal, targets, random), band };
  });
  if (daySlots[mealIndex]!.candidates.length === 0) throw new PlanRequestError('No other recipe suits this meal.');
  const picks = balancedDay(daySlots, targets, random);
  if (!picks) throw new PlanRequestError(NOT_ENOUGH_RECIPES);
  return toDay(slots, picks);
}
