const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date, so that dates can be counted and fitted as numbers. */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The ISO date a number of days after (or before) another. */
export const addDays = (date: string, days: number) =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
