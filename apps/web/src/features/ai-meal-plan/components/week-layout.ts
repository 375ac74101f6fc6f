import type { PlanDay } from '@thrive/contract';

/** What both layouts of the AI week (table and day cards) render from. */
export interface WeekLayoutProps {
  days: readonly PlanDay[];
  /** Rows: meals a day. */
  meals: number;
  /** The date of day 1, YYYY-MM-DD: the plan is saved under today's date, so day 1 is today. */
  startDate: string;
  onSwap: (dayIndex: number, mealIndex: number) => void;
  swapping: boolean;
}
