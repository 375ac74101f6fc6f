import { generatePlanRoute } from '@thrive/contract';
import { callApi } from '../api-client';
import { settingsParams, type PlanSettings } from './plan-settings';

export interface PlanRequest {
  settings: PlanSettings;
  /** Meals a day. */
  meals: number;
  seed: number;
}

function generate(timeFrame: 'day' | 'week', { settings, meals, seed }: PlanRequest) {
  const query = { timeFrame, targetCalories: settings.calories, meals, seed, ...settingsParams(settings) };
  return callApi(generatePlanRoute, { query });
}

/** A week aimed at the settings, Monday to Sunday: the AI page's plan. */
export const generateWeekPlan = (request: PlanRequest) => generate('week', request);

/** A day aimed at the settings: the home page's plan. */
export const generateDayPlan = (request: PlanRequest) => generate('day', request);

/** A plan is drawn from a seed; a new seed, a new plan. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);
