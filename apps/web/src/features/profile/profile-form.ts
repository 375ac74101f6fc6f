import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, DisplayNameSchema, ProfileDetailsSchema, type ProfileDetails } from '@thrive/contract';

/** The form's fields in the order they appear on the page, so the first error found is the first one seen. */
export const PROFILE_FIELDS = ['name', 'username', 'email', 'age', 'gender', 'height', 'weight', 'goal'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Everything as typed: inputs hold text, and a blank must stay blank rather than become 0. */
export type ProfileFormValues = Record<ProfileField, string>;

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  name: '',
  username: '',
  email: '',
  age: '',
  gender: '',
  height: '',
  weight: '',
  goal: '',
};

/** A stored value as an input holds it: an absent one is blank. */
export function fieldText(value: string | number | null | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}

export interface ValidProfile {
  name: string;
  email: string;
  details: ProfileDetails;
}

const NUMBER_WORDING = {
  age: { missing: 'Enter your age.', noun: 'an age' },
  height: { missing: 'Enter your height in centimetres.', noun: 'a height' },
  weight: { missing: 'Enter your weight in kilograms.', noun: 'a weight' },
} as const;
type NumberField = keyof typeof NUMBER_WORDING;

/** Text as typed, required, read as a number, then held to the contract's range for that field. */
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

/**
 * The form as the contract's schemas read it (all required; age, height and weight within the targets'
 * ranges). Text fields are parsed as typed, so the output is the profile to save.
 */
const ProfileFormSchema = z
  .object({
    name: DisplayNameSchema,
    username: ProfileDetailsSchema.shape.username,
    email: z.string().trim().min(1, 'Enter your email.').pipe(z.email(AUTH_MESSAGES.invalidEmail)),
    age: numberText('age'),
    gender: z.string().pipe(ProfileDetailsSchema.shape.gender),
    height: numberText('height'),
    weight: numberText('weight'),
    goal: z.string().pipe(ProfileDetailsSchema.shape.goal),
  })
  .transform(({ name, email, ...details }): ValidProfile => ({ name, email, details }));

/** The form's words where the contract has none: a choice not made. */
const formWording: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.[0];
  if (issue.code === 'invalid_value' && field === 'gender') return 'Choose a gender.';
  if (issue.code === 'invalid_value' && field === 'goal') return 'Choose your target.';
  return undefined;
};

/** Checks every field at once; each field shows the first thing wrong with it. */
export const profileResolver = zodResolver(ProfileFormSchema, { error: formWording });
