/**
 * Calendar arithmetic on plain YYYY-MM-DD strings, for the server and the app alike. Days are counted in UTC so that
 * a daylight-saving change never makes a day 23 or 25 hours long; "today" is the caller's to say.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar date of a YYYY-MM-DD string, or null when it is not a real date (2026-02-30). */
export function parseIsoDate(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  // Set apart, as Date.UTC reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  return fromUtc(date) === iso ? date : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return fromUtc(new Date(date.getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) throw new RangeError(`Not a date: ${start ? to : from}`);
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** The YYYY-MM-DD of a year, a month (1 to 12) and a day. */
export function isoDateOf(year: number, month: number, day: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return fromUtc(date);
}

/** Today's date in UTC: the server's, or a bound around a person's own today (never more than a day apart). */
export const utcToday = () => fromUtc(new Date());
