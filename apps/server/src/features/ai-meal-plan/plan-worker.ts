import { HttpError } from '../../lib/http-errors';
import { generatePlan, swapDayMeal } from './plan-generation';
import type { PlanOutcome, PlanTask } from './plan-workers';

/**
 * Runs one plan task off the event loop. A bad request comes back as a value: an error thrown across the
 * thread boundary would lose its class and fields.
 */
export default function runPlanTask(task: PlanTask): PlanOutcome {
  try {
    const value = task.kind === 'generate' ? generatePlan(task.query, task.pool) : swapDayMeal(task.body, task.pool);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      return { ok: false, message: error.message, fields: error.fields ?? {} };
    }
    throw error;
  }
}
