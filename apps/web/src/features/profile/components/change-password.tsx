import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  AUTH_MESSAGES,
  ChangePasswordRequestSchema,
  MIN_PASSWORD_LENGTH,
  PROFILE_MESSAGES,
  type ChangePasswordRequest,
} from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-error';
import { refreshSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';

/** In page order, so the first one with a message is the first one seen. */
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];
type Values = Record<PasswordField, string>;
type Problems = Partial<Record<PasswordField, string>>;

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/**
 * All required, the new password held to the contract's rule, and typed the same twice. Passwords are
 * taken as typed, spaces and all. The current one is any non-empty text: the server judges it.
 */
function problemsOf({ currentPassword, newPassword, confirmPassword }: Values, hasPassword: boolean): Problems {
  const { shape } = ChangePasswordRequestSchema;
  return {
    currentPassword: hasPassword ? firstMessage(shape.currentPassword.safeParse(currentPassword)) : undefined,
    newPassword: newPassword ? firstMessage(shape.newPassword.safeParse(newPassword)) : 'Enter a new password.',
    confirmPassword: !confirmPassword
      ? 'Confirm your new password.'
      : confirmPassword !== newPassword
        ? PROFILE_MESSAGES.passwordsDoNotMatch
        : undefined,
  };
}

interface ChangePasswordProps {
  userId: string;
  /** Named in a hidden field, so a password manager knows which account's password changes. */
  email: string;
  /** False for an account made by Google or Facebook sign-in: it chooses its first password without one. */
  hasPassword: boolean;
}

/** A new password, confirmed with the current one; other devices are signed out, this one stays signed in. */
export function ChangePassword({ userId, email, hasPassword }: ChangePasswordProps) {
  const headingId = useId();
  const hintId = useId();
  const change = useChangePassword(userId);
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  /** Shows the messages first, so the field that takes focus already announces its own. */
  function showProblems(form: HTMLFormElement, found: Problems) {
    flushSync(() => setProblems(found));
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(PASSWORD_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Values;
    setOutcome(null);
    const found = problemsOf(values, hasPassword);
    if (PASSWORD_FIELDS.some((field) => found[field])) {
      showProblems(form, found);
      return;
    }
    setProblems({});
    const request: ChangePasswordRequest = hasPassword
      ? { currentPassword: values.currentPassword, newPassword: values.newPassword }
      : { newPassword: values.newPassword };
    change.mutate(request, {
      onSuccess: () => {
        form.reset();
        setOutcome({ tone: 'success', text: PROFILE_MESSAGES.passwordChanged });
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError && error.status === 400 ? error.fields : undefined;
        const refused: Problems = { currentPassword: fields?.currentPassword, newPassword: fields?.newPassword };
        if (refused.currentPassword || refused.newPassword) {
          showProblems(form, refused);
        } else if (error instanceof ApiRequestError && error.status === 429) {
          setOutcome({ tone: 'error', text: AUTH_MESSAGES.tooManyRequests });
        } else {
          // The session ended elsewhere: let the page find out and fall back to the device profile.
          if (error instanceof ApiRequestError && error.status === 401) void refreshSession();
          setOutcome({ tone: 'error', text: PROFILE_MESSAGES.saveFailed });
        }
      },
    });
  }

  return (
    <section className="card profile__account-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile__section-title">
        Change password
      </h2>
      <p id={hintId} className="profile__hint">
        {hasPassword
          ? 'Changing it signs you out on your other devices.'
          : 'Your account has no password yet. Choose one to sign in with your email as well.'}
      </p>
      <form
        className="profile__account-form"
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        aria-describedby={hintId}
      >
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        {hasPassword ? (
          <Field label="Current password" error={problems.currentPassword}>
            {(control) => (
              <input
                className="input"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                {...control}
              />
            )}
          </Field>
        ) : null}
        <Field
          label="New password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          hintClassName="profile__hint"
          error={problems.newPassword}
        >
          {(control) => (
            <input className="input" name="newPassword" type="password" autoComplete="new-password" {...control} />
          )}
        </Field>
        <Field label="Confirm new password" error={problems.confirmPassword}>
          {(control) => (
            <input className="input" name="confirmPassword" type="password" autoComplete="new-password" {...control} />
          )}
        </Field>
        <div className="profile__account-actions">
          <button type="submit" className="btn btn-secondary" aria-disabled={change.isPending || undefined}>
            {change.isPending ? 'Saving…' : hasPassword ? 'Change password' : 'Choose password'}
          </button>
          <p className="form-message" role="status" data-tone={outcome?.tone}>
            {outcome?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
