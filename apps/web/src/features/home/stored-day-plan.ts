import { z } from 'zod';
import { GeneratedPlanSchema } from '@thrive/contract';
import { deviceStore } from '../../lib/device-store';
import { PlanSettingsSchema } from '../../lib/ai-meal-plan/plan-settings';
import { DEVICE_KEYS } from '../../lib/device-keys';

/**
 * The home page's day plan, stored in this browser so a reload, Back from a recipe or a closed tab finds it;
 * only "Generate Plan" replaces it (docs/product.md, "Home"). A day stored by an earlier version in another
 * shape is not read.
 */
const StoredDaySchema = z.object({ settings: PlanSettingsSchema, plan: GeneratedPlanSchema });
export type StoredDay = z.infer<typeof StoredDaySchema>;

export const storedDayPlan = deviceStore<StoredDay | null>({
  key: DEVICE_KEYS.dayPlan,
  schema: StoredDaySchema.nullable(),
  empty: null,
});
