import { useDeferredValue, useEffect, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '@thrive/contract';
import { loadStrengthEstimator, STRENGTH_LABELS, type StrengthEstimator } from '../../lib/password-strength';
import './password-strength.css';

/**
 * The hint under a new password: the rule, and once something is typed, how strong it looks, as a bar and in words.
 * It is advice: the server refuses only a short password and one of the most common ones.
 */
export function PasswordStrengthHint({ password }: { password: string }) {
  const [estimate, setEstimate] = useState<StrengthEstimator | null>(null);
  const typed = useDeferredValue(password);
  useEffect(() => {
    let current = true;
    loadStrengthEstimator().then(
      (loaded) => current && setEstimate(() => loaded),
      // Without the estimator (offline, say) the hint keeps the rule alone.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const rule = `At least ${MIN_PASSWORD_LENGTH} characters.`;
  if (!estimate || typed === '') return <>{rule}</>;
  const { score, warning } = estimate(typed);
  return (
    <span className="password-strength" data-score={score}>
      <span className="password-strength__bar" aria-hidden="true">
        <span style={{ width: `${(score + 1) * 20}%` }} />
      </span>
      <span>
        {rule} Strength: {STRENGTH_LABELS[score]}.{warning ? ` ${warning}` : ''}
      </span>
    </span>
  );
}
