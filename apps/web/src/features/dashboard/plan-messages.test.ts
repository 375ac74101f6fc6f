import { describe, expect, it } from 'vitest';
import { MEAL_PLAN_MESSAGES } from '@thrive/contract';
import { ApiRequestError } from '../../lib/api-error';
import {
  emptyPlanText,
  mealCheckErrorText,
  PLAN_CONFLICT_MESSAGE,
  planDeleteErrorText,
  planFetchErrorText,
  planUpdateErrorText,
} from './plan-messages';

const failure = (status: number, message = 'Database is down.', code = 'http') =>
  new ApiRequestError(message, status, code);

describe('meal plan messages (docs/product.md, "Plan messages")', () => {
  it('says the server cannot be reached when the connection fails', () => {
    expect(planFetchErrorText(failure(0, 'Cannot reach the server.', 'network'))).toBe(
      'Cannot connect to the server. Please make sure it is running on port 5000.',
    );
  });

  it('puts the reason into the fetch failure sentence without a doubled full stop', () => {
    expect(planFetchErrorText(failure(500))).toBe(
      'Failed to fetch meal plans: Database is down. Please try again later.',
    );
    expect(planFetchErrorText(failure(0, 'The server took too long to answer.', 'timeout'))).toBe(
      'Failed to fetch meal plans: The server took too long to answer. Please try again later.',
    );
    expect(planFetchErrorText(new TypeError('x is undefined'))).toBe(
      'Failed to fetch meal plans: the answer could not be read. Please try again later.',
    );
  });

  it('maps 404 and 401 to their texts', () => {
    expect(planFetchErrorText(failure(404))).toBe('No meal plans found for this date.');
    expect(planFetchErrorText(failure(401))).toBe('Please login to see dashboard');
  });

  it('names each empty plan by its type', () => {
    expect(emptyPlanText('custom')).toBe('No Custom Meal Plan for this date');
    expect(emptyPlanText('ai')).toBe('No AI Meal Plan for this date');
  });

  it('words update, delete and check failures', () => {
    expect(planUpdateErrorText(failure(400, 'meals.0.rows.0.items.0.name: must not be empty'))).toBe(
      'Failed to update meal plan: meals.0.rows.0.items.0.name: must not be empty',
    );
    expect(planUpdateErrorText(failure(409))).toBe(PLAN_CONFLICT_MESSAGE);
    expect(planUpdateErrorText(failure(401))).toBe(MEAL_PLAN_MESSAGES.loginToSaveChanges);
    expect(planDeleteErrorText(failure(404, 'No meal plan for this date.'))).toBe(
      'Failed to delete meal plan: No meal plan for this date',
    );
    expect(mealCheckErrorText(failure(404))).toBe(
      'Meal plan not found for this date. Please create a meal plan first.',
    );
    expect(mealCheckErrorText(failure(500))).toBe('Failed to update meal completion status.');
  });
});
