import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PASSWORD_RESET_MESSAGES, RequestPasswordResetSchema } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { authCall, authClient, authErrorMessage } from '../../../lib/auth-client';

/** The page a reset link leads to. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The address as typed, without the spaces around it; the browser's email field has checked it. */
const ForgotPasswordSchema = z.object({ email: RequestPasswordResetSchema.shape.email.trim() });

/**
 * Asks for a reset link by email. The response reads the same whether or not the address has an account, so
 * the form never tells who has one.
 */
export function ForgotPasswordForm({ className, onBack }: { className: string; onBack: () => void }) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });
  const sentRef = useRef<HTMLParagraphElement>(null);

  // The form gives way to the response: focus goes to it, so it is read and the next step is one Tab away.
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function submit({ email }: { email: string }) {
    const failure = await authCall(() =>
      authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}` }),
    );
    if (failure) setError('root', { message: authErrorMessage(failure) });
    else setSentTo(email);
  }

  return (
    <form className={className} aria-labelledby={`${id}-title`} onSubmit={handleSubmit(submit)}>
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
          <Field label="Email" input={{ type: 'email', autoComplete: 'email', required: true, ...register('email') }} />
          <p className="form-message login-panel__error" data-tone="error" role="alert">
            {errors.root?.message}
          </p>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </button>
        </>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
