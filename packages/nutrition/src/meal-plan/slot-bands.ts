import type { MealSlot } from './plan-types';

/** The share of a day's energy one meal should carry, from `min` to `max` (fractions of the day). */
export interface ShareBand {
  min: number;
  max: number;
}

/**
 * What a dietitian expects each meal to carry when a day has three meals or more: breakfast a fifth to
 * three tenths, lunch and dinner three to four tenths each, a snack a twentieth to three twentieths.
 */
const MEAL_BANDS: Record<MealSlot, ShareBand> = {
  breakfast: { min: 0.2, max: 0.3 },
  lunch: { min: 0.3, max: 0.4 },
  dinner: { min: 0.3, max: 0.4 },
  snack: { min: 0.05, max: 0.15 },
};

/** Two meals share the day as a lighter first meal and a main one; a single meal is the whole day. */
const TWO_MEAL_BANDS: Partial<Record<MealSlot, ShareBand>> = {
  breakfast: { min: 0.35, max: 0.5 },
  dinner: { min: 0.5, max: 0.65 },
};

/** The band of each meal of a day laid out as `slots` (see `slotsFor`). */
export function slotBands(slots: readonly MealSlot[]): ShareBand[] {
  if (slots.length === 1) return [{ min: 1, max: 1 }];
  return slots.map((slot) => (slots.length === 2 ? TWO_MEAL_BANDS[slot] : undefined) ?? MEAL_BANDS[slot]);
}

/** How far a share lies outside its band, as a fraction of the day (0 inside it). */
export function bandMiss(share: number, band: ShareBand): number {
  return Math.max(0, band.min - share, share - band.max);
}
