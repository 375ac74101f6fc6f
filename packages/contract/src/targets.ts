import { z } from 'zod';
import { ExclusionsSchema } from './allergens';
import { MacroSplitSchema } from './macro-split';
import { PLAN_CALORIES, PLAN_MEALS, PLAN_MESSAGES } from './ai-meal-plan';

/**
 * "My targets": who a person is and what they plan for, one set on every device (docs/product.md,
 * "My targets"). Each field stays absent until the person gives it, so a screen can tell "not chosen"
 * from a choice; `resolveTargets` (packages/nutrition) fills in the defaults.
 */

/** The diets a person can choose, in the order the home page offers them. */
export const DIETS = ['Anything', 'Keto', 'Aegean', 'Paleo', 'Vegan', 'Vegetarian'] as const;
export type Diet = (typeof DIETS)[number];

/** The sex the energy equation (Mifflin-St Jeor) asks for. */
export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

export const GOALS = ['lose', 'maintain', 'gain'] as const;
export type Goal = (typeof GOALS)[number];

/** How much to buy is written in grams and millilitres, or in pounds, ounces and cups. */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/**
 * The person's facts, within the ranges the energy equation is meant for: the calculator's, the profile's
 * and the targets' alike.
 */
export const PERSON_LIMITS = {
  age: { min: 13, max: 100, unit: 'years' },
  height: { min: 80, max: 250, unit: 'cm' },
  weight: { min: 40, max: 200, unit: 'kg' },
  activity: { min: 0, max: 50, unit: 'hours per week' },
} as const;

/** Kilograms a week to lose or gain. */
export const WEEKLY_RATE = { min: 0.1, max: 1, step: 0.05 } as const;

function within(key: keyof typeof PERSON_LIMITS, message: string) {
  const { min, max } = PERSON_LIMITS[key];
  const error = `${message} from ${min} to ${max}.`;
  return z.number({ error }).min(min, { error }).max(max, { error });
}

export const AgeSchema = within('age', 'Enter an age').int({ error: 'Enter a whole number of years.' });
/** Centimetres. */
export const HeightSchema = within('height', 'Enter a height in cm');
/** Kilograms. */
export const WeightSchema = within('weight', 'Enter a weight in kg');
/** Hours of exercise a week. */
export const ActivitySchema = within('activity', 'Enter hours of exercise a week');

/** A daily calorie target a plan can be made for (500 to 5,000 kcal), with the product's message. */
export const CalorieTargetSchema = z
  .number({ error: PLAN_MESSAGES.calories })
  .int({ error: PLAN_MESSAGES.calories })
  .min(PLAN_CALORIES.min, { error: PLAN_MESSAGES.calories })
  .max(PLAN_CALORIES.max, { error: PLAN_MESSAGES.calories });

export const MealsPerDaySchema = z
  .number({ error: PLAN_MESSAGES.meals })
  .int({ error: PLAN_MESSAGES.meals })
  .min(PLAN_MEALS.min, { error: PLAN_MESSAGES.meals })
  .max(PLAN_MEALS.max, { error: PLAN_MESSAGES.meals });

export const TargetsSchema = z.strictObject({
  sex: z.enum(SEXES).optional(),
  age: AgeSchema.optional(),
  height: HeightSchema.optional(),
  weight: WeightSchema.optional(),
  /** Kilograms: what the progress screen projects the trend to. */
  goalWeight: WeightSchema.optional(),
  activity: ActivitySchema.optional(),
  goal: z.enum(GOALS).optional(),
  /** Kilograms a week, for a goal to lose or gain. */
  weeklyRate: z
    .number()
    .min(WEEKLY_RATE.min, { error: `Choose from ${WEEKLY_RATE.min} to ${WEEKLY_RATE.max} kg a week.` })
    .max(WEEKLY_RATE.max, { error: `Choose from ${WEEKLY_RATE.min} to ${WEEKLY_RATE.max} kg a week.` })
    .optional(),
  /** kcal a day. */
  calories: CalorieTargetSchema.optional(),
  macros: MacroSplitSchema.optional(),
  diet: z.enum(DIETS).optional(),
  exclusions: ExclusionsSchema.optional(),
  meals: MealsPerDaySchema.optional(),
  /** How the shopping list writes amounts. */
  units: z.enum(UNIT_SYSTEMS).optional(),
});
export type Targets = z.output<typeof TargetsSchema>;
export type TargetsInput = z.input<typeof TargetsSchema>;

/**
 * The targets with the moment they last changed on the device where they were set. GET and PUT
 * /api/profile/targets respond with it.
 */
export const TargetsRecordSchema = z.object({
  targets: TargetsSchema,
  /** Null until targets are first stored. */
  changedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TargetsRecord = z.output<typeof TargetsRecordSchema>;

/**
 * PUT /api/profile/targets: the fields to set, and when the person set them. Newer wins: fields changed
 * after the stored ones replace them, while older ones (a visitor's, stored on a device before signing in)
 * only fill in fields the account lacks.
 */
export const SaveTargetsRequestSchema = z.object({
  targets: TargetsSchema,
  changedAt: z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-11-26T09:30:00Z' }),
});
export type SaveTargetsRequest = z.input<typeof SaveTargetsRequestSchema>;

/** One rule for merging two sets of targets: the newer's fields win, the older's fill in the rest. */
export function mergeTargets(
  stored: { targets: Targets; changedAt: string | null },
  incoming: { targets: Targets; changedAt: string },
): { targets: Targets; changedAt: string } {
  const incomingIsNewer = stored.changedAt === null || Date.parse(incoming.changedAt) >= Date.parse(stored.changedAt);
  return incomingIsNewer
    ? { targets: { ...stored.targets, ...incoming.targets }, changedAt: incoming.changedAt }
    : { targets: { ...incoming.targets, ...stored.targets }, changedAt: stored.changedAt! };
}
