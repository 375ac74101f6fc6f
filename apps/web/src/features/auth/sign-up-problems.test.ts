import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@thrive/contract';
import { signUpProblems } from './sign-up-problems';

const ours = (fields: Record<string, string>) => ({
  status: 400,
  error: { code: 'bad_request', message: 'refused', fields },
});

describe('signUpProblems', () => {
  it('puts each field our API names under that field, and one the form lacks on the form’s line', () => {
    expect(signUpProblems(ours({ name: 'Use at most 80 characters.' }))).toEqual({
      name: 'Use at most 80 characters.',
    });
    expect(signUpProblems(ours({ 'name.first': 'Enter your name.', body: 'is not valid JSON' }))).toEqual({
      name: 'Enter your name.',
      form: 'is not valid JSON',
    });
  });

  it('puts better-auth’s refusals of one field under it, in the product’s words where it has them', () => {
    expect(signUpProblems({ status: 400, code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toEqual({
      password: AUTH_MESSAGES.passwordTooShort,
    });
    expect(signUpProblems({ status: 400, code: 'INVALID_EMAIL', message: 'Invalid email' })).toEqual({
      email: AUTH_MESSAGES.invalidEmail,
    });
    expect(signUpProblems({ status: 400, code: 'PASSWORD_TOO_LONG', message: 'Password too long' })).toEqual({
      password: 'Password too long',
    });
    expect(
      signUpProblems({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: '[body.email] Invalid email address; [body.name] Invalid input: expected string',
      }),
    ).toEqual({ email: AUTH_MESSAGES.invalidEmail, name: 'Invalid input: expected string' });
  });

  it('words every other failure for the form’s line as before', () => {
    expect(signUpProblems({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toEqual({
      form: AUTH_MESSAGES.emailInUse,
    });
    expect(signUpProblems({ status: 429, error: { code: 'too_many_requests', message: 'Slow down.' } })).toEqual({
      form: AUTH_MESSAGES.tooManyRequests,
    });
    expect(signUpProblems({ status: 0, code: 'NETWORK' })).toEqual({ form: AUTH_MESSAGES.networkFailure });
    expect(signUpProblems({ status: 400, error: { code: 'bad_request', message: 'refused' } })).toEqual({
      form: AUTH_MESSAGES.unknown,
    });
    expect(signUpProblems({ status: 500, code: 'INTERNAL', message: 'boom' })).toEqual({ form: AUTH_MESSAGES.unknown });
  });
});
