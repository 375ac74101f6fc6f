import { MEAL_PLAN_MESSAGES, type MealPlanType } from '@thrive/contract';
import { ApiRequestError } from '../../lib/api-error';

/** A save that lost to newer work elsewhere (HTTP 409). */
export const PLAN_CONFLICT_MESSAGE =
  'This meal plan was changed somewhere else, so your edits were not saved. The latest version is shown now.';

export const PLAN_TYPE_NAMES: Record<MealPlanType, string> = { custom: 'Custom', ai: 'AI' };

export function emptyPlanText(type: MealPlanType): string {
  return type === 'custom' ? MEAL_PLAN_MESSAGES.noCustomPlan : MEAL_PLAN_MESSAGES.noAiPlan;
}

/** The reason inside a sentence of ours: its own closing full stop would double the template's. */
function reason(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message.trim().replace(/\.+$/, '');
  // A schema mismatch or a bug: its text means nothing to the user.
  return 'the answer could not be read';
}

const isApiError = (error: unknown, status: number): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === status;

/** The text shown when a plan could not be loaded (docs/product.md, "Plan messages"). */
export function planFetchErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0 && error.code !== 'timeout') {
    return MEAL_PLAN_MESSAGES.cannotConnect;
  }
  if (isApiError(error, 401)) return MEAL_PLAN_MESSAGES.loginForDashboard;
  if (isApiError(error, 404)) return MEAL_PLAN_MESSAGES.notFoundForDate;
  return MEAL_PLAN_MESSAGES.fetchFailed.replace('{message}', reason(error));
}

export function planUpdateErrorText(error: unknown): string {
  if (isApiError(error, 401)) return MEAL_PLAN_MESSAGES.loginToSaveChanges;
  if (isApiError(error, 409)) return PLAN_CONFLICT_MESSAGE;
  return MEAL_PLAN_MESSAGES.updateFailed.replace('{error}', reason(error));
}

export function planDeleteErrorText(error: unknown): string {
  if (isApiError(error, 401)) return MEAL_PLAN_MESSAGES.loginToSaveChanges;
  return MEAL_PLAN_MESSAGES.deleteFailed.replace('{error}', reason(error));
}

export function mealCheckErrorText(error: unknown): string {
  if (isApiError(error, 401)) return MEAL_PLAN_MESSAGES.loginToSaveChanges;
  if (isApiError(error, 404)) return MEAL_PLAN_MESSAGES.checkNotFound;
  return MEAL_PLAN_MESSAGES.checkFailed;
}
