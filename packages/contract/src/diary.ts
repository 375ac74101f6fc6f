import { z } from 'zod';
import { FoodIdSchema, FoodSchema, isBarcode, MICRONUTRIENTS, NutrientsSchema, type Micronutrient } from './foods';
import { MealPlanTypeSchema } from './meal-plans';
import { dateRangeQuery, IsoDateSchema } from './params';
import { TargetsSchema } from './targets';

/**
 * The food diary (docs/product.md, "Food diary"): what a person ate, per date and meal, from the USDA foods,
 * a recipe, a quick entry of calories and macronutrients, or the plan saved for the date.
 */

export const DIARY_MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type DiaryMeal = (typeof DIARY_MEALS)[number];
export const DiaryMealSchema = z.enum(DIARY_MEALS, { error: `must be one of ${DIARY_MEALS.join(', ')}` });

/** A plan's row as a diary meal, by its label: "Breakfast", "Lunch", "Dinner" (or supper); any other is a snack. */
export function diaryMealOfRow(label: string): DiaryMeal {
  const text = label.toLowerCase();
  if (text.includes('breakfast')) return 'breakfast';
  if (text.includes('lunch')) return 'lunch';
  if (text.includes('dinner') || text.includes('supper')) return 'dinner';
  return 'snacks';
}

export const DIARY_LIMITS = {
  grams: 5000,
  quantity: 100,
  servings: 20,
  quickCalories: 10_000,
  quickGrams: 1000,
  nameLength: 100,
  entriesPerDay: 200,
  /** The longest range of daily totals asked at once. */
  rangeDays: 366,
} as const;

const positiveUpTo = (max: number, unit: string) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .positive({ error: `must be more than 0 ${unit}` })
    .max(max, { error: `must be at most ${max} ${unit}` });
const amountUpTo = (max: number, unit: string) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .min(0, { error: `must not be below 0 ${unit}` })
    .max(max, { error: `must be at most ${max} ${unit}` });

/** A food by weight, or by one of its portions and how many of them. */
export const FoodAmountSchema = z
  .strictObject({
    id: FoodIdSchema,
    grams: positiveUpTo(DIARY_LIMITS.grams, 'g').optional(),
    /** The portion's unit as the food lists it ("cup, chopped"). */
    portion: z.string().min(1).max(DIARY_LIMITS.nameLength).optional(),
    quantity: positiveUpTo(DIARY_LIMITS.quantity, 'portions').optional(),
  })
  .superRefine((food, context) => {
    if (food.grams !== undefined) {
      if (food.portion !== undefined || food.quantity !== undefined) {
        context.addIssue({ code: 'custom', path: ['grams'], message: 'give grams, or a portion and a quantity' });
      }
    } else if (food.portion === undefined) {
      context.addIssue({ code: 'custom', path: ['grams'], message: 'give grams, or a portion and a quantity' });
    } else if (food.quantity === undefined) {
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'give how many portions' });
    }
  });
export type FoodAmount = z.infer<typeof FoodAmountSchema>;

export const RecipeAmountSchema = z.strictObject({
  id: z.number().int().positive(),
  servings: positiveUpTo(DIARY_LIMITS.servings, 'servings'),
});

const EntryNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Name what you ate.' })
  .max(DIARY_LIMITS.nameLength, { error: `Use at most ${DIARY_LIMITS.nameLength} characters.` });

/** Calories and macronutrients typed by hand. */
export const QuickEntrySchema = z.strictObject({
  name: EntryNameSchema,
  calories: amountUpTo(DIARY_LIMITS.quickCalories, 'kcal'),
  protein: amountUpTo(DIARY_LIMITS.quickGrams, 'g'),
  carbs: amountUpTo(DIARY_LIMITS.quickGrams, 'g'),
  fat: amountUpTo(DIARY_LIMITS.quickGrams, 'g'),
});

/** What a new entry is: exactly one of a food, a recipe or a quick entry, in a meal. */
export const NewDiaryEntrySchema = z
  .strictObject({
    meal: DiaryMealSchema,
    food: FoodAmountSchema.optional(),
    recipe: RecipeAmountSchema.optional(),
    quick: QuickEntrySchema.optional(),
  })
  .superRefine((entry, context) => {
    const given = (['food', 'recipe', 'quick'] as const).filter((kind) => entry[kind] !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: [given[1] ?? 'food'],
        message: 'give exactly one of food, recipe or quick',
      });
    }
  });
export type NewDiaryEntry = z.infer<typeof NewDiaryEntrySchema>;

