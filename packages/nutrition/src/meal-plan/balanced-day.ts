import { deviationCost, type SlotPick } from './day-model';
import type { PlannerRecipe } from './plan-types';
import { bandMiss, type ShareBand } from './slot-bands';
import type { DayTargets } from './targets';

/** One slot of a day to fill: the recipes it may take, or one held at fixed quarters (a swap keeps the others). */
export interface BalancedSlot {
  candidates: readonly PlannerRecipe[];
  band: ShareBand;
  fixedQuarters?: number;
}

/**
 * Servings a meal may have, in quarters, with what each costs against one serving: a cook's portion
 * first, a quarter either way next, a serving and a half after, a half or a double only when nothing
 * else fits.
 */
const SERVING_COST: ReadonlyMap<number, number> = new Map([
  [4, 0],
  [3, 3],
  [5, 3],
  [6, 8],
  [2, 40],
  [8, 40],
]);
/** Cost of a meal's share lying outside its band, per percent of the day. */
const BAND_WEIGHT = 12;
/** A day further than this from its calorie target (percent) pays steeply for every percent beyond. */
const CALORIE_TOLERANCE = 4;
const BEYOND_TOLERANCE_WEIGHT = 100;
/** Random starting days tried; each is then improved one meal at a time. */
const STARTS = 24;
const MAX_PASSES = 6;

interface Option {
  recipe: PlannerRecipe;
  quarters: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Serving cost plus band cost against the day's target. */
  ownCost: number;
}

function optionsFor(slot: BalancedSlot, targets: DayTargets): Option[] {
  const servings = slot.fixedQuarters === undefined ? [...SERVING_COST.keys()] : [slot.fixedQuarters];
  return slot.candidates.flatMap((recipe) =>
    servings.map((quarters) => {
      const factor = quarters / 4;
      const calories = recipe.perServing.calories * factor;
      const share = calories / targets.calories;
      const servingCost = slot.fixedQuarters === undefined ? SERVING_COST.get(quarters)! : 0;
      return {
        recipe,
        quarters,
        calories,
        protein: recipe.perServing.protein * factor,
        carbs: recipe.perServing.carbs * factor,
        fat: recipe.perServing.fat * factor,
        ownCost: servingCost + BAND_WEIGHT * 100 * bandMiss(share, slot.band),
      };
    }),
  );
}

function dayCost(chosen: readonly Option[], targets: DayTargets): number {
  const day = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  let own = 0;
  for (const option of chosen) {
    day.calories += option.calories;
    day.protein += option.protein;
    day.carbs += option.carbs;
    day.fat += option.fat;
    own += option.ownCost;
  }
  const miss = (100 * Math.abs(day.calories - targets.calories)) / targets.calories;
  return deviationCost(day, targets) + own + BEYOND_TOLERANCE_WEIGHT * Math.max(0, miss - CALORIE_TOLERANCE);
}

/**
 * A day whose meals each carry their slot's share at servings near one, as close to the targets as
 * that allows: from seeded random starting days, each meal in turn takes the option (recipe and
 * servings) that lowers the day's cost most, until no single change helps. Pure arithmetic, so the
 * same seed gives the same day on any machine under any load.
 */
export function balancedDay(
  slots: readonly BalancedSlot[],
  targets: DayTargets,
  random: () => number,
): SlotPick[] | null {
  const options = slots.map((slot) => optionsFor(slot, targets));
  if (options.some((list) => list.length === 0)) return null;
  let best: { cost: number; chosen: Option[] } | null = null;
  for (let start = 0; start < STARTS; start++) {
    const chosen: Option[] = [];
    for (const list of options) {
      const open = list.filter((option) => !chosen.some((taken) => taken.recipe.id === option.recipe.id));
      const pick = open[Math.floor(random() * open.length)];
      if (!pick) break;
      chosen.push(pick);
    }
    if (chosen.length < slots.length) continue;
    let cost = dayCost(chosen, targets);
    for (let pass = 0, improved = true; improved && pass < MAX_PASSES; pass++) {
      improved = false;
      for (let index = 0; index < chosen.length; index++) {
        const others = new Set(chosen.filter((_, at) => at !== index).map((option) => option.recipe.id));
        for (const option of options[index]!) {
          if (others.has(option.recipe.id) || option === chosen[index]) continue;
          const trial = chosen.map((current, at) => (at === index ? option : current));
          const trialCost = dayCost(trial, targets);
          if (trialCost < cost - 1e-9) {
            chosen[index] = option;
            cost = trialCost;
            improved = true;
          }
        }
      }
    }
    if (!best || cost < best.cost - 1e-9) best = { cost, chosen: [...chosen] };
  }
  return best?.chosen.map(({ recipe, quarters }) => ({ recipe, quarters })) ?? null;
}
