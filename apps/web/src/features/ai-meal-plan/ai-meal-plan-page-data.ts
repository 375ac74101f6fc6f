import type { QueryClient } from '@tanstack/react-query';
import { readMealPreferences } from '../../lib/meal-preferences';
import { weekPlanQueryOptions } from '../../lib/plan-generator/generate-plan';
import { planSettings } from '../../lib/plan-generator/plan-settings';
import { DEFAULT_TABLE, newSeed } from './week-plan-defaults';

/** What the page starts from: the seed of the week whose request is already on its way. */
export interface AiMealPlanLoaderData {
  seed: number;
}

/** Asks for the visitor's first week at once; the page shows it when it comes, not waiting for it here. */
export async function loadPageData(client: QueryClient): Promise<AiMealPlanLoaderData> {
  const seed = newSeed();
  void client.prefetchQuery(weekPlanQueryOptions(DEFAULT_TABLE.meals, seed, planSettings(readMealPreferences())));
  return { seed };
}
