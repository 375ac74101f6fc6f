import { z } from 'zod';
import {
  AUTH_MESSAGES,
  DisplayNameSchema,
  GENDERS,
  MIN_PASSWORD_LENGTH,
  PROFILE_MESSAGES,
  ProfileDetailsSchema,
  WEIGHT_TARGETS,
  type ProfileDetails,
} from '@thrive/contract';

/** The form's fields in the order they appear on the page, so the first error found is the first one seen. */
export const PROFILE_FIELDS = [
  'name',
  'username',
  'email',
  'age',
  'gender',
  'height',
  'weight',
  'target',
  'password',
  'confirmPassword',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Everything as typed: inputs hold text, and a blank must stay blank rather than become 0. */
export type ProfileFormValues = Record<ProfileField, string>;

export type FieldErrors = Partial<Record<ProfileField | 'photo', string>>;

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  name: '',
  username: '',
  email: '',
  age: '',
  gender: '',
  height: '',
  weight: '',
  target: '',
  password: '',
  confirmPassword: '',
};

/**
 * 'existing': the account's current password confirms the change (any non-empty text; the server checks it).
 * 'new': the password is being chosen, so the sign-in minimum applies.
 */
export type PasswordRule = 'existing' | 'new';

export interface ValidProfile {
  name: string;
  email: string;
  password: string;
  details: ProfileDetails;
}

const NUMBER_WORDING = {
  age: { missing: 'Enter your age.', noun: 'an age' },
  height: { missing: 'Enter your height in centimetres.', noun: 'a height' },
  weight: { missing: 'Enter your weight in kilograms.', noun: 'a weight' },
} as const;

const EmailSchema = z.email(AUTH_MESSAGES.invalidEmail);

function numberError(field: keyof typeof NUMBER_WORDING, text: string): { error: string } | { value: number } {
  const wording = NUMBER_WORDING[field];
  if (text.trim() === '') return { error: wording.missing };
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: `Enter ${wording.noun} as a number.` };
  const parsed = ProfileDetailsSchema.shape[field].safeParse(value);
  if (parsed.success) return { value: parsed.data };
  const issue = parsed.error.issues[0];
  // The contract words the lower bound (spec §5); the upper bound is only a sanity check, so it is worded here.
  if (issue?.code === 'too_big') return { error: `Enter ${wording.noun} of at most ${String(issue.maximum)}.` };
  return { error: issue?.message ?? wording.missing };
}

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Checks every field at once (spec §5: all required, passwords match, age/height/weight at least 1). */
export function validateProfileForm(
  values: ProfileFormValues,
  passwordRule: PasswordRule,
): { ok: true; profile: ValidProfile } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};

  const nameError = firstMessage(DisplayNameSchema, values.name);
  if (nameError) errors.name = nameError;
  const usernameError = firstMessage(ProfileDetailsSchema.shape.username, values.username);
  if (usernameError) errors.username = usernameError;
  if (values.email.trim() === '') errors.email = 'Enter your email.';
  else if (!EmailSchema.safeParse(values.email.trim()).success) errors.email = AUTH_MESSAGES.invalidEmail;

  const numbers: Partial<Record<keyof typeof NUMBER_WORDING, number>> = {};
  for (const field of ['age', 'height', 'weight'] as const) {
    const result = numberError(field, values[field]);
    if ('error' in result) errors[field] = result.error;
    else numbers[field] = result.value;
  }

  const gender = GENDERS.find((known) => known === values.gender);
  if (!gender) errors.gender = 'Choose a gender.';
  const target = WEIGHT_TARGETS.find((known) => known === values.target);
  if (!target) errors.target = 'Choose your target.';

  if (values.password === '') errors.password = 'Enter your password.';
  else if (passwordRule === 'new' && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = AUTH_MESSAGES.passwordTooShort;
  }
  if (values.confirmPassword === '') errors.confirmPassword = 'Confirm your password.';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = PROFILE_MESSAGES.passwordsDoNotMatch;

  const { age, height, weight } = numbers;
  if (Object.keys(errors).length > 0 || !gender || !target || !age || !height || !weight) return { ok: false, errors };
  return {
    ok: true,
    profile: {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      details: { username: values.username.trim(), age, gender, height, weight, target },
    },
  };
}

/** The first field, in page order, that has a message. */
export function firstInvalidField(errors: FieldErrors): ProfileField | 'photo' | undefined {
  if (errors.photo) return 'photo';
  return PROFILE_FIELDS.find((field) => errors[field]);
}

/**
 * Maps the server's `error.fields` (keys such as 'age' or 'photo.data') onto the form's fields; keys the form
 * has no place for are left out.
 */
export function serverFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const head = key.split('.')[0];
    if (head === 'photo') errors.photo ??= message;
    else {
      const field = PROFILE_FIELDS.find((known) => known === head);
      if (field) errors[field] ??= message;
    }
  }
  return errors;
}
