import { describe, expect, it } from 'vitest';
import { planSettings, readPlanCalories } from './plan-settings';

describe('the settings a generated plan aims at', () => {
  it('are the AI page defaults for a visitor who has chosen nothing: 2000 kcal, healthy, nothing left out', () => {
    expect(planSettings({})).toEqual({ calories: 2000, diet: undefined, exclude: [] });
  });

  it('take the visitor own calories, diet and exclusions', () => {
    expect(planSettings({ calories: 2600, diet: 'Vegan', exclude: ['peanuts'] })).toEqual({
      calories: 2600,
      diet: 'Vegan',
      exclude: ['peanuts'],
    });
  });

  it('read "Anything" as no particular diet, which is the healthy plan', () => {
    expect(planSettings({ diet: 'Anything' }).diet).toBeUndefined();
  });

  it('keep a calculator target the API cannot plan for within its limits', () => {
    expect(planSettings({ calories: 9480 }).calories).toBe(5000);
    expect(planSettings({ calories: 1234.6 }).calories).toBe(1235);
  });
});

describe('calories as typed', () => {
  it('are a number from 500 to 5000', () => {
    expect(readPlanCalories('2600')).toBe(2600);
    expect(readPlanCalories(' 500 ')).toBe(500);
    expect(readPlanCalories('5000')).toBe(5000);
  });

  it('are refused when blank, not a number or out of range', () => {
    for (const text of ['', '  ', 'lots', '499', '5001', 'Infinity']) expect(readPlanCalories(text)).toBeNull();
  });
});
