import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '@thrive/contract';
import {
  planSettingsResolver,
  planSettingsTargets,
  planSettingsValues,
  type PlanSettingsValues,
  type ReadPlanSettings,
} from './plan-settings-form';

const before = {
  calories: 2000,
  diet: 'Anything' as const,
  macros: { carbs: 45, fat: 35, protein: 20 },
  exclusions: { allergens: [], words: [] },
};

/** What the form hands over for the values: the targets, or the message on each field. */
async function readPlanSettingsForm(values: PlanSettingsValues, settings: typeof before) {
  const read = await planSettingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages = Object.fromEntries(Object.entries(read.errors).map(([field, error]) => [field, error?.message]));
  return Object.keys(messages).length > 0
    ? { ok: false, errors: messages }
    : { ok: true, targets: planSettingsTargets(read.values as ReadPlanSettings, settings) };
}

describe('the plan settings form', () => {
  it('starts from the settings in force', () => {
    expect(
      planSettingsValues({ ...before, exclusions: { allergens: ['milk'], words: ['peanuts', 'soy beans'] } }),
    ).toEqual({ calories: '2000', diet: 'Anything', allergens: ['milk'], words: 'peanuts, soy beans' });
  });

  it('reads calories, diet and what to leave out; a new diet brings its split', async () => {
    const read = await readPlanSettingsForm(
      { calories: '2600', diet: 'Keto', allergens: ['gluten'], words: ' Peanuts, , mushrooms, peanuts' },
      before,
    );
    expect(read).toEqual({
      ok: true,
      targets: {
        calories: 2600,
        diet: 'Keto',
        macros: { carbs: 5, fat: 70, protein: 25 },
        exclusions: { allergens: ['gluten'], words: ['peanuts', 'mushrooms'] },
      },
    });
    const sameDiet = await readPlanSettingsForm(
      { calories: '1800', diet: 'Anything', allergens: [], words: '' },
      before,
    );
    expect(sameDiet.ok ? sameDiet.targets : null).not.toHaveProperty('macros');
  });

  it('refuses calories outside 500–5000 and words it cannot keep, with a message for each', async () => {
    const read = await readPlanSettingsForm(
      { calories: '8780', diet: 'Anything', allergens: [], words: 'x'.repeat(61) },
      before,
    );
    expect(read).toEqual({
      ok: false,
      errors: { calories: PLAN_MESSAGES.calories, words: 'Name each ingredient in at most 60 characters.' },
    });
  });
});
