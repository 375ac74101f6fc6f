import { describe, expect, it } from 'vitest';
import { DIETS, DIET_MACRO_SPLITS, hasFullMacroSplit } from './diets';

describe('diet macro splits', () => {
  it('match spec §3 for every diet', () => {
    expect(DIET_MACRO_SPLITS.Keto).toEqual({ carbs: 5, fat: 70, protein: 25 });
    expect(DIET_MACRO_SPLITS.Anything).toEqual({ carbs: 0, fat: 20, protein: 40 });
  });

  it('cover all energy for every diet but Anything', () => {
    expect(DIETS.filter(hasFullMacroSplit)).toEqual(['Keto', 'Aegean', 'Paleo', 'Vegan', 'Vegetarian']);
  });
});
