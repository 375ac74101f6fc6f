import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { energyFromMacros, sumMacros } from './macros';

describe('energyFromMacros', () => {
  it('counts 4 kcal per gram of protein and carbohydrate and 9 per gram of fat', () => {
    expect(energyFromMacros({ protein: 10, carbs: 20, fat: 5 })).toBe(40 + 80 + 45);
    expect(energyFromMacros({ protein: 0, carbs: 0, fat: 0 })).toBe(0);
  });

  it('is additive over meals', () => {
    const macros = fc.record({
      protein: fc.integer({ min: 0, max: 300 }),
      carbs: fc.integer({ min: 0, max: 600 }),
      fat: fc.integer({ min: 0, max: 300 }),
    });
    fc.assert(
      fc.property(fc.array(macros, { maxLength: 8 }), (meals) => {
        const separately = meals.reduce((sum, meal) => sum + energyFromMacros(meal), 0);
        expect(energyFromMacros(sumMacros(meals))).toBe(separately);
      }),
    );
  });
});