export const DIARY_ENTRY_KINDS = ['food', 'recipe', 'quick'] as const;

export const DiaryEntrySchema = z.object({
  id: z.uuid(),
  date: IsoDateSchema,
  meal: DiaryMealSchema,
  kind: z.enum(DIARY_ENTRY_KINDS),
  name: z.string(),
  food: z
    .object({
      id: FoodIdSchema,
      grams: z.number(),
      portion: z.string().optional(),
      quantity: z.number().optional(),
    })
    .optional(),
  recipe: z.object({ id: z.number().int(), servings: z.number() }).optional(),
  /** What the entry holds: the food's values × grams ÷ 100, a recipe's per serving × servings, or as typed. */
  nutrients: NutrientsSchema,
  /** Set on entries logged with "Ate as planned". */
  fromPlan: MealPlanTypeSchema.optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;

/**
 * A day's or a range's sums. A micronutrient is summed over the entries that have a figure for it; `missing`
 * counts the entries that have none, so a screen never shows a partial sum as the whole.
 */
export const DiaryTotalsSchema = NutrientsSchema.extend({
  missing: z.partialRecord(
    z.enum(Object.keys(MICRONUTRIENTS) as [Micronutrient, ...Micronutrient[]]),
    z.number().int().positive(),
  ),
});
export type DiaryTotals = z.infer<typeof DiaryTotalsSchema>;

export const DiaryDaySchema = z.object({
  date: IsoDateSchema,
  entries: z.array(DiaryEntrySchema),
  totals: DiaryTotalsSchema,
  /** The signed-in person's targets, as "My targets" holds them. */
  targets: TargetsSchema,
});
export type DiaryDay = z.infer<typeof DiaryDaySchema>;

export const DiaryDateParamsSchema = z.object({ date: IsoDateSchema });
export const DiaryEntryParamsSchema = z.object({
  date: IsoDateSchema,
  entryId: z.uuid({ error: 'must be an entry id' }),
});

/** PUT: the entry's new meal and amount (its kind stays). */
export const UpdateDiaryEntrySchema = NewDiaryEntrySchema;

export const FromPlanRequestSchema = z.strictObject({
  type: MealPlanTypeSchema,
  /** One meal of the plan; the whole day without it. */
  meal: DiaryMealSchema.optional(),
});

export const CopyDayRequestSchema = z.strictObject({ from: IsoDateSchema });

export const DiaryRangeQuerySchema = dateRangeQuery(DIARY_LIMITS.rangeDays, {});

export const DiaryRangeSchema = z.object({
  /** Only the dates with at least one entry, in order. */
  days: z.array(z.object({ date: IsoDateSchema, entries: z.number().int().positive(), totals: DiaryTotalsSchema })),
});
export type DiaryRange = z.infer<typeof DiaryRangeSchema>;

/** A food the person logs often or lately, with the amount they logged last time. */
export const RecentFoodSchema = z.object({
  food: FoodSchema,
  amount: z.object({ grams: z.number(), portion: z.string().optional(), quantity: z.number().optional() }),
  /** How many times it was logged, of the latest entries. */
  times: z.number().int().positive(),
});
export type RecentFood = z.infer<typeof RecentFoodSchema>;

export const RecentFoodsSchema = z.object({ foods: z.array(RecentFoodSchema) });

/** How many of the latest food entries the recent foods are counted from, and how many are shown. */
export const RECENT_FOODS = { entries: 300, shown: 12 } as const;

export const DIARY_MESSAGES = {
  entryNotFound: 'No such entry in your diary.',
  foodNotFound: 'No such food.',
  productNotFound: 'No product with this barcode was found. Check the number, or use Quick add.',
  productWithoutNutrients: 'This product has no nutrition facts yet. Use Quick add with the figures on its label.',
  productsUnavailable: 'Products cannot be looked up right now. Try again in a moment, or use Quick add.',
  barcodesOff: 'Barcodes cannot be looked up on this server. Use the search or Quick add.',
  recipeNotFound: 'No such recipe.',
  portionNotFound: 'This food has no such portion.',
  noPlan: 'No meal plan of this kind covers this date.',
  dayFull: `A day holds at most ${DIARY_LIMITS.entriesPerDay} entries.`,
} as const;

/** Why no food has this id: no such USDA number, no such product, or no barcodes on this server. */
export function foodNotFoundMessage(id: string, barcodes: boolean): string {
  if (!isBarcode(id)) return DIARY_MESSAGES.foodNotFound;
  return barcodes ? DIARY_MESSAGES.productNotFound : DIARY_MESSAGES.barcodesOff;
}
