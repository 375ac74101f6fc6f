import type { WeightUnit } from '@thrive/contract';
import { BAR_WEIGHT } from './plates';
import { WEIGHT_STEPS } from './progression';

export interface WarmUpSet {
  reps: number;
  /** None for an exercise without weight. */
  weight: number | null;
}

/**
 * `count` warm-up sets ramping up to a working weight: from 40 % to 80 % of it (60 % for one), in fewer reps as the
 * weight rises (8 down to 2), rounded down to the plates, and never lighter than the bar on a barbell.
 */
export function warmUpSets(count: number, weight: number | null, unit: WeightUnit, barbell: boolean): WarmUpSet[] {
  return Array.from({ length: Math.max(0, count) }, (_, at) => {
    const share = count === 1 ? 0.5 : at / (count - 1);
    const reps = Math.round(8 - 6 * share);
    if (!weight) return { reps, weight: null };
    // Rounded down to what a pair of the smallest common plates makes.
    const step = WEIGHT_STEPS.compound[unit];
    const rounded = Math.floor((weight * (0.4 + 0.4 * share)) / step) * step;
    return { reps, weight: barbell ? Math.max(BAR_WEIGHT[unit], rounded) : rounded };
  });
}
