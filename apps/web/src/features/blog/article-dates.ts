import { once } from '../../lib/once';

const format = once(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);

/** "2026-03-02" reads as "March 2, 2026", the same wherever the reader is. */
export function formatArticleDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : format().format(time);
}

/** The day of an ISO date-time ("2024-03-27T14:40:01.000Z" is "2024-03-27"), as it falls in UTC. */
export function dayOf(isoDateTime: string): string {
  return isoDateTime.slice(0, 10);
}
