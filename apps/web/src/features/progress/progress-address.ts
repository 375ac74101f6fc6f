import { addDays, isIsoDate } from '../../lib/calendar';

/** The spans the chart and the list can show, in days; the first is the default. */
export const RANGES = [
  { days: 90, label: '3 months' },
  { days: 30, label: '30 days' },
  { days: 365, label: '1 year' },
] as const;

/**
 * What /progress shows, from its address: the date being logged (`?date=`, today without it or for a date to come)
 * and the span shown (`?range=`).
 */
export function progressAddress(params: URLSearchParams, today: string) {
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) && asked <= today ? asked : today;
  const span = RANGES.find((range) => String(range.days) === params.get('range')) ?? RANGES[0];
  return { date, span, range: { from: addDays(today, -span.days), to: today } };
}
