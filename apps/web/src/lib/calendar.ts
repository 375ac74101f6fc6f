/**
 * Calendar arithmetic on plain YYYY-MM-DD strings. Days are counted in UTC so that a daylight-saving
 * change never makes a day 23 or 25 hours long; only "today" comes from the local clock.
 */

import { addDays, isoDateOf, parseIsoDate } from '@thrive/contract';
import { once } from './once';

export interface CalendarMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

export interface CalendarDay {
  iso: string;
  day: number;
  inMonth: boolean;
}

export { addDays, daysBetween, isIsoDate, parseIsoDate } from '@thrive/contract';

export function monthOf(iso: string): CalendarMonth {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function addMonths({ year, month }: CalendarMonth, months: number): CalendarMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day of the month in another month, pulled back to that month's last day when it has fewer. */
export function shiftMonthKeepingDay(iso: string, months: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  const target = addMonths(monthOf(iso), months);
  const day = Math.min(date.getUTCDate(), daysInMonth(target));
  return isoDateOf(target.year, target.month, day);
}

/** Monday is the first day of the week, as in the planner's table (Monday to Sunday). */
export function weekdayIndex(iso: string): number {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return (date.getUTCDay() + 6) % 7;
}

/**
 * The weeks shown for a month: whole Monday-to-Sunday rows from the week holding the 1st to the week
 * holding the last day, with the neighbouring months' days marked as outside.
 */
export function monthGrid(month: CalendarMonth): CalendarDay[][] {
  const first = isoDateOf(month.year, month.month, 1);
  const start = addDays(first, -weekdayIndex(first));
  const last = addDays(first, daysInMonth(month) - 1);
  const end = addDays(last, 6 - weekdayIndex(last));
  const weeks: CalendarDay[][] = [];
  for (let iso = start; iso <= end; iso = addDays(iso, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const dayIso = addDays(iso, offset);
        const date = parseIsoDate(dayIso)!;
        return {
          iso: dayIso,
          day: date.getUTCDate(),
          inMonth: date.getUTCMonth() + 1 === month.month && date.getUTCFullYear() === month.year,
        };
      }),
    );
  }
  return weeks;
}

/** The first and last dates a month's grid shows, for asking which of them hold plans. */
export function gridRange(month: CalendarMonth): { from: string; to: string } {
  const weeks = monthGrid(month);
  return { from: weeks[0]![0]!.iso, to: weeks.at(-1)!.at(-1)!.iso };
}

const longDate = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthTitle = once(() => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

export function formatLongDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? longDate().format(date) : iso;
}

const shortDate = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "Thu 26 Nov 2026": a date in a narrow column. */
export function formatShortDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? shortDate().format(date).replace(',', '') : iso;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Mon 23 Nov": the label of a plan's day, `dayIndex` days after the date the plan starts on. */
export function planDayLabel(startIso: string, dayIndex: number): string {
  const iso = addDays(startIso, dayIndex);
  const date = parseIsoDate(iso)!;
  return `${WEEKDAY_NAMES[weekdayIndex(iso)]!.slice(0, 3)} ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]!}`;
}

export function formatMonth({ year, month }: CalendarMonth): string {
  return monthTitle().format(new Date(Date.UTC(year, month - 1, 1)));
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
