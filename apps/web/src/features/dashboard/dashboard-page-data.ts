import type { QueryClient } from '@tanstack/react-query';
import { addDays, gridRange, monthOf, weekdayIndex } from '../../lib/calendar';
import { localIsoDate } from '../../lib/local-date';
import { mealPlanDatesQueryOptions } from '../../lib/meal-plans/get-meal-plan-dates';
import { plansOnDateQueryOptions } from '../../lib/meal-plans/get-plans-on-date';
import { loadSession } from '../../lib/session';
import { workoutsInRangeQueryOptions } from '../../lib/workouts/workouts-api';
import { practiceQueryOptions } from './api/get-practice';

/**
 * Who is signed in, then what the dashboard opens on: today's plans and workouts, the month's marks, and the
 * week's practice and training. With all of it in, the page is rendered once rather than again for each response.
 */
export async function loadPageData(client: QueryClient) {
  const user = await loadSession(client);
  if (!user) return;
  const today = localIsoDate();
  const month = gridRange(monthOf(today));
  const monday = addDays(today, -weekdayIndex(today));
  await Promise.all([
    client.ensureQueryData(plansOnDateQueryOptions(today)),
    client.ensureQueryData(mealPlanDatesQueryOptions(month.from, month.to)),
    client.ensureQueryData(practiceQueryOptions(monday, addDays(monday, 6))),
    client.ensureQueryData(workoutsInRangeQueryOptions(month.from, month.to)),
    client.ensureQueryData(workoutsInRangeQueryOptions(today, today)),
    client.ensureQueryData(workoutsInRangeQueryOptions(monday, addDays(monday, 6))),
  ]);
}
