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
  [3, 15],
  [5, 15],
  [6, 35],
  [2, 90],
  [8, 90],
]);
/** Cost of a meal's share lying outside its band, per percent of the day. */
const BAND_WEIGHT = 30;
/** A day further than this from its calorie target (percent) pays steeply for every percent beyond. */
const CALORIE_TOLERANCE = 4;
const BEYOND_TOLERANCE_WEIGHT = 100;
/** Random starting days tried; each is then improved one meal at a time. */
const STARTS = 12;
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

interface Totals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** The meals' own costs (servings and bands), summed. */
  own: number;
}

function totalsOf(chosen: readonly Option[]): Totals {
  const totals = { calories: 0, protein: 0, carbs: 0, fat: 0, own: 0 };
  for (const option of chosen) {
    totals.calories += option.calories;
    totals.protein += option.protein;
    totals.carbs += option.carbs;
    totals.fat += option.fat;
    totals.own += option.ownCost;
  }
  return totals;
}

/** The day's cost with `option` in place of `out`, from the totals of the day as it is. */
function costWith(totals: Totals, out: Option | null, option: Option | null, targets: DayTargets): number {
  const day = {
    calories: totals.calories - (out?.calories ?? 0) + (option?.calories ?? 0),
    protein: totals.protein - (out?.protein ?? 0) + (option?.protein ?? 0),
    carbs: totals.carbs - (out?.carbs ?? 0) + (option?.carbs ?? 0),
    fat: totals.fat - (out?.fat ?? 0) + (option?.fat ?? 0),
  };
  const own = totals.own - (out?.ownCost ?? 0) + (option?.ownCost ?? 0);
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
    let totals = totalsOf(chosen);
    let cost = costWith(totals, null, null, targets);
    for (let pass = 0, improved = true; improved && pass < MAX_PASSES; pass++) {
      improved = false;
      for (let index = 0; index < chosen.length; index++) {
        const current = chosen[index]!;
        const others = new Set(chosen.filter((_, at) => at !== index).map((option) => option.recipe.id));
        let bestHere = current;
        let bestCost = cost;
        for (const option of options[index]!) {
          if (option === current || others.has(option.recipe.id)) continue;
          const trialCost = costWith(totals, current, option, targets);
          if (trialCost < bestCost - 1e-9) [bestHere, bestCost] = [option, trialCost];
        }
        if (bestHere !== current) {
          chosen[index] = bestHere;
          totals = totalsOf(chosen);
          cost = bestCost;
          improved = true;
        }
      }
    }
    if (!best || cost < best.cost - 1e-9) best = { cost, chosen: [...chosen] };
  }
  return best?.chosen.map(({ recipe, quarters }) => ({ recipe, quarters })) ?? null;
}
