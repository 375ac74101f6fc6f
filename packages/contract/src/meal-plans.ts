import { z } from 'zod';
import { BasedOnVersionSchema, VersionSchema } from './version';
import { NutritionSchema } from './nutrition';
import { daysBetween } from './dates';
import { dateRangeQuery, IsoDateSchema } from './params';

/** Saved meal plans (/api/mealplan/*; docs/product.md, "Saving meal plans"): one per user, date and type. */
export const MEAL_PLAN_TYPES = ['custom', 'ai'] as const;
export type MealPlanType = (typeof MEAL_PLAN_TYPES)[number];

export const MEAL_PLAN_LIMITS = {
  maxDays: 31,
  maxRows: 10,
  /** At most 3 items in a cell. */
  maxItemsPerCell: 3,
  maxNameLength: 200,
  maxLabelLength: 40,
  /** Meal names are shown cut at 20 characters. */
  shownNameLength: 20,
  /** The longest date range the calendar may ask about at once. */
  maxRangeDays: 400,
} as const;

/** The default table is Breakfast, Lunch, Dinner × Monday..Sunday. */
export const DEFAULT_MEAL_ROWS = ['Breakfast', 'Lunch', 'Dinner'] as const;
export const THREE_MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type ThreeMeals = (typeof THREE_MEALS)[number];

/** The text view of an empty first, second or third row (see `PlanDayEntrySchema`). */
export const MEAL_PLACEHOLDERS: Record<ThreeMeals, string> = {
  breakfast: 'No breakfast planned',
  lunch: 'No lunch planned',
  dinner: 'No dinner planned',
};

/**
 * Every user-visible text about saved plans (docs/product.md, "Plan messages", "AI meal plan" and "Custom meal
 * planner").
 */
export const MEAL_PLAN_MESSAGES = {
  loginToSave: 'Please log in to save a meal plan.',
  loginToSaveChanges: 'Please log in to save changes.',
  addMealFirst: 'Please add at least one meal to your plan before saving.',
  noPlanToSave: 'No meal plan to save. Please generate a meal plan first.',
  aiSaved: 'AI meal plan saved successfully!',
  aiSaveFailed: 'Failed to save AI meal plan.',
  cannotConnect: 'Cannot connect to the server. Please make sure it is running on port 5000.',
  notFoundForDate: 'No meal plans found for this date.',
  fetchFailed: 'Failed to fetch meal plans: {message}. Please try again later.',
  updateFailed: 'Failed to update meal plan: {error}',
  deleteFailed: 'Failed to delete meal plan: {error}',
  checkNotFound: 'Meal plan not found for this date. Please create a meal plan first.',
  checkFailed: 'Failed to update meal completion status.',
  noMealData: 'No meal data available...',
  noCustomPlan: 'No Custom Meal Plan for this date',
  noAiPlan: 'No AI Meal Plan for this date',
  loginForDashboard: 'Please login to see dashboard',
} as const;

/** Servings of one item: quarter steps, as a cook measures. */
export const PLAN_SERVINGS = { min: 0.25, max: 20, step: 0.25 } as const;

export const PlanDateSchema = IsoDateSchema;
export const MealPlanTypeSchema = z.enum(MEAL_PLAN_TYPES, { error: 'must be custom or ai' });

/**
 * A planned meal, the one shape for a meal in any plan (docs/decisions/0028): a recipe (with its id) or free
 * text, with the nutrition of ONE serving and how many servings are eaten (1 when not given). A saved plan's
 * cells hold these; a generated plan's meals are these with what generation adds (`GeneratedMealSchema`).
 * Editing the servings never touches the nutrition, so it cannot drift; `portionNutrition` gives the meal's
 * own total.
 */
export const PlannedMealSchema = z.object({
  recipeId: z.number().int().positive().optional(),
  name: z.string().trim().min(1, 'must not be empty').max(MEAL_PLAN_LIMITS.maxNameLength),
  /** Our own image path (e.g. /images/recipes/…); pictures from elsewhere are not stored. */
  image: z
    .string()
    .max(300)
    // One leading slash: "//elsewhere.example/x.png" would be another site's picture.
    .regex(/^\/(?!\/)[\w\-./]*$/, 'must be a path on this site')
    .optional(),
  /** Servings of the recipe this meal is: a multiplier, not the recipe's yield. */
  servings: z.number().min(PLAN_SERVINGS.min).max(PLAN_SERVINGS.max).optional(),
  ...NutritionSchema.shape,
});
export type PlannedMeal = z.infer<typeof PlannedMealSchema>;

export const PlanRowInputSchema = z.object({
  label: z.string().trim().min(1, 'must not be empty').max(MEAL_PLAN_LIMITS.maxLabelLength),
  items: z.array(PlannedMealSchema).max(MEAL_PLAN_LIMITS.maxItemsPerCell, 'at most 3 meals in a cell'),
});
export type PlanRowInput = z.infer<typeof PlanRowInputSchema>;

const DayNumberSchema = z.number().int().min(1).max(MEAL_PLAN_LIMITS.maxDays);

/**
 * A day as a client sends it. `rows` is the lossless table; a client that only has text (`breakfast`, `lunch`,
 * `dinner`, as the first version of the API sent; decision 0011) may send that instead, and each text becomes a
 * free-text item.
 */
