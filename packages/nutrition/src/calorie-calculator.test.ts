import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALCULATOR_DEFAULTS, CalculatorInputError, calorieTargets } from './calorie-calculator';

describe('calorieTargets', () => {
  it('gives 2550 / 2250 / 1750 for the defaults (male, 25 y, 180 cm, 80 kg, 2 h)', () => {
    // BMR 10·80 + 6.25·180 − 5·25 + 5 = 1805; ×1.2 = 2166; + 3.5·80·2/7 = 80 → 2246
    expect(calorieTargets(CALCULATOR_DEFAULTS)).toEqual({ gain: 2550, maintain: 2250, lose: 1750 });
  });

  it('floors every target at 1200 at the low bounds (female, 100 y, 80 cm, 40 kg, 0 h)', () => {
    // BMR 400 + 500 − 500 − 161 = 239; ×1.2 = 286.8 → floor 1200
    expect(calorieTargets({ sex: 'female', age: 100, height: 80, weight: 40, activity: 0 })).toEqual({
      gain: 1500,
      maintain: 1200,
      lose: 1200,
    });
  });

  it('handles the high bounds (male, 13 y, 250 cm, 200 kg, 50 h)', () => {
    // BMR 2000 + 1562.5 − 65 + 5 = 3502.5; ×1.2 = 4203; + 3.5·200·50/7 = 5000 → 9203
    expect(calorieTargets({ sex: 'male', age: 13, height: 250, weight: 200, activity: 50 })).toEqual({
      gain: 9500,
      maintain: 9200,
      lose: 8700,
    });
  });

  it('keeps lose at 1200 when maintain − 500 would go under it', () => {
    // female, 60 y, 160 cm, 55 kg, 0 h: BMR 550 + 1000 − 300 − 161 = 1089; ×1.2 = 1306.8 → lose 806.8 → 1200
    expect(calorieTargets({ sex: 'female', age: 60, height: 160, weight: 55, activity: 0 })).toEqual({
      gain: 1610,
      maintain: 1310,
      lose: 1200,
    });
  });

  it('refuses values outside the bounds', () => {
    expect(() => calorieTargets({ ...CALCULATOR_DEFAULTS, age: 12 })).toThrow(CalculatorInputError);
    expect(() => calorieTargets({ ...CALCULATOR_DEFAULTS, weight: 201 })).toThrow(
      'weight must be between 40 and 200 kg',
    );
    expect(() => calorieTargets({ ...CALCULATOR_DEFAULTS, activity: Number.NaN })).toThrow(CalculatorInputError);
  });

  it('always orders lose ≤ maintain < gain, in steps of 10, never under 1200', () => {
    const input = fc.record({
      sex: fc.constantFrom('male' as const, 'female' as const),
      age: fc.integer({ min: 13, max: 100 }),
      height: fc.integer({ min: 80, max: 250 }),
      weight: fc.integer({ min: 40, max: 200 }),
      activity: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(input, (values) => {
        const { gain, maintain, lose } = calorieTargets(values);
        expect(lose).toBeLessThanOrEqual(maintain);
        expect(maintain).toBeLessThan(gain);
        for (const target of [gain, maintain, lose]) {
          expect(target % 10).toBe(0);
          expect(target).toBeGreaterThanOrEqual(1200);
        }
      }),
    );
  });
});
