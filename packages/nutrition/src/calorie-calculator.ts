/** Bounds of the calculator's inputs (spec §5). */
export const CALCULATOR_BOUNDS = {
  age: { min: 13, max: 100, unit: 'years' },
  height: { min: 80, max: 250, unit: 'cm' },
  weight: { min: 40, max: 200, unit: 'kg' },
  activity: { min: 0, max: 50, unit: 'hours per week' },
} as const;

export type Sex = 'male' | 'female';

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

/** No target goes below this many kcal a day (spec §9). */
export const CALORIE_FLOOR = 1200;
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
 * Daily calories to gain, maintain or lose weight: the basal rate × 1.2 plus exercise, floored at
 * 1200 kcal; gain adds 300, lose takes 500 but never goes under 1200; each rounded to 10 kcal.
 */
export function calorieTargets(input: CalculatorInput): CalorieTargets {
  checkBounds(input);
  const maintain = Math.max(CALORIE_FLOOR, basalMetabolicRate(input) * SEDENTARY_FACTOR + activityEnergy(input));
  return {
    gain: roundTo10(maintain + 300),
    maintain: roundTo10(maintain),
    lose: roundTo10(Math.max(CALORIE_FLOOR, maintain - 500)),
  };
}

/** Imperial helpers for the calculator's unit toggle. */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
