import { describe, expect, it } from 'vitest';
import { MACRO_MESSAGES, PLAN_MESSAGES, type Targets } from '@thrive/contract';
import { resolveTargets } from '@thrive/nutrition';
import {
  changedTargets,
  suggestedCalories,
  targetsFormValues,
  targetsResolver,
  weeklyRates,
  type TargetsFormValues,
} from './targets-form';

const start = targetsFormValues({}, resolveTargets({}));

/** What saving the form sets: the targets changed since it started, or the message on each field. */
async function readTargetsForm(values: TargetsFormValues, initial: TargetsFormValues) {
  const read = await targetsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages = Object.fromEntries(Object.entries(read.errors).map(([field, error]) => [field, error?.message]));
  return Object.keys(messages).length > 0
    ? { ok: false, errors: messages }
    : { ok: true, targets: changedTargets(read.values as Targets, values, initial) };
}

describe('the My targets form', () => {
  it('starts from the defaults for a person who has chosen nothing, with the facts blank', () => {
    expect(start).toMatchObject({
      sex: '',
      age: '',
      calories: '2000',
      macros: { carbs: '45', fat: '35', protein: '20' },
      diet: 'Anything',
      allergens: [],
      words: '',
      meals: '3',
      units: 'metric',
    });
  });

  it('sets only what was changed, so a default left alone stays one', async () => {
    const read = await readTargetsForm({ ...start, meals: '4', allergens: ['milk'], words: 'Mushrooms' }, start);
    expect(read).toEqual({
      ok: true,
      targets: { meals: 4, exclusions: { allergens: ['milk'], words: ['mushrooms'] } },
    });
    expect(await readTargetsForm(start, start)).toEqual({ ok: true, targets: {} });
  });

  it('reads the person’s facts and goal, with the weekly rate of a goal to lose or gain', async () => {
    const values = {
      ...start,
      sex: 'female',
      age: '41',
      height: '168',
      weight: '72.5',
      activity: '4',
      goal: 'lose',
      weeklyRate: '0.5',
    } as const;
    expect(await readTargetsForm(values, start)).toEqual({
      ok: true,
      targets: { sex: 'female', age: 41, height: 168, weight: 72.5, activity: 4, goal: 'lose', weeklyRate: 0.5 },
    });
  });

  it('says what is wrong with each field: out of range, a split that is not 100, words too long', async () => {
    const read = await readTargetsForm(
      {
        ...start,
        age: '12',
        calories: '8780',
        macros: { carbs: '50', fat: '30', protein: '30' },
        words: 'x'.repeat(61),
      },
      start,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        age: 'Enter an age from 13 to 100.',
        calories: PLAN_MESSAGES.calories,
        macros: MACRO_MESSAGES.sum,
        words: 'Name each ingredient in at most 60 characters.',
      },
    });
  });

  it('suggests the calculator’s calories at the person’s weekly rate once every fact is given', () => {
    const person = { ...start, sex: 'male', age: '25', height: '180', weight: '80', activity: '2' } as const;
    expect(suggestedCalories({ ...person, goal: '' })).toBeNull();
    expect(suggestedCalories({ ...person, goal: 'maintain' })).toBe(2250);
    expect(suggestedCalories({ ...person, goal: 'lose', weeklyRate: '0.5' })).toBe(1750);
    expect(suggestedCalories({ ...person, goal: 'lose', weeklyRate: '1' })).toBe(1250);
    expect(suggestedCalories({ ...person, goal: 'gain', weeklyRate: '0.3' })).toBe(2550);
    // The biggest person the equation takes comes to more than a plan can hold: the figure is still told.
    expect(
      suggestedCalories({
        ...person,
        age: '13',
        height: '250',
        weight: '200',
        activity: '50',
        goal: 'gain',
        weeklyRate: '0.3',
      }),
    ).toBe(9500);
  });

  it('offers a rate saved elsewhere beside the usual ones', () => {
    expect(weeklyRates('lose', '0.5')).toEqual([0.25, 0.5, 0.75, 1]);
    expect(weeklyRates('gain', '0.4')).toEqual([0.1, 0.25, 0.3, 0.4, 0.5]);
  });
});
