import { once } from '../../lib/once';

const format = once(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);

/** "2026-03-02" reads as "March 2, 2026", the same wherever the reader is. */
export function formatArticleDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : format().format(time);
}

/** The service's LastUpdate (seconds since 1970, as text) as a date. */
export function lastUpdateDate(seconds: string): string | undefined {
  const value = Number(seconds);
  return Number.isFinite(value) && value > 0 ? new Date(value * 1000).toISOString().slice(0, 10) : undefined;
}
