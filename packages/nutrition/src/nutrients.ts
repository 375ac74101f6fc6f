import { MICRONUTRIENT_KEYS, type DiaryTotals, type Nutrients } from '@thrive/contract';
import { roundTo } from './macros';

const KEYS = ['calories', 'protein', 'carbs', 'fat', ...MICRONUTRIENT_KEYS] as const;

/** Nutrients times a factor (grams ÷ 100 for a food, servings for a recipe), to three decimals; unknown stays unknown. */
export function scaleNutrients<N extends Partial<Nutrients>>(nutrients: N, factor: number): N {
  const scaled = {} as N;
  for (const key of KEYS) {
    const value = nutrients[key];
    if (value !== undefined) scaled[key] = roundTo(value * factor, 3) as N[typeof key];
  }
  return scaled;
}

/**
 * The sum of entries' nutrients. A micronutrient sums the entries that have a figure for it, and `missing` counts
 * those that have none.
 */
export function sumNutrients(list: readonly Nutrients[]): DiaryTotals {
  const totals: DiaryTotals = { calories: 0, protein: 0, carbs: 0, fat: 0, missing: {} };
  for (const nutrients of list) {
    for (const key of KEYS) {
      const value = nutrients[key];
      if (value === undefined) {
        if (key !== 'calories' && key !== 'protein' && key !== 'carbs' && key !== 'fat') {
          totals.missing[key] = (totals.missing[key] ?? 0) + 1;
        }
      } else {
        totals[key] = (totals[key] ?? 0) + value;
      }
    }
  }
  for (const key of KEYS) if (totals[key] !== undefined) totals[key] = roundTo(totals[key], 2);
  return totals;
}
