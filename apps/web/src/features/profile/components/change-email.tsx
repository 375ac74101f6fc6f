import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, ChangeEmailRequestSchema, PROFILE_MESSAGES, type ChangeEmailRequest } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-error';
import { showServerErrors, type FormOutcome } from '../../../lib/forms';
import { useChangeEmail } from '../api/change-email';

/** The contract's request, the email taken without the spaces around it. */
const ChangeEmailFormSchema = ChangeEmailRequestSchema.extend({
  email: z.string().trim().pipe(ChangeEmailRequestSchema.shape.email),
});

/** The sign-in email, and a form to change it with the password. */
export function ChangeEmail({ userId, email, hasPassword }: { userId: string; email: string; hasPassword: boolean }) {
  const headingId = useId();
  const change = useChangeEmail(userId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ChangeEmailFormSchema), defaultValues: { email: '', password: '' } });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  function submit(request: ChangeEmailRequest) {
    change.mutate(request, {
      onSuccess: () => {
        reset();
        setOutcome({
          tone: 'success',
          text: PROFILE_MESSAGES.emailChangeSent.replace('{email}', request.email.trim()),
        });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
          showServerErrors(setError, error.fields, ['email', 'password']);
        } else if (error instanceof ApiRequestError && error.status === 429) {
          setOutcome({ tone: 'error', text: AUTH_MESSAGES.tooManyRequests });
        } else {
          setOutcome({ tone: 'error', text: PROFILE_MESSAGES.saveFailed });
        }
      },
    });
  }

  return (
    <section className="card profile__account-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile__section-title">
        Sign-in email
      </h2>
      <p className="profile__hint">
        You sign in with <strong>{email}</strong>.
      </p>
      {hasPassword ? (
        <form
          className="profile__account-form"
          onSubmit={(event) => {
            setOutcome(null);
            void handleSubmit(submit)(event);
          }}
          noValidate
          aria-labelledby={headingId}
        >
          <Field
            label="New email"
            error={errors.email?.message}
            input={{ type: 'email', autoComplete: 'email', ...register('email') }}
          />
          <Field
            label="Password"
            error={errors.password?.message}
            input={{ type: 'password', autoComplete: 'current-password', ...register('password') }}
          />
          <div className="profile__account-actions">
            <button type="submit" className="btn btn-secondary" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change email'}
            </button>
            <p className="form-message" role="status" data-tone={outcome?.tone}>
              {outcome?.text}
            </p>
          </div>
        </form>
      ) : (
        <p className="profile__hint">Choose a password above first: then you can change the email you sign in with.</p>
      )}
    </section>
  );
}
