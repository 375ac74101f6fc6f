import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { passwordProblems } from './reset-password-page';

describe('passwordProblems', () => {
  it('asks for 8 characters first, then for the same password twice', () => {
    expect(passwordProblems('short', 'short')).toEqual({ password: 'Use at least 8 characters for your password.' });
    expect(passwordProblems('long enough', 'long enougH')).toEqual({ confirm: PROFILE_MESSAGES.passwordsDoNotMatch });
    expect(passwordProblems('long enough', 'long enough')).toEqual({});
  });
});
