import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { authCall, authClient } from '../../../lib/auth-client';

const CodeSchema = z.object({ code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.enterCode).max(32) });

interface SecondFactorFormProps {
  className: string;
  /** Signed in: the panel turns to the signed-in view once the session says so. */
  onSignedIn: () => Promise<void>;
  /** Back to the password, when asked or when the pending sign-in has expired. */
  onBack: () => void;
}

/**
 * The second step of signing in to an account with two-factor sign-in: the six-digit code from the authenticator
 * app, or one of the backup codes.
 */
export function SecondFactorForm({ className, onSignedIn, onBack }: SecondFactorFormProps) {
  const id = useId();
  const [backup, setBackup] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CodeSchema), defaultValues: { code: '' } });

  async function submit({ code }: { code: string }) {
    const failure = await authCall(() =>
      backup
        ? authClient.twoFactor.verifyBackupCode({ code })
        : authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, '') }),
    );
    if (!failure) return onSignedIn();
    if (failure.code === 'INVALID_TWO_FACTOR_COOKIE') return setError('root', { message: TWO_FACTOR_MESSAGES.expired });
    const message =
      failure.status === 429
        ? AUTH_MESSAGES.tooManyRequests
        : failure.status === 401
          ? TWO_FACTOR_MESSAGES.wrongCode
          : AUTH_MESSAGES.unknown;
    setError('code', { message }, { shouldFocus: true });
  }

  return (
    <form className={className} aria-labelledby={`${id}-title`} onSubmit={handleSubmit(submit)} noValidate>
      <h2 id={`${id}-title`}>Two-factor sign-in</h2>
      <p className="login-panel__lead">
        {backup
          ? 'Enter one of your backup codes. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for Thrive.'}
      </p>
      <Field
        label={backup ? 'Backup code' : 'Code'}
        error={errors.code?.message}
        input={{
          autoComplete: 'one-time-code',
          inputMode: backup ? 'text' : 'numeric',
          autoFocus: true,
          ...register('code'),
        }}
      />
      <p className="form-message login-panel__error" data-tone="error" role="alert">
        {errors.root?.message}
      </p>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Verify'}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setBackup(!backup);
          reset();
          setTimeout(() => setFocus('code'));
        }}
      >
        {backup ? 'Use the app’s code instead' : 'Use a backup code instead'}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
