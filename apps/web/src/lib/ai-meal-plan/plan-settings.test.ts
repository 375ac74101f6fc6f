import { describe, expect, it } from 'vitest';
import { resolveTargets } from '@thrive/nutrition';
import { PLAN_MESSAGES } from '@thrive/contract';
import { planSettings, PlanCaloriesTextSchema, sameSettings, settingsParams } from './plan-settings';

/** Calories as typed, read as the form reads them: the number, or the message. */
const readPlanCalories = (text: string) => {
  const read = PlanCaloriesTextSchema.safeParse(text);
  return read.success ? read.data : read.error.issues[0]?.message;
};

describe('the settings a generated plan aims at', () => {
  it('are the defaults for a person who has chosen nothing: 2,000 kcal, Anything at its split, nothing left out', () => {
    expect(planSettings(resolveTargets({}))).toEqual({
      calories: 2000,
      diet: 'Anything',
      macros: { carbs: 45, fat: 35, protein: 20 },
      exclusions: { allergens: [], words: [] },
    });
  });

  it('take the person’s own calories, diet, split and exclusions, and send each to the plan API', () => {
    const settings = planSettings(
      resolveTargets({
        calories: 2600,
        diet: 'Vegan',
        macros: { carbs: 40, fat: 30, protein: 30 },
        exclusions: { allergens: ['gluten', 'soy'], words: ['mushrooms'] },
      }),
    );
    expect(settingsParams(settings)).toEqual({
      diet: 'vegan',
      carbs: '40',
      fat: '30',
      protein: '30',
      intolerances: 'gluten,soy',
      exclude: 'mushrooms',
    });
  });

  it('tell a plan made with other settings, whatever the order of what is left out', () => {
    const a = planSettings(resolveTargets({ exclusions: { allergens: ['milk', 'eggs'], words: [] } }));
    const b = planSettings(resolveTargets({ exclusions: { allergens: ['eggs', 'milk'], words: [] } }));
    expect(sameSettings(a, b)).toBe(true);
    expect(sameSettings(a, { ...b, calories: 2100 })).toBe(false);
    expect(sameSettings(a, { ...b, exclusions: { allergens: ['eggs'], words: [] } })).toBe(false);
  });
});

describe('calories as typed', () => {
  it('are a whole number from 500 to 5000', () => {
    expect(readPlanCalories('2600')).toBe(2600);
    expect(readPlanCalories(' 500 ')).toBe(500);
    expect(readPlanCalories('5000')).toBe(5000);
  });

  it('are refused when blank, not a number, a fraction or out of range, with the product’s message', () => {
    for (const text of ['', '  ', 'lots', '499', '5001', 'Infinity', '2000.5'])
      expect(readPlanCalories(text)).toBe(PLAN_MESSAGES.calories);
  });
});
