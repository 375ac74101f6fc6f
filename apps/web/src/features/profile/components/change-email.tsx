import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, ChangeEmailRequestSchema, PROFILE_MESSAGES } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-error';
import { useChangeEmail } from '../api/change-email';

type Problems = Partial<Record<'email' | 'password', string>>;

/** The sign-in email, and a form to change it with the password. */
export function ChangeEmail({ userId, email, hasPassword }: { userId: string; email: string; hasPassword: boolean }) {
  const headingId = useId();
  const change = useChangeEmail(userId);
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setOutcome(null);
    const parsed = ChangeEmailRequestSchema.safeParse({
      email: String(values.get('email') ?? '').trim(),
      password: String(values.get('password') ?? ''),
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Problems] ??= issue.message;
      setProblems(found);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setProblems({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        setOutcome({ tone: 'success', text: PROFILE_MESSAGES.emailChanged });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
          setProblems({ email: error.fields.email, password: error.fields.password });
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
        <form className="profile__account-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
          <Field label="New email" error={problems.email}>
            {(control) => <input className="input" name="email" type="email" autoComplete="email" {...control} />}
          </Field>
          <Field label="Password" error={problems.password}>
            {(control) => (
              <input className="input" name="password" type="password" autoComplete="current-password" {...control} />
            )}
          </Field>
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
