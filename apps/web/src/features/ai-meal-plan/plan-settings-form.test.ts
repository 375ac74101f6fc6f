import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '@thrive/contract';
import { planSettingsValues, readExcludedIngredients, readPlanSettingsForm } from './plan-settings-form';

describe('the ingredients to leave out, as typed', () => {
  it('are split at commas, trimmed, lower-cased and named once', () => {
    expect(readExcludedIngredients(' Peanuts, , mushrooms,peanuts ,')).toEqual({
      ok: true,
      terms: ['peanuts', 'mushrooms'],
    });
    expect(readExcludedIngredients('')).toEqual({ ok: true, terms: [] });
  });

  it('are refused, saying why, past the API limits', () => {
    const many = Array.from({ length: 21 }, (_, i) => `food ${i}`).join(', ');
    expect(readExcludedIngredients(many)).toEqual({ ok: false, message: 'Leave out at most 20 ingredients.' });
    expect(readExcludedIngredients('x'.repeat(61))).toEqual({
      ok: false,
      message: 'Name each ingredient in at most 60 characters.',
    });
  });
});

describe('the plan settings form', () => {
  it('starts from the settings in force, "Anything" standing for no particular diet', () => {
    expect(planSettingsValues({ calories: 2000, diet: undefined, exclude: [] })).toEqual({
      calories: '2000',
      diet: 'Anything',
      exclude: '',
    });
    expect(planSettingsValues({ calories: 2600, diet: 'Vegan', exclude: ['peanuts', 'soy'] }).exclude).toBe(
      'peanuts, soy',
    );
  });

  it('gives the preferences when every field is right', () => {
    expect(readPlanSettingsForm({ calories: '2600', diet: 'Vegan', exclude: 'Peanuts' })).toEqual({
      ok: true,
      preferences: { calories: 2600, diet: 'Vegan', exclude: ['peanuts'] },
    });
  });

  it('names each field that is wrong, with the spec words for calories', () => {
    expect(readPlanSettingsForm({ calories: '12000', diet: 'Keto', exclude: 'x'.repeat(61) })).toEqual({
      ok: false,
      errors: { calories: PLAN_MESSAGES.calories, exclude: 'Name each ingredient in at most 60 characters.' },
    });
  });
});
