import {
  ActivitySchema,
  AgeSchema,
  HeightSchema,
  MACRO_MESSAGES,
  PLAN_MESSAGES,
  MacroSplitSchema,
  WEEKLY_RATE,
  WeightSchema,
  type Allergen,
  type Diet,
  type Goal,
  type Sex,
  type Targets,
  type UnitSystem,
} from '@thrive/contract';
import { DEFAULT_WEEKLY_RATE, goalCalories, type ResolvedTargets } from '@thrive/nutrition';
import { readMacroSplit, type MacroSplitText } from '../../components/meal-plans/macro-split-fields';
import { readWords, wordsText } from '../../components/meal-plans/exclusions-field';
import { readPlanCalories } from '../../lib/plan-generator/plan-settings';

/** The form as typed: numbers as text, so a field being cleared stays blank. */
export interface TargetsFormValues {
  sex: Sex | '';
  age: string;
  height: string;
  weight: string;
  activity: string;
  goal: Goal | '';
  weeklyRate: string;
  calories: string;
  macros: MacroSplitText;
  diet: Diet;
  allergens: Allergen[];
  words: string;
  meals: string;
  units: UnitSystem;
}

export const TARGETS_FIELDS = ['age', 'height', 'weight', 'activity', 'calories', 'macros', 'words'] as const;
export type TargetsField = (typeof TARGETS_FIELDS)[number];
export type TargetsErrors = Partial<Record<TargetsField, string>>;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function targetsFormValues(targets: Targets, resolved: ResolvedTargets): TargetsFormValues {
  return {
    sex: targets.sex ?? '',
    age: text(targets.age),
    height: text(targets.height),
    weight: text(targets.weight),
    activity: text(targets.activity),
    goal: targets.goal ?? '',
    weeklyRate: text(targets.weeklyRate),
    calories: String(resolved.calories),
    macros: {
      carbs: String(resolved.macros.carbs),
      fat: String(resolved.macros.fat),
      protein: String(resolved.macros.protein),
    },
    diet: resolved.diet,
    allergens: [...resolved.exclusions.allergens],
    words: wordsText(resolved.exclusions.words),
    meals: String(resolved.meals),
    units: resolved.units,
  };
}

/** Weekly rates offered for each goal, in kg, the calculator's own among them. */
const WEEKLY_RATES: Record<Exclude<Goal, 'maintain'>, number[]> = {
  lose: [0.25, 0.5, 0.75, 1],
  gain: [0.1, 0.25, 0.3, 0.5],
};

/** The rates to offer: the goal's, and the one stored if it is another (set elsewhere, or earlier). */
export function weeklyRates(goal: Exclude<Goal, 'maintain'>, stored: string): number[] {
  const rate = Number(stored);
  const rates = WEEKLY_RATES[goal];
  return stored === '' || rates.includes(rate) ? rates : [...rates, rate].sort((a, b) => a - b);
}

/** A number as typed, checked by the contract's rule for the field; blank means not given. */
function numberField(
  value: string,
  schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
) {
  if (value.trim() === '') return { value: undefined };
  const parsed = schema.safeParse(Number(value));
  return parsed.success ? { value: Number(value) } : { error: parsed.error?.issues[0]?.message ?? 'Check this value.' };
}

/**
 * The targets the form changes, or a message for each field that is not right. Only what differs from
 * what the form started with is set: a default shown but left alone stays a default, so it never outranks
 * a choice made on another device (docs/product.md, "My targets"). A fact left blank stays as it was.
 */
export function readTargetsForm(
  values: TargetsFormValues,
  initial: TargetsFormValues,
): { ok: true; targets: Targets } | { ok: false; errors: TargetsErrors } {
  const errors: TargetsErrors = {};
  const person = {
    age: numberField(values.age, AgeSchema),
    height: numberField(values.height, HeightSchema),
    weight: numberField(values.weight, WeightSchema),
    activity: numberField(values.activity, ActivitySchema),
  };
  for (const [field, read] of Object.entries(person)) if ('error' in read) errors[field as TargetsField] = read.error;
  const calories = readPlanCalories(values.calories);
  if (calories === null) errors.calories = PLAN_MESSAGES.calories;
  const macros = MacroSplitSchema.safeParse(readMacroSplit(values.macros));
  if (!macros.success) errors.macros = MACRO_MESSAGES.sum;
  const words = readWords(values.words);
  if ('error' in words) errors.words = words.error;
  if (Object.keys(errors).length > 0 || calories === null || !macros.success || 'error' in words) {
    return { ok: false, errors };
  }
  const rate = Number(values.weeklyRate);
  const targets: Targets = {
    ...(values.sex ? { sex: values.sex } : {}),
    ...Object.fromEntries(
      Object.entries(person).flatMap(([field, read]) =>
        'value' in read && read.value !== undefined ? [[field, read.value]] : [],
      ),
    ),
    ...(values.goal ? { goal: values.goal } : {}),
    ...(values.goal && values.goal !== 'maintain' && rate >= WEEKLY_RATE.min && rate <= WEEKLY_RATE.max
      ? { weeklyRate: rate }
      : {}),
    calories,
    macros: macros.data,
    diet: values.diet,
    exclusions: { allergens: values.allergens, words: words.words },
    meals: Number(values.meals),
    units: values.units,
  };
  const changed = (field: keyof TargetsFormValues) => JSON.stringify(values[field]) !== JSON.stringify(initial[field]);
  // The fields of the form each target comes from.
  const sources: Record<keyof Targets, (keyof TargetsFormValues)[]> = {
    sex: ['sex'],
    age: ['age'],
    height: ['height'],
    weight: ['weight'],
    activity: ['activity'],
    goal: ['goal'],
    weeklyRate: ['goal', 'weeklyRate'],
    calories: ['calories'],
    macros: ['macros'],
    diet: ['diet'],
    exclusions: ['allergens', 'words'],
    meals: ['meals'],
    units: ['units'],
  };
  const kept = Object.entries(targets).filter(([field]) => sources[field as keyof Targets].some(changed));
  return { ok: true, targets: Object.fromEntries(kept) as Targets };
}

/**
 * The calories the person's facts and goal call for, when all are given and valid: the calculator's
 * rule at their weekly rate. Null while something is missing.
 */
export function suggestedCalories(values: TargetsFormValues): number | null {
  const [age, height, weight, activity] = [values.age, values.height, values.weight, values.activity].map(Number);
  if (
    !values.sex ||
    !values.goal ||
    [values.age, values.height, values.weight, values.activity].some((v) => v.trim() === '')
  ) {
    return null;
  }
  const person = { sex: values.sex, age: age!, height: height!, weight: weight!, activity: activity! };
  const valid =
    AgeSchema.safeParse(age).success &&
    HeightSchema.safeParse(height).success &&
    WeightSchema.safeParse(weight).success &&
    ActivitySchema.safeParse(activity).success;
  if (!valid) return null;
  const goal = values.goal;
  const rate = goal === 'maintain' ? undefined : Number(values.weeklyRate) || DEFAULT_WEEKLY_RATE[goal];
  return goalCalories(person, goal, rate);
}
