import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSearchParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import { NewPasswordSchema, PASSWORD_RESET_MESSAGES, PROFILE_MESSAGES } from '@thrive/contract';
import { Field } from '../../components/ui/field';
import { PasswordStrengthHint } from '../../components/ui/password-strength';
import { useLoginDialog } from '../../lib/login-dialog';
import { authCall, authClient, authErrorMessage } from '../../lib/auth-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import './reset-password-page.css';

/** A new password held to the sign-in rule, then the same password twice (asked only once the first is right). */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine(({ password, confirm }) => password === confirm, {
    path: ['confirm'],
    error: PROFILE_MESSAGES.passwordsDoNotMatch,
    when: (payload) => payload.issues.length === 0,
  });

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
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ResetPasswordFormSchema), defaultValues: { password: '', confirm: '' } });
  const passwordTyped = useWatch({ control, name: 'password' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  // When the form gives way to an outcome, focus goes to it, so it is read first.
  useEffect(() => {
    if (state !== 'form') outcomeRef.current?.focus();
  }, [state]);

  async function submit({ password }: { password: string }) {
    const error = await authCall(() => authClient.resetPassword({ newPassword: password, token: token ?? '' }));
    if (!error) setState('done');
    else if (error.code === 'INVALID_TOKEN') setState('invalid');
    else if (error.fields?.newPassword)
      setError('password', { message: error.fields.newPassword }, { shouldFocus: true });
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
            <form
              className="reset-password__form"
              onSubmit={(event) => {
                setFailure('');
                void handleSubmit(submit)(event);
              }}
              noValidate
            >
              <Field
                id="reset-password"
                label="New password"
                hint={<PasswordStrengthHint password={passwordTyped} />}
                error={errors.password?.message}
                input={{ type: 'password', autoComplete: 'new-password', ...register('password') }}
              />
              <Field
                id="reset-confirm"
                label="Confirm new password"
                error={errors.confirm?.message}
                input={{ type: 'password', autoComplete: 'new-password', ...register('confirm') }}
              />
              <p className="form-message" data-tone="error" role="alert">
                {failure}
              </p>
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save new password'}
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
