import type { WeightUnit } from '@thrive/contract';

/** The international avoirdupois pound, exactly. */
export const KG_PER_LB = 0.45359237;

/** A weight in kilograms, whichever unit it was logged in: records compare kg with kg. */
export function toKg(weight: number, unit: WeightUnit): number {
  return unit === 'kg' ? weight : weight * KG_PER_LB;
}
