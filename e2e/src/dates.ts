import type { Page } from '@playwright/test';

/** Dates as the journeys need them, worked out here on their own rather than with the app's code. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** The ISO date `days` after `iso`. */
export function isoAfter(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Wed 25 Nov": how the app names the day `days` after `iso`. */
export function dayName(iso: string, days = 0): string {
  const date = new Date(`${isoAfter(iso, days)}T00:00:00Z`);
  return `${weekday.format(date)} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The first Wednesday after `iso`, whatever weekday `iso` is. */
export function wednesdayAfter(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return isoAfter(iso, ((3 - day + 6) % 7) + 1);
}

/** Today on the browser's clock, which is the date the planner and the dashboard start on. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}
