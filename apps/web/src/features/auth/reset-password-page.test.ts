import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { ResetPasswordFormSchema } from './reset-password-page';

/** The first message on each field, as the form shows them. */
function problems(password: string, confirm: string) {
  const parsed = ResetPasswordFormSchema.safeParse({ password, confirm });
  const found: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the new password form', () => {
  it('asks for 8 characters first, then for the same password twice', () => {
    expect(problems('short', 'short')).toEqual({ password: 'Use at least 8 characters for your password.' });
    expect(problems('short', 'shorT')).toEqual({ password: 'Use at least 8 characters for your password.' });
    expect(problems('long enough', 'long enougH')).toEqual({ confirm: PROFILE_MESSAGES.passwordsDoNotMatch });
    expect(problems('long enough', 'long enough')).toEqual({});
  });
});
