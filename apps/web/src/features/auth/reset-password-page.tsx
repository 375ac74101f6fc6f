import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import { MIN_PASSWORD_LENGTH, PASSWORD_RESET_MESSAGES, PROFILE_MESSAGES } from '@thrive/contract';
import { Field } from '../../components/ui/field';
import { useLoginDialog } from '../../lib/login-dialog';
import { authCall, authClient, authErrorMessage } from '../../lib/auth-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import './reset-password-page.css';

type Problems = Partial<Record<'password' | 'confirm', string>>;

/** What is wrong with a new password and its confirmation, field by field (nothing when both are fine). */
export function passwordProblems(password: string, confirm: string): Problems {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { password: `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.` };
  }
  return password === confirm ? {} : { confirm: PROFILE_MESSAGES.passwordsDoNotMatch };
}

/**
 * Where a reset link leads (`?token=…`, or `?error=INVALID_TOKEN` when the link has expired or was used):
 * a new password, twice. Setting it signs the account out everywhere; the visitor then signs in with it.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const login = useLoginDialog();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // When the form gives way to an outcome, focus goes to it, so it is read first.
  useEffect(() => {
    if (state !== 'form') outcomeRef.current?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const found = passwordProblems(password, String(form.get('confirm') ?? ''));
    setProblems(found);
    setFailure('');
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`reset-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const error = await authCall(() => authClient.resetPassword({ newPassword: password, token: token ?? '' }));
    setBusy(false);
    if (!error) setState('done');
    else if (error.code === 'INVALID_TOKEN') setState('invalid');
    else setFailure(authErrorMessage(error));
  }

  return (
    <div className="page reset-password">
      <div className="container reset-password__inner">
        <section className="card reset-password__card" aria-labelledby="reset-password-title">
          <span className="reset-password__icon" aria-hidden="true">
            <KeyRound size={28} />
          </span>
          <h1 id="reset-password-title">Choose a new password</h1>
          {state === 'form' ? (
            <form className="reset-password__form" onSubmit={(event) => void submit(event)} noValidate>
              <Field
                id="reset-password"
                label="New password"
                hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
                error={problems.password}
              >
                {(control) => (
                  <input className="input" name="password" type="password" autoComplete="new-password" {...control} />
                )}
              </Field>
              <Field id="reset-confirm" label="Confirm new password" error={problems.confirm}>
                {(control) => (
                  <input className="input" name="confirm" type="password" autoComplete="new-password" {...control} />
                )}
              </Field>
              <p className="form-message" data-tone="error" role="alert">
                {failure}
              </p>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Saving…' : 'Save new password'}
              </button>
            </form>
          ) : (
            <div ref={outcomeRef} className="reset-password__outcome" role="status" tabIndex={-1}>
              <p>{state === 'done' ? PASSWORD_RESET_MESSAGES.done : PASSWORD_RESET_MESSAGES.invalidLink}</p>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => login.open({ view: state === 'done' ? 'sign-in' : 'forgot' })}
              >
                {state === 'done' ? 'Sign in' : 'Ask for a new link'}
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

export { ResetPasswordPage as Component };