export const PlanDayInputSchema = z.object({
  dayNumber: DayNumberSchema,
  rows: z.array(PlanRowInputSchema).max(MEAL_PLAN_LIMITS.maxRows, 'at most 10 meal rows').optional(),
  breakfast: z.string().max(MEAL_PLAN_LIMITS.maxNameLength).optional(),
  lunch: z.string().max(MEAL_PLAN_LIMITS.maxNameLength).optional(),
  dinner: z.string().max(MEAL_PLAN_LIMITS.maxNameLength).optional(),
});
export type PlanDayInput = z.infer<typeof PlanDayInputSchema>;

const PlanDaysInputSchema = z
  .array(PlanDayInputSchema)
  .min(1, 'must hold at least one day')
  .max(MEAL_PLAN_LIMITS.maxDays, 'at most 31 days')
  .refine((days) => new Set(days.map((day) => day.dayNumber)).size === days.length, 'day numbers must differ');

/** The first version of the API passed `email`; it is optional here and, when given, must be the signed-in user's. */
const OptionalEmailSchema = z.email().optional();

export const SaveMealPlanRequestSchema = z
  .object({
    email: OptionalEmailSchema,
    totalDays: DayNumberSchema,
    date: PlanDateSchema,
    type: MealPlanTypeSchema,
    meals: PlanDaysInputSchema,
  })
  .refine((body) => body.meals.every((day) => day.dayNumber <= body.totalDays), {
    path: ['meals'],
    error: 'day numbers must not exceed totalDays',
  });
export type SaveMealPlanRequest = z.infer<typeof SaveMealPlanRequestSchema>;

export const UpdateMealPlanRequestSchema = z.object({
  email: OptionalEmailSchema,
  date: PlanDateSchema,
  type: MealPlanTypeSchema,
  meals: PlanDaysInputSchema,
  /** The plan's version when it was loaded: a plan changed since then is not overwritten (409). */
  version: BasedOnVersionSchema.optional(),
});
export type UpdateMealPlanRequest = z.infer<typeof UpdateMealPlanRequestSchema>;

export const PlanKeyQuerySchema = z.object({
  email: OptionalEmailSchema,
  date: PlanDateSchema,
  type: MealPlanTypeSchema,
});

export const PlanPathParamsSchema = z.object({ type: MealPlanTypeSchema, date: PlanDateSchema });
export const PlanEmailQuerySchema = z.object({ email: OptionalEmailSchema });

/** `mealType`: breakfast, lunch, dinner, or a row's index from 0 (as a number or its digits) for any row. */
export const CheckMealRequestSchema = z.object({
  email: OptionalEmailSchema,
  date: PlanDateSchema,
  type: MealPlanTypeSchema,
  dayNumber: DayNumberSchema,
  mealType: z.union([
    z.enum(THREE_MEALS),
    z
      .number()
      .int()
      .min(0)
      .max(MEAL_PLAN_LIMITS.maxRows - 1),
    z.string().regex(/^\d$/, 'must be breakfast, lunch, dinner or a row index'),
  ]),
});
export type CheckMealRequest = z.infer<typeof CheckMealRequestSchema>;

export const PlanRowSchema = PlanRowInputSchema.extend({ completed: z.boolean() });
export type PlanRow = z.infer<typeof PlanRowSchema>;

/** A day as the server responds with it: the lossless rows, the text view of rows 1–3, and totals from the items. */
export const PlanDayEntrySchema = z.object({
  dayNumber: z.number().int(),
  breakfast: z.string(),
  lunch: z.string(),
  dinner: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  completed: z.object({ breakfast: z.boolean(), lunch: z.boolean(), dinner: z.boolean() }),
  rows: z.array(PlanRowSchema),
});
export type PlanDayEntry = z.infer<typeof PlanDayEntrySchema>;

/** GET /api/mealplan/{type}/{date}: the list of day entries; `X-Version` names the version, `X-Updated-At` its time. */
export const PlanDayEntriesSchema = z.array(PlanDayEntrySchema);

const MealPlanSummarySchema = z.object({
  date: z.string(),
  type: MealPlanTypeSchema,
  totalDays: z.number().int(),
  version: VersionSchema,
  /** When the plan last changed. */
  updatedAt: z.string(),
});

/** A saved plan with its days: what save, update and check respond with, and what the list holds with its meals. */
export const SavedMealPlanSchema = MealPlanSummarySchema.extend({ meals: PlanDayEntriesSchema });
export type SavedMealPlan = z.infer<typeof SavedMealPlanSchema>;

/** The list of day entries is the whole body of its response, so its version and time travel in headers. */
export const MEAL_PLAN_VERSION_HEADER = 'x-version';
export const MEAL_PLAN_UPDATED_AT_HEADER = 'x-updated-at';

export const DeleteMealPlanResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * GET /api/mealplans: every plan covering a date of the range (a plan saved for D with N days covers D to
 * D + N − 1). `include=meals` adds each plan's days, over at most a month: the dashboard reads a date's
 * plans in one request.
 */
export const MealPlanListQuerySchema = dateRangeQuery(MEAL_PLAN_LIMITS.maxRangeDays, {
  type: MealPlanTypeSchema.optional(),
  include: z.enum(['meals'], { error: 'must be meals' }).optional(),
}).superRefine((query, context) => {
  const { include, from, to } = query as { include?: 'meals'; from: string; to: string };
  if (include && daysBetween(from, to) > MEAL_PLAN_LIMITS.maxDays) {
    const message = `with meals, the range may span at most ${MEAL_PLAN_LIMITS.maxDays} days`;
    context.addIssue({ code: 'custom', path: ['include'], message });
  }
});

export const MealPlanListSchema = z.object({
  plans: z.array(MealPlanSummarySchema.extend({ meals: PlanDayEntriesSchema.optional() })),
});
export type MealPlanList = z.infer<typeof MealPlanListSchema>;
