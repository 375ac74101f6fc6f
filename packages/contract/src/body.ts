import { z } from 'zod';
import { CALORIE_FLOOR } from './ai-meal-plan';
import { addDays, daysBetween, utcToday } from './dates';
import { dateRangeQuery, IsoDateSchema } from './params';
import { PERSON_LIMITS, TargetsRecordSchema } from './targets';

/**
 * Body and progress (docs/product.md, "Body and progress"): a weigh-in and body measurements per date, the
 * smoothed weight trend, and the weekly check-in that proposes the next calorie target. Weights are kilograms and
 * lengths centimetres here and in the database; a screen shows pounds and inches to a person who chose US units.
 */

/** Plausible values: a figure outside is a typing mistake, refused with the field named. */
export const BODY_LIMITS = {
  weight: PERSON_LIMITS.weight,
  bodyFat: { min: 2, max: 70, unit: '%' },
  waist: { min: 40, max: 250, unit: 'cm' },
  hips: { min: 50, max: 250, unit: 'cm' },
  chest: { min: 50, max: 250, unit: 'cm' },
  neck: { min: 20, max: 80, unit: 'cm' },
  upperArm: { min: 10, max: 100, unit: 'cm' },
  thigh: { min: 20, max: 150, unit: 'cm' },
  /** The longest range of entries or trend asked at once. */
  rangeDays: 731,
  /** The earliest date an entry can have. */
  firstDate: '2000-01-01',
} as const;

/** The measurements an entry can hold besides weight, in the order a screen lists them. */
export const BODY_MEASUREMENTS = ['waist', 'hips', 'chest', 'neck', 'upperArm', 'thigh'] as const;
export type BodyMeasurement = (typeof BODY_MEASUREMENTS)[number];

type BodyField = 'weight' | 'bodyFat' | BodyMeasurement;

function plausible(field: BodyField) {
  const { min, max, unit } = BODY_LIMITS[field];
  const error = `must be from ${min} to ${max} ${unit}`;
  return z.number({ error }).min(min, { error }).max(max, { error });
}

const measures = {
  /** Kilograms. */
  weight: plausible('weight').optional(),
  /** Percent of body weight. */
  bodyFat: plausible('bodyFat').optional(),
  /** Centimetres, each. */
  waist: plausible('waist').optional(),
  hips: plausible('hips').optional(),
  chest: plausible('chest').optional(),
  neck: plausible('neck').optional(),
  upperArm: plausible('upperArm').optional(),
  thigh: plausible('thigh').optional(),
};

/** PUT /api/body/entries/{date}: what was measured that day; it replaces the day's entry. */
export const BodyMeasuresSchema = z
  .strictObject(measures)
  .refine((entry) => Object.values(entry).some((value) => value !== undefined), {
    path: ['weight'],
    error: 'give a weight or at least one measurement',
  });
export type BodyMeasures = z.infer<typeof BodyMeasuresSchema>;

