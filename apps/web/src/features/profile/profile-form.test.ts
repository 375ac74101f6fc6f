import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@thrive/contract';
import {
  EMPTY_PROFILE_FORM,
  firstInvalidField,
  serverFieldErrors,
  validateProfileForm,
  type ProfileFormValues,
} from './profile-form';

const filled: ProfileFormValues = {
  name: ' Ada Lovelace ',
  username: 'ada',
  email: 'ada@example.com',
  age: '36',
  gender: 'female',
  height: '165',
  weight: '58.5',
  target: 'maintain',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
};

describe('validateProfileForm', () => {
  it('turns a complete form into the profile to save, numbers as numbers', () => {
    expect(validateProfileForm(filled, 'existing')).toEqual({
      ok: true,
      profile: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'analytical engine',
        details: { username: 'ada', age: 36, gender: 'female', height: 165, weight: 58.5, target: 'maintain' },
      },
    });
  });

  it('requires every field (spec §5)', () => {
    const result = validateProfileForm(EMPTY_PROFILE_FORM, 'existing');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        'age',
        'confirmPassword',
        'email',
        'gender',
        'height',
        'name',
        'password',
        'target',
        'username',
        'weight',
      ].sort(),
    );
    expect(firstInvalidField(result.errors)).toBe('name');
  });

  it('says exactly "Passwords do not match!" next to the confirmation', () => {
    const result = validateProfileForm({ ...filled, confirmPassword: 'analytical engines' }, 'existing');
    expect(result).toEqual({ ok: false, errors: { confirmPassword: PROFILE_MESSAGES.passwordsDoNotMatch } });
  });

  it('needs age, height and weight of at least 1, and a whole number of years', () => {
    const result = validateProfileForm({ ...filled, age: '0', height: '0.5', weight: '-2' }, 'existing');
    expect(result).toEqual({
      ok: false,
      errors: {
        age: 'Enter an age of at least 1.',
        height: 'Enter a height of at least 1.',
        weight: 'Enter a weight of at least 1.',
      },
    });
    expect(validateProfileForm({ ...filled, age: '36.5' }, 'existing')).toEqual({
      ok: false,
      errors: { age: 'Enter a whole number of years.' },
    });
    expect(validateProfileForm({ ...filled, weight: '900' }, 'existing')).toEqual({
      ok: false,
      errors: { weight: 'Enter a weight of at most 700.' },
    });
  });

  it('checks the email format', () => {
    expect(validateProfileForm({ ...filled, email: 'ada@' }, 'existing')).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.invalidEmail },
    });
  });

  it('asks a password being chosen for the sign-in minimum, but any current password is for the server to judge', () => {
    const short = { ...filled, password: 'abc', confirmPassword: 'abc' };
    expect(validateProfileForm(short, 'existing').ok).toBe(true);
    expect(validateProfileForm(short, 'new')).toEqual({
      ok: false,
      errors: { password: AUTH_MESSAGES.passwordTooShort },
    });
  });
});

describe('serverFieldErrors', () => {
  it('puts each server message on its field, photo parts on the photo, and drops unknown keys', () => {
    expect(
      serverFieldErrors({
        password: PROFILE_MESSAGES.wrongPassword,
        'photo.data': 'The photo must be at most 1 MB.',
        age: 'Enter an age of at least 1.',
        somethingElse: 'x',
      }),
    ).toEqual({
      password: PROFILE_MESSAGES.wrongPassword,
      photo: 'The photo must be at most 1 MB.',
      age: 'Enter an age of at least 1.',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
