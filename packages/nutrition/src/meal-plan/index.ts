export * from './plan-types';
export * from './targets';
export * from './solver';
export {
  generateMealPlan,
  swapMeal,
  sumNutrition,
  PlanRequestError,
  MAX_PER_WEEK,
  CANDIDATES_PER_SLOT,
} from './generate-plan';
