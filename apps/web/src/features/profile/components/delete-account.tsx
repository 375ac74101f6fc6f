import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-error';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountProps {
  email: string;
  hasPassword: boolean;
  /** Called once the account is gone, just before the page learns nobody is signed in. */
  onDeleted: () => void;
}

/**
 * Deleting the account, asked twice: a button opens a dialog that says what goes and takes the password
 * (or, for an account without one, its email typed out) before anything is deleted.
 */
export function DeleteAccount({ email, hasPassword, onDeleted }: DeleteAccountProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState('');
  const remove = useDeleteAccount(onDeleted);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const confirmation = String(new FormData(form).get('confirmation') ?? '');
    setFailure('');
    if (!confirmation.trim()) {
      setProblem(hasPassword ? 'Enter your password.' : 'Type your email.');
      form.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    setProblem(undefined);
    remove.mutate(
      { confirmation },
      {
        onError: (error) => {
          const fields = error instanceof ApiRequestError && error.status === 400 ? error.fields : undefined;
          if (fields) setProblem(fields.password ?? fields.confirmation ?? PROFILE_MESSAGES.confirmationWrong);
          else if (error instanceof ApiRequestError && error.status === 429) setFailure(AUTH_MESSAGES.tooManyRequests);
          else setFailure('Your account could not be deleted. Please try again.');
        },
      },
    );
  }

  return (
    <section className="card profile__account-card profile__danger" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile__section-title">
        Delete account
      </h2>
      <p className="profile__hint">
        Your account goes, with your profile and photo, your saved meal plans, your favourites and your practice record.
        This cannot be undone.
      </p>
      <div className="profile__account-actions">
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            setProblem(undefined);
            setFailure('');
            setOpen(true);
          }}
        >
          <Trash2 size={18} aria-hidden="true" /> Delete my account
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title="Delete your account?"
        description="Your account, profile, photo, meal plans, favourites and practice record will be deleted for good, and you will be signed out everywhere."
        showDescription
        size="small"
      >
        <form className="profile__delete-form" onSubmit={submit} noValidate>
          <Field label={hasPassword ? 'Password' : `Type your email (${email}) to confirm`} error={problem}>
            {(control) => (
              <input
                className="input"
                name="confirmation"
                type={hasPassword ? 'password' : 'email'}
                autoComplete={hasPassword ? 'current-password' : 'off'}
                {...control}
              />
            )}
          </Field>
          <p className="form-message" data-tone="error" role="alert">
            {failure}
          </p>
          <div className="profile__delete-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setOpen(false)}
              disabled={remove.isPending}
            >
              Keep my account
            </button>
            <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete account'}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
