import { addDays, daysBetween, TREND, type TrendDay } from '@thrive/contract';

/** A weigh-in: kilograms on a date. */
export interface WeighIn {
  date: string;
  weight: number;
}

const byDate = (a: WeighIn, b: WeighIn) => a.date.localeCompare(b.date);

/**
 * The smoothed weight of every day from the first weigh-in to the last (docs/product.md, "Body and progress"):
 * each day's trend moves `TREND.smoothing` of the way from yesterday's trend to the day's weight, as in John
 * Walker's "The Hacker's Diet". A day without a weigh-in takes the weight on the line between its neighbours, so a
 * skipped day neither stops nor jerks the trend.
 */
export function weightTrend(weighIns: readonly WeighIn[]): TrendDay[] {
  const sorted = [...weighIns].sort(byDate);
  const days: TrendDay[] = [];
  let trend = sorted[0]?.weight ?? 0;
  for (let index = 0; index < sorted.length; index++) {
    const current = sorted[index]!;
    const previous = sorted[index - 1];
    if (previous) {
      const gap = daysBetween(previous.date, current.date);
      for (let step = 1; step < gap; step++) {
        const between = previous.weight + ((current.weight - previous.weight) * step) / gap;
        trend += TREND.smoothing * (between - trend);
        days.push({ date: addDays(previous.date, step), trend });
      }
    }
    trend += TREND.smoothing * (current.weight - trend);
    days.push({ date: current.date, weight: current.weight, trend });
  }
  return days;
}

/** The slope, per day, of the least-squares line through the points. */
function slopePerDay(points: readonly { x: number; y: number }[]): number {
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return covariance / variance;
}

/**
 * Kilograms a week, the slope of the least-squares line through the weigh-ins of the `TREND.rateDays` days up to
 * `asOf` (the last weigh-in's date unless given); null with fewer than `TREND.rateMinWeighIns` of them or less than
 * `TREND.rateMinSpanDays` between the first and the last. The line is fitted to the weights rather than to the
 * smoothed trend, which lags a steady change by about nine days and would understate it.
 */
export function weeklyRate(weighIns: readonly WeighIn[], asOf?: string): number | null {
  const sorted = [...weighIns].sort(byDate);
  const end = asOf ?? sorted.at(-1)?.date;
  if (end === undefined) return null;
  // Days counted back from the end (0, −1, …).
  const points = sorted
    .map((weighIn) => ({ x: daysBetween(end, weighIn.date), y: weighIn.weight }))
    .filter((point) => point.x <= 0 && point.x > -TREND.rateDays);
  if (points.length < TREND.rateMinWeighIns || points.at(-1)!.x - points[0]!.x < TREND.rateMinSpanDays) return null;
  return slopePerDay(points) * 7;
}

/** Slower than this many kilograms a week, a goal is never reached in any time that means something. */
const STANDSTILL = 0.005;
/** Further than this, a date is no forecast. */
const FORECAST_WEEKS = 5 * 52;

/**
 * The date a trend at `trend` kilograms reaches `goal` at `rate` kilograms a week, counted from `date`; null when the
 * rate is unknown, next to nothing or leads away from the goal, or the date is more than five years away.
 */
export function goalDate(date: string, trend: number, goal: number, rate: number | null): string | null {
  if (rate === null || Math.abs(rate) < STANDSTILL) return null;
  const weeks = (goal - trend) / rate;
  if (weeks < 0 || weeks > FORECAST_WEEKS) return null;
  return addDays(date, Math.ceil(weeks * 7));
}
