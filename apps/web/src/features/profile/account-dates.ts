/** A day as the account cards name it: "27 Nov 2026", in the browser's own time zone. */
export const accountDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "today", "yesterday" or "on 12 Nov 2026": when something was last used, known to the day. */
export function seenOn(iso: string, now = new Date()): string {
  const seen = new Date(iso);
  const days = Math.round(
    (Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) -
      Date.UTC(seen.getFullYear(), seen.getMonth(), seen.getDate())) /
      86_400_000,
  );
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `on ${accountDay.format(seen)}`;
}
