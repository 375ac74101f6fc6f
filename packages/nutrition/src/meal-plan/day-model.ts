import type { DayTargets } from './targets';
import type { MealSlot, PlannerRecipe } from './plan-types';
import { SERVING_QUARTERS } from './plan-types';
import type { Solver } from './solver';
import { KCAL_PER_GRAM } from '../macros';

export interface SlotChoices {
  slot: MealSlot;
  candidates: readonly PlannerRecipe[];
  /** Keeps this slot's meal at exactly this many quarter servings (used when swapping another meal). */
  fixedQuarters?: number;
}

export interface SlotPick {
  recipe: PlannerRecipe;
  /** Quarter servings: 2 (half a serving) to 8 (two servings). */
  quarters: number;
}

/**
 * Relative weights of the objective, all in percent of the day's energy: missing the calorie
 * target costs ten times as much as the same miss on one macronutrient.
 */
const WEIGHTS = { calories: 10, macros: 1, keto: 0.5 } as const;
/**
 * Each day's search stops after this many branch-and-bound nodes and keeps the best plan found:
 * a node count, unlike a clock, stops at the same place on every run, so a seed repeats its plan.
 */
export const DAY_NODE_LIMIT = 15;
/** A safety net far above what the node limit takes, for a machine under heavy load. */
export const DAY_TIME_LIMIT_SECONDS = 1;

const num = (value: number) => Number(value.toFixed(6));

/**
 * One day as a small MILP: per slot, binary y (this recipe) and integer z (quarter servings,
 * 2 ≤ z ≤ 8 when chosen, 0 otherwise), so calories are linear in z. Deviations from the calorie
 * and macro targets are split into positive and negative parts and minimised.
 */
function buildModel(slots: readonly SlotChoices[], targets: DayTargets): string {
  const objective: string[] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  const binaries: string[] = [];
  const generals: string[] = [];
  const byRecipe = new Map<number, string[]>();
  const sums = { calories: [] as string[], protein: [] as string[], carbs: [] as string[], fat: [] as string[] };

  slots.forEach((choice, s) => {
    const ys: string[] = [];
    choice.candidates.forEach((recipe, r) => {
      const y = `y_${s}_${r}`;
      const z = `z_${s}_${r}`;
      ys.push(y);
      binaries.push(y);
      generals.push(z);
      const min = choice.fixedQuarters ?? SERVING_QUARTERS.min;
      const max = choice.fixedQuarters ?? SERVING_QUARTERS.max;
      rows.push(`lo_${s}_${r}: ${z} - ${min} ${y} >= 0`, `hi_${s}_${r}: ${z} - ${max} ${y} <= 0`);
      bounds.push(`0 <= ${z} <= ${SERVING_QUARTERS.max}`);
      for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
        sums[key].push(`${num(recipe.perServing[key] / 4)} ${z}`);
      }
      byRecipe.set(recipe.id, [...(byRecipe.get(recipe.id) ?? []), y]);
    });
    rows.push(`one_${s}: ${ys.join(' + ')} = 1`);
  });

  // No recipe twice in a day.
  for (const [id, ys] of byRecipe) if (ys.length > 1) rows.push(`once_${id}: ${ys.join(' + ')} <= 1`);

  const percentOfDay = 100 / targets.calories;
  const deviation = (name: string, sum: string[], target: number, weight: number) => {
    rows.push(`${name}: ${sum.join(' + ')} - ${name}_over + ${name}_under = ${num(target)}`);
    objective.push(`${num(weight)} ${name}_over`, `${num(weight)} ${name}_under`);
  };
  deviation('kcal', sums.calories, targets.calories, WEIGHTS.calories * percentOfDay);
  if (targets.macros) {
    for (const key of ['protein', 'carbs', 'fat'] as const) {
      deviation(key, sums[key], targets.macros[key], WEIGHTS.macros * KCAL_PER_GRAM[key] * percentOfDay);
    }
  }
  if (targets.keto) {
    const keto = targets.keto;
    rows.push(`keto_fat: ${sums.fat.join(' + ')} + keto_fat_short >= ${keto.minFat}`);
    rows.push(`keto_protein: ${sums.protein.join(' + ')} + keto_protein_short >= ${keto.minProtein}`);
    rows.push(`keto_carbs: ${sums.carbs.join(' + ')} - keto_carbs_excess <= ${keto.maxCarbs}`);
    objective.push(
      `${num(WEIGHTS.keto * KCAL_PER_GRAM.fat * percentOfDay)} keto_fat_short`,
      `${num(WEIGHTS.keto * KCAL_PER_GRAM.protein * percentOfDay)} keto_protein_short`,
      `${num(WEIGHTS.keto * KCAL_PER_GRAM.carbs * percentOfDay)} keto_carbs_excess`,
    );
  }

  return [
    'Minimize',
    ` obj: ${objective.join(' + ')}`,
    'Subject To',
    ...rows.map((row) => ` ${row}`),
    'Bounds',
    ...bounds.map((bound) => ` ${bound}`),
    'Binaries',
    ` ${binaries.join(' ')}`,
    'Generals',
    ` ${generals.join(' ')}`,
    'End',
  ].join('\n');
}

export interface DaySolution {
  picks: SlotPick[];
  /** The objective: weighted deviation from the day's targets (lower is better). */
  cost: number;
}

/** Picks one recipe and serving size per slot; null when the solver found no plan in time. */
export function solveDay(solver: Solver, slots: readonly SlotChoices[], targets: DayTargets): DaySolution | null {
  const options = {
    output_flag: false,
    time_limit: DAY_TIME_LIMIT_SECONDS,
    mip_max_nodes: DAY_NODE_LIMIT,
    mip_rel_gap: 0.002,
    // Good enough is good enough: stop at once on a plan within half a percent of the calories
    // and about two percentage points per macronutrient.
    objective_target: WEIGHTS.calories * 0.5 + (targets.macros ? 3 * 2 * WEIGHTS.macros : 0) + 0.05,
    // Measured here: these two cost ~25 ms of fixed set-up per solve in the WebAssembly build,
    // more than solving a day's model takes; branch and bound finds good plans without them.
    mip_heuristic_run_feasibility_jump: false,
    mip_detect_symmetry: false,
  };
  // The typings lag the solver: both heuristics switches exist at run time (HiGHS 1.15).
  const result = solver.solve(buildModel(slots, targets), options as Parameters<Solver['solve']>[1]);
  const stoppedWithPlan = ['Optimal', 'Time limit reached', 'Target for objective reached', 'Unknown'];
  if (!stoppedWithPlan.includes(result.Status)) return null;
  // A time-limited solve may stop before any plan is found: then columns carry no values.
  const primal = (name: string) => (result.Columns[name] as { Primal?: number } | undefined)?.Primal ?? 0;
  const picks: SlotPick[] = [];
  for (const [s, choice] of slots.entries()) {
    const r = choice.candidates.findIndex((_, index) => primal(`y_${s}_${index}`) > 0.5);
    const recipe = choice.candidates[r];
    const quarters = Math.round(primal(`z_${s}_${r}`));
    if (!recipe || quarters < SERVING_QUARTERS.min || quarters > SERVING_QUARTERS.max) return null;
    picks.push({ recipe, quarters });
  }
  return { picks, cost: result.ObjectiveValue };
}
