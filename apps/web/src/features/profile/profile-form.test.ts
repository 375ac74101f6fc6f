import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@thrive/contract';
import { EMPTY_PROFILE_FORM, fieldText, profileResolver, type ProfileFormValues } from './profile-form';

/** What the form's resolver makes of the values: the profile to save, or the message on each field. */
async function validateProfileForm(values: ProfileFormValues) {
  const { values: profile, errors } = await profileResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
  return Object.keys(messages).length === 0 ? { ok: true, profile } : { ok: false, errors: messages };
}

const filled: ProfileFormValues = {
  name: ' Ada Lovelace ',
  username: 'ada',
  email: 'ada@example.com',
  age: '36',
  gender: 'female',
  height: '165',
  weight: '58.5',
  goal: 'maintain',
};

describe('the profile form’s resolver', () => {
  it('turns a complete form into the profile to save, numbers as numbers and no password', async () => {
    expect(await validateProfileForm(filled)).toEqual({
      ok: true,
      profile: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        details: { username: 'ada', age: 36, gender: 'female', height: 165, weight: 58.5, goal: 'maintain' },
      },
    });
  });

  it('requires every field, with its own words', async () => {
    const result = await validateProfileForm(EMPTY_PROFILE_FORM);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        username: 'Enter a username.',
        email: 'Enter your email.',
        age: 'Enter your age.',
        gender: 'Choose a gender.',
        height: 'Enter your height in centimetres.',
        weight: 'Enter your weight in kilograms.',
        goal: 'Choose your target.',
      },
    });
    // In page order, so the first message is the first one seen.
    expect(Object.keys(result.errors ?? {})[0]).toBe('name');
  });

  it('holds age, height and weight to the targets’ ranges, with the contract’s messages', async () => {
    expect(await validateProfileForm({ ...filled, age: '12', height: '79', weight: '39.9' })).toEqual({
      ok: false,
      errors: {
        age: 'Enter an age from 13 to 100.',
        height: 'Enter a height in cm from 80 to 250.',
        weight: 'Enter a weight in kg from 40 to 200.',
      },
    });
    expect(await validateProfileForm({ ...filled, age: '101', height: '251', weight: '201' })).toEqual({
      ok: false,
      errors: {
        age: 'Enter an age from 13 to 100.',
        height: 'Enter a height in cm from 80 to 250.',
        weight: 'Enter a weight in kg from 40 to 200.',
      },
    });
    expect(await validateProfileForm({ ...filled, age: '36.5' })).toEqual({
      ok: false,
      errors: { age: 'Enter a whole number of years.' },
    });
    expect((await validateProfileForm({ ...filled, age: '13', height: '80', weight: '200' })).ok).toBe(true);
  });

  it('says so when a number is not one', async () => {
    expect(await validateProfileForm({ ...filled, height: 'tall' })).toEqual({
      ok: false,
      errors: { height: 'Enter a height as a number.' },
    });
  });

  it('takes only the goals the targets know', async () => {
    expect(await validateProfileForm({ ...filled, goal: 'loss' })).toEqual({
      ok: false,
      errors: { goal: 'Choose your target.' },
    });
    expect((await validateProfileForm({ ...filled, goal: 'lose' })).ok).toBe(true);
  });

  it('checks the email format', async () => {
    expect(await validateProfileForm({ ...filled, email: 'ada@' })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.invalidEmail },
    });
  });
});

describe('fieldText', () => {
  it('shows a stored value as typed text, and an absent one as a blank', () => {
    expect(fieldText(58.5)).toBe('58.5');
    expect(fieldText('lose')).toBe('lose');
    expect(fieldText(undefined)).toBe('');
    expect(fieldText(null)).toBe('');
  });
});
