import type { QueryClient } from '@tanstack/react-query';
import { addDays, gridRange, monthOf, weekdayIndex } from '../../lib/calendar';
import { localIsoDate } from '../../lib/local-date';
import { mealPlanDatesQueryOptions } from '../../lib/saved-plans/get-meal-plan-dates';
import { plansOnDateQueryOptions } from '../../lib/saved-plans/get-plans-on-date';
import { loadSession } from '../../lib/session';
import { practiceQueryOptions } from './api/get-practice';

/** Who is signed in, then what the dashboard opens on: today's plans, the month's marks and the week's practice. */
export async function loadPageData(client: QueryClient) {
  const user = await loadSession();
  if (!user) return;
  const today = localIsoDate();
  const month = gridRange(monthOf(today));
  const monday = addDays(today, -weekdayIndex(today));
  await Promise.all([
    client.ensureQueryData(plansOnDateQueryOptions(today)),
    client.ensureQueryData(mealPlanDatesQueryOptions(month.from, month.to)),
    client.ensureQueryData(practiceQueryOptions(monday, addDays(monday, 6))),
  ]);
}
