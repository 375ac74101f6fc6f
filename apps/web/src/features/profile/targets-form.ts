import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActivitySchema,
  AgeSchema,
  HeightSchema,
  ExclusionsSchema,
  TargetsSchema,
  WEEKLY_RATE,
  WeightSchema,
  type Goal,
  type Targets,
} from '@thrive/contract';
import { DEFAULT_WEEKLY_RATE, goalCalories, type ResolvedTargets } from '@thrive/nutrition';
import { MacroSplitTextSchema } from '../../components/meal-plans/macro-split-fields';
import { WordsTextSchema, wordsText } from '../../components/meal-plans/exclusions-field';
import { PlanCaloriesTextSchema } from '../../lib/ai-meal-plan/plan-settings';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function targetsFormValues(targets: Targets, resolved: ResolvedTargets): TargetsFormValues {
  return {
    sex: targets.sex ?? '',
    age: text(targets.age),
    height: text(targets.height),
    weight: text(targets.weight),
    goalWeight: text(targets.goalWeight),
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
const numberText = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(schema.optional());

/**
 * The form as the contract's rules read it, each field showing the first thing wrong with it, into every
 * target it sets.
 */
const TargetsFormSchema = z
  .object({
    sex: TargetsSchema.shape.sex.unwrap().or(z.literal('')),
    age: numberText(AgeSchema),
    height: numberText(HeightSchema),
    weight: numberText(WeightSchema),
    goalWeight: numberText(WeightSchema),
    activity: numberText(ActivitySchema),
    goal: TargetsSchema.shape.goal.unwrap().or(z.literal('')),
    weeklyRate: z.string(),
    calories: PlanCaloriesTextSchema,
    macros: MacroSplitTextSchema,
    diet: TargetsSchema.shape.diet.unwrap(),
    allergens: ExclusionsSchema.shape.allergens,
    words: WordsTextSchema,
    meals: z.string(),
    units: TargetsSchema.shape.units.unwrap(),
  })
  .transform(({ allergens, words, meals, weeklyRate, ...form }, context): Targets => {
    const rate = Number(weeklyRate);
    const targets = TargetsSchema.safeParse({
      ...Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined && value !== '')),
      ...(form.goal && form.goal !== 'maintain' && rate >= WEEKLY_RATE.min && rate <= WEEKLY_RATE.max
        ? { weeklyRate: rate }
        : {}),
      exclusions: { allergens, words },
      meals: Number(meals),
    });
    if (targets.success) return targets.data;
    for (const issue of targets.error.issues) context.addIssue({ ...issue, path: issue.path.slice(0, 1) });
    return z.NEVER;
  });

/** The form as typed: numbers as text, so a field being cleared stays blank. */
export type TargetsFormValues = z.input<typeof TargetsFormSchema>;

/** Reads the whole form into the targets it sets. */
export const targetsResolver = zodResolver(TargetsFormSchema);

/** The fields of the form each target comes from. */
const SOURCES: Record<keyof Targets, (keyof TargetsFormValues)[]> = {
  sex: ['sex'],
  age: ['age'],
  height: ['height'],
  weight: ['weight'],
  goalWeight: ['goalWeight'],
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

/**
 * The targets the form changes: only what differs from what the form started with is set, so a default shown
 * but left alone stays a default and never outranks a choice made on another device (docs/product.md,
 * "My targets"). A fact left blank stays as it was.
 */
export function changedTargets(targets: Targets, values: TargetsFormValues, initial: TargetsFormValues): Targets {
  const changed = (field: keyof TargetsFormValues) => JSON.stringify(values[field]) !== JSON.stringify(initial[field]);
  return Object.fromEntries(
    Object.entries(targets).filter(([field]) => SOURCES[field as keyof Targets].some(changed)),
  ) as Targets;
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
