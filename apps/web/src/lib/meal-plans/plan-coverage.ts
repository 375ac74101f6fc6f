import type { MealPlanType } from '@thrive/contract';
import { addDays, daysBetween } from '../calendar';

/** Where a saved plan starts, how many days it runs and of which type it is. */
export interface PlanSpan {
  date: string;
  totalDays: number;
  type: MealPlanType;
}

/** The number (from 1) of the plan's day falling on `date`; below 1 or past its length when it does not cover it. */
export function planDayNumber(plan: Pick<PlanSpan, 'date'>, date: string): number {
  return daysBetween(plan.date, date) + 1;
}

/** A plan saved for D with N days covers D to D + N − 1. */
export function coversDate(plan: Pick<PlanSpan, 'date' | 'totalDays'>, date: string): boolean {
  const day = planDayNumber(plan, date);
  return day >= 1 && day <= plan.totalDays;
}

/**
 * The plan of a type that a date shows: of those covering it, the one that started last, as a plan saved
 * later for a date takes over the rest of an older one from that date on.
 */
export function coveringPlan<Plan extends PlanSpan>(
  plans: readonly Plan[],
  type: MealPlanType,
  date: string,
): Plan | null {
  let found: Plan | null = null;
  for (const plan of plans) {
    if (plan.type === type && coversDate(plan, date) && (!found || plan.date > found.date)) found = plan;
  }
  return found;
}

/** Every date the plans cover, with the types covering it: what the calendar marks. */
export function coveredDates(plans: readonly PlanSpan[]): Map<string, Set<MealPlanType>> {
  const marks = new Map<string, Set<MealPlanType>>();
  for (const plan of plans) {
    for (let day = 0; day < plan.totalDays; day += 1) {
      const date = addDays(plan.date, day);
      const types = marks.get(date) ?? new Set<MealPlanType>();
      types.add(plan.type);
      marks.set(date, types);
    }
  }
  return marks;
}
