import { describe, expect, it } from 'vitest';
import { DIETS, DIET_MACRO_SPLITS } from './diets';

describe('diet macro splits', () => {
  it('are the product’s for every diet', () => {
    expect(DIET_MACRO_SPLITS.Keto).toEqual({ carbs: 5, fat: 70, protein: 25 });
    expect(DIET_MACRO_SPLITS.Anything).toEqual({ carbs: 45, fat: 35, protein: 20 });
  });

  it('cover all energy for every diet, so each can be a person’s starting split', () => {
    for (const diet of DIETS) {
      const { carbs, fat, protein } = DIET_MACRO_SPLITS[diet];
      expect(carbs + fat + protein, diet).toBe(100);
    }
  });
});
