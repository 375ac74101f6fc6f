import { z } from 'zod';
import {
  AUTH_MESSAGES,
  DisplayNameSchema,
  MIN_PASSWORD_LENGTH,
  PROFILE_MESSAGES,
  ProfileDetailsSchema,
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
type NumberField = keyof typeof NUMBER_WORDING;

const isNumberField = (key: unknown): key is NumberField => typeof key === 'string' && key in NUMBER_WORDING;

/** Text as typed, required, read as a number, then held to the contract's rule for that field. */
function numberText(field: NumberField) {
  const { missing, noun } = NUMBER_WORDING[field];
  return z
    .string()
    .trim()
    .min(1, missing)
    .transform(Number)
    .pipe(z.number(`Enter ${noun} as a number.`))
    .pipe(ProfileDetailsSchema.shape[field]);
}

/** The form's own rule across two fields; a blank confirmation has its own message. */
const PasswordsMatchSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === '' || value.confirmPassword === value.password, {
    path: ['confirmPassword'],
    message: PROFILE_MESSAGES.passwordsDoNotMatch,
  });

/**
 * The form as the contract's schemas read it (spec §5: all required, passwords match, age/height/weight at
 * least 1). Text fields are parsed as typed, so the output is the profile to save.
 */
function profileFormSchema(passwordRule: PasswordRule) {
  const password = z.string().min(1, 'Enter your password.');
  return z
    .object({
      name: DisplayNameSchema,
      username: ProfileDetailsSchema.shape.username,
      email: z.string().trim().min(1, 'Enter your email.').pipe(z.email(AUTH_MESSAGES.invalidEmail)),
      age: numberText('age'),
      gender: ProfileDetailsSchema.shape.gender,
      height: numberText('height'),
      weight: numberText('weight'),
      target: ProfileDetailsSchema.shape.target,
      password: passwordRule === 'new' ? password.min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort) : password,
      confirmPassword: z.string().min(1, 'Confirm your password.'),
    })
    .and(PasswordsMatchSchema);
}

const PROFILE_FORM_SCHEMAS: Record<PasswordRule, ReturnType<typeof profileFormSchema>> = {
  existing: profileFormSchema('existing'),
  new: profileFormSchema('new'),
};

/**
 * The form's words where the contract has none: a choice not made, and the upper bounds of the numbers
 * (the contract words the lower bounds, spec §5; the upper ones are only a sanity check).
 */
const formWording: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.[0];
  if (issue.code === 'invalid_value' && field === 'gender') return 'Choose a gender.';
  if (issue.code === 'invalid_value' && field === 'target') return 'Choose your target.';
  if (issue.code === 'too_big' && isNumberField(field)) {
    return `Enter ${NUMBER_WORDING[field].noun} of at most ${String(issue.maximum)}.`;
  }
  return undefined;
};

/** Checks every field at once; each field shows the first thing wrong with it. */
export function validateProfileForm(
  values: ProfileFormValues,
  passwordRule: PasswordRule,
): { ok: true; profile: ValidProfile } | { ok: false; errors: FieldErrors } {
  const parsed = PROFILE_FORM_SCHEMAS[passwordRule].safeParse(values, { error: formWording });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = PROFILE_FIELDS.find((known) => known === issue.path[0]);
      if (field) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { name, email, password, username, age, gender, height, weight, target } = parsed.data;
  return {
    ok: true,
    profile: { name, email, password, details: { username, age, gender, height, weight, target } },
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
