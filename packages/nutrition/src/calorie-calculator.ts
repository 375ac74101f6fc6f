import { CALORIE_FLOOR, PERSON_LIMITS, type Goal, type Sex } from '@thrive/contract';

/** Bounds of the calculator's inputs: the person's own (docs/product.md, "Calorie calculator"). */
export const CALCULATOR_BOUNDS = PERSON_LIMITS;

export type { Sex };

export interface CalculatorInput {
  sex: Sex;
  age: number;
  /** Centimetres. */
  height: number;
  /** Kilograms. */
  weight: number;
  /** Hours of exercise per week. */
  activity: number;
}

export interface CalorieTargets {
  gain: number;
  maintain: number;
  lose: number;
}

export const CALCULATOR_DEFAULTS: CalculatorInput = { sex: 'male', age: 25, height: 180, weight: 80, activity: 2 };

/** Metabolic equivalent assumed for the hours of exercise: moderate effort. */
export const EXERCISE_MET = 3.5;
/** The sedentary multiplier applied to the basal rate. */
const SEDENTARY_FACTOR = 1.2;

const roundTo10 = (value: number) => Math.round(value / 10) * 10;

/** Basal metabolic rate in kcal a day, Mifflin-St Jeor (Mifflin et al., Am J Clin Nutr 1990). */
export function basalMetabolicRate({ sex, age, height, weight }: CalculatorInput): number {
  return 10 * weight + 6.25 * height - 5 * age + (sex === 'male' ? 5 : -161);
}

/** Daily energy of the weekly exercise: MET × kg × hours per week, spread over 7 days. */
export function activityEnergy({ weight, activity }: CalculatorInput): number {
  return (EXERCISE_MET * weight * activity) / 7;
}

export class CalculatorInputError extends RangeError {}

function checkBounds(input: CalculatorInput): void {
  for (const key of ['age', 'height', 'weight', 'activity'] as const) {
    const { min, max, unit } = CALCULATOR_BOUNDS[key];
    const value = input[key];
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new CalculatorInputError(`${key} must be between ${min} and ${max} ${unit}`);
    }
  }
}

/**
 * Energy of a kilogram of body weight lost or gained, spread over a week: about 7,000 kcal (fat with some
 * lean tissue, as weight is really lost; Hall, Int J Obes 2008), so 0.5 kg a week is 500 kcal a day.
 */
export const KCAL_A_DAY_PER_KG_A_WEEK = 1000;
/** The calculator's rates: lose 0.5 kg a week (500 kcal a day), gain 0.3 kg (300 kcal a day). */
export const DEFAULT_WEEKLY_RATE = { lose: 0.5, gain: 0.3 } as const;

/**
 * Daily calories for a goal: the basal rate × 1.2 plus exercise, floored at 1200 kcal, and for losing or
 * gaining the weekly rate's energy taken off or added, never under 1200; rounded to 10 kcal.
 */
export function goalCalories(input: CalculatorInput, goal: Goal, weeklyRate?: number): number {
  checkBounds(input);
  const maintain = Math.max(CALORIE_FLOOR, basalMetabolicRate(input) * SEDENTARY_FACTOR + activityEnergy(input));
  if (goal === 'maintain') return roundTo10(maintain);
  const change = (weeklyRate ?? DEFAULT_WEEKLY_RATE[goal]) * KCAL_A_DAY_PER_KG_A_WEEK;
  return roundTo10(goal === 'gain' ? maintain + change : Math.max(CALORIE_FLOOR, maintain - change));
}

/** The calculator's three results: gain 300 kcal over maintenance, maintain, and lose 500 under it. */
export function calorieTargets(input: CalculatorInput): CalorieTargets {
  return {
    gain: goalCalories(input, 'gain'),
    maintain: goalCalories(input, 'maintain'),
    lose: goalCalories(input, 'lose'),
  };
}

/** Imperial helpers for the calculator's unit toggle. */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
