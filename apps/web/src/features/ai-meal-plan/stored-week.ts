import { z } from 'zod';
import { GeneratedPlanSchema, PlanDaySchema, type PlanDay } from '@thrive/contract';
import { portionNutrition, sumNutrition } from '@thrive/nutrition';
import { deviceStore } from '../../lib/device-store';
import { PlanSettingsSchema } from '../../lib/ai-meal-plan/plan-settings';
import { DEVICE_KEYS } from '../../lib/device-keys';

/**
 * The AI page's week, stored in this browser so that a reload, Back from a recipe or a closed tab finds it
 * as it was, swaps and table size included; only "Generate New Plan" replaces it (docs/product.md,
 * "AI meal plan").
 */
/** The product's first table: 3 meals by 7 days. */
export const DEFAULT_TABLE = { meals: 3, days: 7 } as const;

const StoredWeekSchema = z.object({
  /** What the week was made for. */
  settings: PlanSettingsSchema,
  /** The week, Monday to Sunday. A week stored by an earlier version in another shape is not read: a new one is planned. */
  plan: GeneratedPlanSchema,
  /** The table's size: rows beyond the plan's meals and days beyond its week show as empty. */
  meals: z.number().int().min(1).max(5),
  days: z.number().int().min(1).max(7),
  /** Days with a meal swapped, by their index in the week. */
  swapped: z.record(z.string(), PlanDaySchema),
});
export type StoredWeek = z.infer<typeof StoredWeekSchema>;

export const storedWeek = deviceStore<StoredWeek | null>({
  key: DEVICE_KEYS.aiWeek,
  schema: StoredWeekSchema.nullable(),
  empty: null,
});

/** A day with only its first `meals` meals, and the totals of those. */
function firstMeals(day: PlanDay, meals: number): PlanDay {
  if (day.meals.length <= meals) return day;
  const kept = day.meals.slice(0, meals);
  return { meals: kept, nutrition: sumNutrition(kept.map(portionNutrition)) };
}

/** The days the table shows: the week's first `days`, swaps applied, each cut to the table's rows. */
export function shownDays({ plan, meals, days, swapped }: StoredWeek): PlanDay[] {
  return plan.days.slice(0, days).map((day, index) => firstMeals(swapped[index] ?? day, meals));
}
