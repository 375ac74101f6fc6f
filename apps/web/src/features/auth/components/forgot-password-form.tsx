import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_RESET_MESSAGES } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { authCall, authClient, authErrorMessage } from '../../../lib/auth-client';

/** The page a reset link leads to. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Asks for a reset link by email. The response reads the same whether or not the address has an account, so
 * the form never tells who has one.
 */
export function ForgotPasswordForm({ className, onBack }: { className: string; onBack: () => void }) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);

  // The form gives way to the response: focus goes to it, so it is read and the next step is one Tab away.
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setError('');
    setBusy(true);
    const failure = await authCall(() =>
      authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}` }),
    );
    setBusy(false);
    if (failure) setError(authErrorMessage(failure));
    else setSentTo(email);
  }

  return (
    <form className={className} aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>Reset your password</h2>
      {sentTo ? (
        <p ref={sentRef} className="login-panel__lead" role="status" tabIndex={-1}>
          {PASSWORD_RESET_MESSAGES.sent.replace('{email}', sentTo)}
        </p>
      ) : (
        <>
          <p className="login-panel__lead">
            Enter the email you signed up with, and we will send you a link to choose a new password.
          </p>
          <Field label="Email">
            {(control) => (
              <input className="input" name="email" type="email" autoComplete="email" required {...control} />
            )}
          </Field>
          <p className="form-message login-panel__error" data-tone="error" role="alert">
            {error}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send reset link'}
          </button>
        </>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
