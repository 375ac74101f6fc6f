import {
  DEFAULT_CALORIE_TARGET,
  NO_EXCLUSIONS,
  PLAN_CALORIES,
  PLAN_MEALS,
  type Diet,
  type Exclusions,
  type MacroSplit,
  type Targets,
  type UnitSystem,
} from '@thrive/contract';
import { DIET_MACRO_SPLITS } from './diets';

/** What every screen plans with when the person has not chosen: docs/product.md, "My targets". */
export const DEFAULT_TARGETS = {
  calories: DEFAULT_CALORIE_TARGET,
  diet: 'Anything',
  meals: PLAN_MEALS.default,
  units: 'metric',
} as const;

/** The targets a plan aims at: the person's own where they chose, the defaults elsewhere. */
export interface ResolvedTargets {
  calories: number;
  /** False while the calorie target is the default rather than the person's. */
  caloriesChosen: boolean;
  diet: Diet;
  /** The person's split, or their diet's. */
  macros: MacroSplit;
  exclusions: Exclusions;
  meals: number;
  units: UnitSystem;
}

export function resolveTargets(targets: Targets): ResolvedTargets {
  const diet = targets.diet ?? DEFAULT_TARGETS.diet;
  return {
    calories: targets.calories ?? DEFAULT_TARGETS.calories,
    caloriesChosen: targets.calories !== undefined,
    diet,
    macros: targets.macros ?? DIET_MACRO_SPLITS[diet],
    exclusions: targets.exclusions ?? NO_EXCLUSIONS,
    meals: targets.meals ?? DEFAULT_TARGETS.meals,
    units: targets.units ?? DEFAULT_TARGETS.units,
  };
}

/** Whether a figure can be a calorie target (500 to 5,000 kcal): one outside is shown, never used. */
export function isPlannableCalories(calories: number): boolean {
  return Number.isInteger(calories) && calories >= PLAN_CALORIES.min && calories <= PLAN_CALORIES.max;
}
