import type { WeightUnit } from '@thrive/contract';
import { KG_PER_POUND } from '@thrive/nutrition';

/** A weight in kilograms, whichever unit it was logged in: records compare kg with kg. */
export function toKg(weight: number, unit: WeightUnit): number {
  return unit === 'kg' ? weight : weight * KG_PER_POUND;
}
