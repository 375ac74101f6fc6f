import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@thrive/contract';
import { authErrorMessage } from './auth-client';

describe('authErrorMessage', () => {
  it('words each identity error for a person (docs/product.md, "Sign-in messages")', () => {
    expect(authErrorMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(AUTH_MESSAGES.wrongCredentials);
    expect(authErrorMessage({ status: 401, code: 'USER_NOT_FOUND' })).toBe(AUTH_MESSAGES.wrongCredentials);
    expect(authErrorMessage({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(
      AUTH_MESSAGES.emailInUse,
    );
    expect(authErrorMessage({ status: 429, code: 'too_many_requests' })).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(authErrorMessage({ code: 'POPUP_BLOCKED' }, 'google')).toBe(AUTH_MESSAGES.popupBlocked);
    expect(authErrorMessage({ code: 'POPUP_CLOSED' }, 'facebook')).toBe(AUTH_MESSAGES.popupClosed);
    expect(authErrorMessage({ status: 0, code: 'NETWORK' })).toBe(AUTH_MESSAGES.networkFailure);
    expect(authErrorMessage({ status: 400, code: 'PASSWORD_TOO_SHORT' })).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it('names the provider when its sign-in fails in another way, and never shows a raw code', () => {
    expect(authErrorMessage({ code: 'access_denied' }, 'facebook')).toBe(
      'Sign-in with Facebook did not finish. Please try again.',
    );
    expect(authErrorMessage({ status: 500, code: 'INTERNAL' })).toBe(AUTH_MESSAGES.unknown);
  });
});
