import { TRAINING_LIMITS } from '@thrive/contract';

/**
 * Epley's estimate of the most one could lift once, from a set of `reps` at `weight`: weight × (1 + reps ÷ 30).
 * A single rep is its own one-rep max (the formula would add a thirtieth to a lift that was done); past 12 reps the
 * estimate drifts too far to trust, and there is none (undefined), as there is none without a weight.
 */
export function estimatedOneRepMax(weight: number, reps: number): number | undefined {
  if (!(weight > 0) || !Number.isInteger(reps) || reps < 1 || reps > TRAINING_LIMITS.oneRepMaxReps) return undefined;
  return reps === 1 ? weight : weight * (1 + reps / 30);
}
