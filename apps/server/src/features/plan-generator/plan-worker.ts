import { loadSolver } from '@thrive/nutrition/meal-plan';
import { HttpError } from '../../lib/http-errors';
import { generatePlan, swapDayMeal } from './plan-generation';
import type { PlanOutcome, PlanTask } from './plan-workers';

// Each worker thread loads HiGHS once and keeps it for every task it runs.
const solver = await loadSolver();

/**
 * Runs one plan task off the event loop. A bad request comes back as a value: an error thrown across the
 * thread boundary would lose its class and fields.
 */
export default function runPlanTask(task: PlanTask): PlanOutcome {
  try {
    const value =
      task.kind === 'generate'
        ? generatePlan(solver, task.query, task.pool)
        : swapDayMeal(solver, task.body, task.pool);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      return { ok: false, message: error.message, fields: error.fields ?? {} };
    }
    throw error;
  }
}
