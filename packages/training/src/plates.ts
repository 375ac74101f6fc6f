import type { WeightUnit } from '@thrive/contract';

/** A standard Olympic bar, in the unit the weight is in. */
export const BAR_WEIGHT: Record<WeightUnit, number> = { kg: 20, lb: 45 };

/** The plates a gym commonly has, heaviest first. */
export const PLATES: Record<WeightUnit, readonly number[]> = {
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
  lb: [45, 35, 25, 10, 5, 2.5],
};

export interface BarLoad {
  bar: number;
  /** Heaviest first, the same on each side. */
  perSide: number[];
  /** What the plates cannot make up, per side (0 when they make the weight exactly). */
  shortPerSide: number;
}

/**
 * The plates on each side of a bar for a total weight, heaviest first; undefined when the weight is no more than the
 * bar. The smallest plate's half (0.625 kg, 1.25 lb per side) is the finest a bar can be loaded to, so what is left
 * below it is said, not hidden.
 */
export function barLoad(total: number, unit: WeightUnit, bar = BAR_WEIGHT[unit]): BarLoad | undefined {
  if (!(total > bar)) return undefined;
  // Counted in thousandths, so that 1.25 and a quarter's half add up without floating-point dust.
  let left = Math.round(((total - bar) / 2) * 1000);
  const perSide: number[] = [];
  for (const plate of PLATES[unit]) {
    const size = Math.round(plate * 1000);
    while (left >= size) {
      perSide.push(plate);
      left -= size;
    }
  }
  return { bar, perSide, shortPerSide: left / 1000 };
}
