import type { DayTargets } from './targets';
import { KCAL_PER_GRAM, ZERO_NUTRITION, type Nutrition } from '../macros';
import type { MealSlot, PlannerRecipe } from './plan-types';
import { SERVING_QUARTERS } from './plan-types';
import type { Solver } from './solver';

/** One meal of a day whose recipe is chosen; its serving size is what is solved for. */
export interface SlotRecipe {
  slot: MealSlot;
  recipe: PlannerRecipe;
  /** Keeps the serving at exactly this many quarters (used when swapping another meal). */
  fixedQuarters?: number;
}

export interface SlotPick {
  recipe: PlannerRecipe;
  /** Quarter servings: 2 (half a serving) to 8 (two servings). */
  quarters: number;
}

export interface DaySolution {
  picks: SlotPick[];
  /** Weighted deviation from the day's targets, in percent of its energy (lower is better). */
  cost: number;
}

/**
 * Relative weights of the deviations, all in percent of the day's energy: missing the calorie
 * target costs ten times as much as the same miss on one macronutrient.
 */
const WEIGHTS = { calories: 10, macros: 2, keto: 0.5 } as const;
const MACROS = ['protein', 'carbs', 'fat'] as const;

/** The cost of a day's nutrition against its targets: the objective the solver minimises. */
export function deviationCost(day: Nutrition, targets: DayTargets): number {
  const percent = 100 / targets.calories;
  let cost = WEIGHTS.calories * percent * Math.abs(day.calories - targets.calories);
  if (targets.macros) {
    for (const key of MACROS)
      cost += WEIGHTS.macros * KCAL_PER_GRAM[key] * percent * Math.abs(day[key] - targets.macros[key]);
  }
  if (targets.keto) {
    const { minFat, minProtein, maxCarbs } = targets.keto;
    cost += WEIGHTS.keto * percent * KCAL_PER_GRAM.fat * Math.max(0, minFat - day.fat);
    cost += WEIGHTS.keto * percent * KCAL_PER_GRAM.protein * Math.max(0, minProtein - day.protein);
    cost += WEIGHTS.keto * percent * KCAL_PER_GRAM.carbs * Math.max(0, day.carbs - maxCarbs);
  }
  return cost;
}

const num = (value: number) => Number(value.toFixed(6));

/**
 * Bound on one solve, in simplex iterations rather than seconds, so that a busy machine cannot cut
 * a solve short and the same seed always gives the same plan. The largest solve of the planner
 * benchmark's grid takes 16 iterations.
 */
export const SOLVE_ITERATION_LIMIT = 200;

/**
 * The serving sizes of a day as a linear programme in CPLEX LP text: z_i is meal i's servings in
 * quarters (2–8), and each deviation from a target is split into an over and an under part,
 * weighted as in deviationCost.
 */
function portionModel(meals: readonly SlotRecipe[], targets: DayTargets): string {
  const percent = 100 / targets.calories;
  const objective: string[] = [];
  const rows: string[] = [];
  const sum = (key: keyof Nutrition) =>
    meals.map((meal, i) => `${num(meal.recipe.perServing[key] / 4)} z${i}`).join(' + ');
  const deviation = (name: string, key: keyof Nutrition, target: number, weight: number) => {
    rows.push(`${name}: ${sum(key)} - ${name}_over + ${name}_under = ${num(target)}`);
    objective.push(`${num(weight)} ${name}_over`, `${num(weight)} ${name}_under`);
  };
  deviation('kcal', 'calories', targets.calories, WEIGHTS.calories * percent);
  if (targets.macros) {
    for (const key of MACROS) deviation(key, key, targets.macros[key], WEIGHTS.macros * KCAL_PER_GRAM[key] * percent);
  }
  if (targets.keto) {
    const { minFat, minProtein, maxCarbs } = targets.keto;
    rows.push(`keto_fat: ${sum('fat')} + fat_short >= ${minFat}`);
    rows.push(`keto_protein: ${sum('protein')} + protein_short >= ${minProtein}`);
    rows.push(`keto_carbs: ${sum('carbs')} - carbs_excess <= ${maxCarbs}`);
    objective.push(
      `${num(WEIGHTS.keto * percent * KCAL_PER_GRAM.fat)} fat_short`,
      `${num(WEIGHTS.keto * percent * KCAL_PER_GRAM.protein)} protein_short`,
      `${num(WEIGHTS.keto * percent * KCAL_PER_GRAM.carbs)} carbs_excess`,
    );
  }
  const bounds = meals.map((meal, i) =>
    meal.fixedQuarters === undefined
      ? ` ${SERVING_QUARTERS.min} <= z${i} <= ${SERVING_QUARTERS.max}`
      : ` ${meal.fixedQuarters} <= z${i} <= ${meal.fixedQuarters}`,
  );
  return [
    'Minimize',
    ` obj: ${objective.join(' + ')}`,
    'Subject To',
    ...rows.map((r) => ` ${r}`),
    'Bounds',
    ...bounds,
    'End',
  ].join('\n');
}

/** Summed in place rather than with sumNutrition: this runs for every rounding of every combination tried. */
function nutritionOf(meals: readonly SlotRecipe[], quarters: readonly number[]): Nutrition {
  const day = { ...ZERO_NUTRITION };
  meals.forEach((meal, i) => {
    for (const key of ['calories', ...MACROS] as const) day[key] += (meal.recipe.perServing[key] * quarters[i]!) / 4;
  });
  return day;
}

/**
 * Serving sizes for a day's chosen recipes. HiGHS solves the linear relaxation (well under a
 * millisecond here, where a branch-and-bound proof took 15–70 ms); every rounding of its
 * servings to quarters (at most 2^5) is then scored exactly and the best kept.
 */
export function solvePortions(solver: Solver, meals: readonly SlotRecipe[], targets: DayTargets): DaySolution | null {
  const result = solver.solve(portionModel(meals, targets), {
    output_flag: false,
    solver: 'simplex',
    simplex_iteration_limit: SOLVE_ITERATION_LIMIT,
  });
  // 'Iteration limit reached' (or any other status short of a proof) gives this combination up.
  if (result.Status !== 'Optimal') return null;
  const relaxed = meals.map((_, i) => (result.Columns[`z${i}`] as { Primal?: number } | undefined)?.Primal ?? 4);
  let best: DaySolution | null = null;
  for (let mask = 0; mask < 1 << meals.length; mask++) {
    const quarters = relaxed.map((value, i) =>
      Math.min(
        SERVING_QUARTERS.max,
        Math.max(SERVING_QUARTERS.min, mask & (1 << i) ? Math.ceil(value - 1e-9) : Math.floor(value + 1e-9)),
      ),
    );
    const cost = deviationCost(nutritionOf(meals, quarters), targets);
    if (!best || cost < best.cost - 1e-9) {
      best = { cost, picks: meals.map((meal, i) => ({ recipe: meal.recipe, quarters: quarters[i]! })) };
    }
  }
  return best;
}
