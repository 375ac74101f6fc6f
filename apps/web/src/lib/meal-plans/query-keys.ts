/**
 * Every cache key of saved plans, so a write can name exactly what it makes stale. Queries take their
 * keys from here through their `queryOptions`; nothing else spells one out.
 */
export const savedPlanKeys = {
  all: ['saved-plans'] as const,
  dates: () => [...savedPlanKeys.all, 'dates'] as const,
  datesIn: (from: string, to: string) => [...savedPlanKeys.dates(), from, to] as const,
  /** Every date's plans: a plan shows on each date it covers, so a change to it may touch several. */
  onDates: () => [...savedPlanKeys.all, 'on-date'] as const,
  onDate: (date: string) => [...savedPlanKeys.onDates(), date] as const,
};