export const BodyEntrySchema = z.object({
  date: IsoDateSchema,
  ...measures,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BodyEntry = z.infer<typeof BodyEntrySchema>;

/** A date an entry can be logged for: from `firstDate` to today (a day ahead of UTC, for the time zones ahead of it). */
export const BodyDateParamsSchema = z.object({
  date: IsoDateSchema.refine((date) => date >= BODY_LIMITS.firstDate && date <= addDays(utcToday(), 1), {
    error: `must be a date from ${BODY_LIMITS.firstDate} to today`,
  }),
});
export const BodyRangeQuerySchema = dateRangeQuery(BODY_LIMITS.rangeDays, {});
export const BodyEntriesSchema = z.object({ entries: z.array(BodyEntrySchema) });
export type BodyEntries = z.infer<typeof BodyEntriesSchema>;

/** The weight trend of docs/product.md, "Body and progress": its constants are named there. */
export const TREND = {
  /** The share of each day's weight in the smoothed weight (The Hacker's Diet's 10 %). */
  smoothing: 0.1,
  /** Days of weigh-ins the weekly rate is fitted over. */
  rateDays: 28,
  /** The fewest weigh-ins, and the fewest days between the first and the last, a rate is given from. */
  rateMinWeighIns: 3,
  rateMinSpanDays: 7,
} as const;

export const TrendDaySchema = z.object({
  date: IsoDateSchema,
  /** The weight logged that day, if any. */
  weight: z.number().optional(),
  /** The smoothed weight. */
  trend: z.number(),
});
export type TrendDay = z.infer<typeof TrendDaySchema>;

export const BodyTrendSchema = z.object({
  /** Every day from the first weigh-in (or `from`, if later) to `to`, or to the last weigh-in if that is earlier. */
  days: z.array(TrendDaySchema),
  /** Kilograms a week (negative when losing), fitted to the last weigh-ins; null with too few of them. */
  weeklyRate: z.number().nullable(),
  /** The goal weight of "My targets", and when the trend reaches it at this rate; null when it is not heading there. */
  goal: z
    .object({
      weight: z.number(),
      /** The date the trend reaches the goal at the weekly rate; null when the rate leads away from it or is unknown. */
      reachedOn: IsoDateSchema.nullable(),
    })
    .nullable(),
});
export type BodyTrend = z.infer<typeof BodyTrendSchema>;

/** The weekly check-in of docs/product.md, "Body and progress": the formula's constants are named there. */
export const CHECK_IN = {
  /** Energy of a kilogram of body weight, for reading the expenditure from the change in weight. */
  kcalPerKg: 7700,
  /** The days looked back over (ending yesterday), and the fewest that make an estimate. */
  windowDays: 28,
  minSpanDays: 14,
  /** The fewest days with a diary entry for a mean intake. */
  minIntakeDays: 7,
  /** No proposal moves the target by more than this share of it within a week, or below the floor. */
  maxWeeklyChange: 0.1,
  floor: CALORIE_FLOOR,
  /** Proposals are rounded to this many kcal. */
  roundTo: 10,
} as const;

export const CHECK_IN_CONFIDENCE = ['low', 'medium', 'high'] as const;

export const CheckInSchema = z.object({
  /** The days read: the last `windowDays` ending yesterday. */
  from: IsoDateSchema,
  to: IsoDateSchema,
  intake: z.object({
    /** Days with at least one diary entry; days without are not counted as 0 kcal. */
    days: z.number().int(),
    /** Mean kcal a day over those days; null with fewer than `minIntakeDays`. */
    mean: z.number().nullable(),
  }),
  weight: z.object({
    weighIns: z.number().int(),
    /** Kilograms a week, fitted to the window's weigh-ins; null with too few of them. */
    weeklyRate: z.number().nullable(),
  }),
  /** kcal a day actually spent: the mean intake minus the change in weight's energy; null when either is missing. */
  expenditure: z.number().nullable(),
  /** How far the estimate can be trusted, from the share of days logged (0 to 1). */
  confidence: z.number().min(0).max(1),
  confidenceLevel: z.enum(CHECK_IN_CONFIDENCE),
  /** What is missing for an estimate, in a person's words; empty when there is one. */
  missing: z.array(z.string()),
  /** The next calorie target for the goal and its weekly rate; null without an expenditure. */
  proposal: z
    .object({
      calories: z.number().int(),
      /** The target it replaces (the default when none was chosen). */
      current: z.number().int(),
      /** Held to within 10 % of the target a week ago, raised to the floor, or held at the most a plan is made for. */
      limitedBy: z.enum(['weekly-change', 'floor', 'ceiling']).nullable(),
    })
    .nullable(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/** The person's date today (their device's), which the check-in's window ends the day before; the server's date if absent. */
export const CheckInQuerySchema = z.object({
  today: IsoDateSchema.refine((today) => Math.abs(daysBetween(utcToday(), today)) <= 1, {
    error: 'must be today’s date',
  }).optional(),
});

/** POST /api/body/check-in/accept: the proposal the person saw, so a newer one is never applied unseen. */
export const AcceptCheckInSchema = z.strictObject({
  calories: z.number({ error: 'must be the proposed calories' }).int({ error: 'must be the proposed calories' }),
});

export const AcceptedCheckInSchema = TargetsRecordSchema;

export const BODY_MESSAGES = {
  entryNotFound: 'Nothing is logged for this date.',
  noProposal: 'There is no proposal to accept yet: log more days first.',
  proposalChanged: 'The proposal has changed since it was shown. Look at the new one and accept it again.',
} as const;
