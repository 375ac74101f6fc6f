/** How strong a new password looks: zxcvbn's score from 0 (guessed at once) to 4, and what gives it away. */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}

/** The meter's word for each score. */
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** zxcvbn's warnings, in our words. */
const WARNINGS: Partial<Record<string, string>> = {
  straightRow: 'A row of keys is easy to guess.',
  keyPattern: 'A short pattern on the keyboard is easy to guess.',
  simpleRepeat: 'Repeated characters such as "aaa" are easy to guess.',
  extendedRepeat: 'Repeated groups such as "abcabc" are easy to guess.',
  sequences: 'Sequences such as "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is close to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'Leave out your name and email.',
  pwned: 'This password has appeared in a data breach.',
};

export type StrengthEstimator = (password: string) => PasswordStrength;

let estimator: Promise<StrengthEstimator> | undefined;

/**
 * zxcvbn with its dictionary of common passwords, words and keyboard patterns: about 240 KB compressed, so it
 * is fetched once, when a form that sets a password first shows its meter, and never with a page.
 */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
      return (password) => {
        // Past 100 characters zxcvbn only slows down; such a password is long enough to be strong anyway.
        const { score, feedback } = zxcvbn.check(password.slice(0, 100));
        return { score, warning: (feedback.warning && WARNINGS[feedback.warning]) || null };
      };
    },
  );
  return estimator;
}
