import { authClient } from '../../../lib/auth-client';
import { signUpProblems, type SignUpProblems } from '../sign-up-problems';

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
}

/**
 * Makes the account, which signs it in. Unlike `authCall`, it keeps the whole response of a refusal, so the
 * form can put the server's message for a bad field under that field. Null when it worked.
 */
export async function signUpWithEmail(details: SignUpDetails): Promise<SignUpProblems | null> {
  try {
    // The link that confirms the address leads to the profile.
    const { error } = await authClient.signUp.email({ ...details, callbackURL: '/profile' });
    return error ? signUpProblems(error) : null;
  } catch {
    return signUpProblems({ status: 0, code: 'NETWORK' });
  }
}
