import { ApiErrorSchema, AUTH_MESSAGES } from '@thrive/contract';
import { authErrorMessage, type AuthError } from '../../lib/auth-client';

/** The sign-up form's fields, in the order they appear. */
export const SIGN_UP_FIELDS = ['name', 'email', 'password'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/** What went wrong with a sign-up: a message under each field it concerns, and one for the form as a whole. */
export type SignUpProblems = Partial<Record<SignUpField | 'form', string>>;

/**
 * A failed sign-up as better-auth's client reports it: the status, with the response's body spread in. That is
 * better-auth's own `{ code, message }`, or our API's `{ error: { code, message, fields } }` when our checks
 * in front of better-auth refused the body.
 */
export interface SignUpFailure extends AuthError {
  message?: string | undefined;
  error?: unknown;
}

/** better-auth's refusals that are about one field; the product's wording where it has one. */
const FIELD_CODES: Partial<Record<string, { field: SignUpField; message?: string }>> = {
  INVALID_EMAIL: { field: 'email', message: AUTH_MESSAGES.invalidEmail },
  INVALID_PASSWORD: { field: 'password' },
  PASSWORD_TOO_SHORT: { field: 'password', message: AUTH_MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { field: 'password' },
};

/** better-auth's check of the body names each field it refuses: "[body.email] Invalid email address". */
const VALIDATION_ISSUE = /^\[body\.([^\]]+)\]\s*(.+)$/;

/** The fields the response names, as [field path, message]. */
function namedFields(failure: SignUpFailure): [string, string][] {
  const ours = ApiErrorSchema.safeParse(failure);
  if (ours.success) return Object.entries(ours.data.error.fields ?? {});
  const known = failure.code ? FIELD_CODES[failure.code] : undefined;
  if (known) return [[known.field, known.message ?? failure.message ?? AUTH_MESSAGES.unknown]];
  if (failure.code !== 'VALIDATION_ERROR' || !failure.message) return [];
  return failure.message.split('; ').flatMap((issue): [string, string][] => {
    const [, path, message] = VALIDATION_ISSUE.exec(issue) ?? [];
    if (!path || !message) return [];
    // The product's wording, not the schema library's, for the one check a browser's email field lets through.
    return [[path, path === 'email' ? AUTH_MESSAGES.invalidEmail : message]];
  });
}

/**
 * Where each of the server's messages goes: a bad field's under that field ("Use at most 80 characters."),
 * a field the form does not have on the form's line, and any other failure on the form's line in the
 * product's words.
 */
export function signUpProblems(failure: SignUpFailure): SignUpProblems {
  const named = failure.status === 400 ? namedFields(failure) : [];
  if (named.length === 0) return { form: authErrorMessage(failure) };
  const problems: SignUpProblems = {};
  for (const [path, message] of named) {
    const field = SIGN_UP_FIELDS.find((known) => known === path.split('.')[0]) ?? 'form';
    problems[field] ??= message;
  }
  return problems;
}
