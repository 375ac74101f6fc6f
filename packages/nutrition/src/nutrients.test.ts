import { describe, expect, it } from 'vitest';
import { scaleNutrients, sumNutrients } from './nutrients';

describe('nutrients', () => {
  it('scale by a factor and keep an unknown figure unknown', () => {
    expect(scaleNutrients({ calories: 155, protein: 12.6, carbs: 1.1, fat: 10.6, iron: 1.75 }, 0.5)).toEqual({
      calories: 77.5,
      protein: 6.3,
      carbs: 0.55,
      fat: 5.3,
      iron: 0.875,
    });
  });

  it('sum the known figures and count the entries without one', () => {
    const totals = sumNutrients([
      { calories: 100, protein: 1, carbs: 2, fat: 3, vitaminC: 10, iron: 1 },
      { calories: 50, protein: 1, carbs: 1, fat: 1, vitaminC: 5 },
      { calories: 25, protein: 0, carbs: 5, fat: 0 },
    ]);
    expect(totals).toMatchObject({ calories: 175, protein: 2, carbs: 8, fat: 4, vitaminC: 15, iron: 1 });
    expect(totals.missing).toMatchObject({ vitaminC: 1, iron: 2, vitaminD: 3 });
    expect(totals.vitaminD).toBeUndefined();
    expect(sumNutrients([])).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0, missing: {} });
  });
});
