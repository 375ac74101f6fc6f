/** A date on this device's clock as YYYY-MM-DD: a plan saved this evening belongs to today, not to UTC's tomorrow. */
export function localIsoDate(date = new Date()): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
