import { GeneratedDaySchema, GeneratedWeekSchema } from '@thrive/contract';
import { apiRequest } from '../api-client';
import { settingsParams, type PlanSettings } from './plan-settings';

const GENERATE_PATH = '/api/mealplanner/generate';

export interface PlanRequest {
  settings: PlanSettings;
  /** Meals a day. */
  meals: number;
  seed: number;
}

function generate(timeFrame: 'day' | 'week', { settings, meals, seed }: PlanRequest) {
  const query = new URLSearchParams({
    timeFrame,
    targetCalories: String(settings.calories),
    meals: String(meals),
    seed: String(seed),
    ...settingsParams(settings),
  });
  return `${GENERATE_PATH}?${query}`;
}

/** A week aimed at the settings: the AI page's plan. */
export function generateWeekPlan(request: PlanRequest) {
  return apiRequest(generate('week', request), { schema: GeneratedWeekSchema });
}

/** A day aimed at the settings: the home page's plan. */
export function generateDayPlan(request: PlanRequest) {
  return apiRequest(generate('day', request), { schema: GeneratedDaySchema });
}

/** A plan is drawn from a seed; a new seed, a new plan. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);
