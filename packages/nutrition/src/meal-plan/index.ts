export * from './plan-types';
export * from './targets';
export * from './slot-bands';
export {
  generateMealPlan,
  swapMeal,
  type HeldMeal,
  dayNutrition,
  PlanRequestError,
  MAX_PER_WEEK,
  CANDIDATES_PER_SLOT,
} from './generate-plan';
