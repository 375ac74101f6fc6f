import { planDayLabel } from '../../../lib/calendar';

/** "day1" (the column name of docs/product.md, "AI meal plan") with that day's date under it, e.g. "Mon 23 Nov". */
export function DayHeading({ startDate, dayIndex }: { startDate: string; dayIndex: number }) {
  return (
    <>
      <span className="day-heading__name">day{dayIndex + 1}</span>{' '}
      <span className="day-heading__date">{planDayLabel(startDate, dayIndex)}</span>
    </>
  );
}
