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
} from './generate-plan';
