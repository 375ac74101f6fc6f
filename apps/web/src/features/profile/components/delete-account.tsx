import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Trash2 } from 'lucide-react';
import {
  AUTH_MESSAGES,
  DeleteAccountRequestSchema,
  PROFILE_MESSAGES,
  type DeleteAccountRequest,
} from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-error';
import { useDeleteAccount } from '../api/delete-account';

/** The contract's confirmation, asked for in the words of what it is: the password, or the email typed out. */
const confirmationSchema = (missing: string) =>
  z.object({
    confirmation: z
      .string()
      .refine((text) => text.trim() !== '', missing)
      .pipe(DeleteAccountRequestSchema.shape.confirmation),
  });
const WithPasswordSchema = confirmationSchema('Enter your password.');
const WithEmailSchema = confirmationSchema('Type your email.');

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
  const [failure, setFailure] = useState('');
  const remove = useDeleteAccount(onDeleted);
  const form = useForm({
    resolver: zodResolver(hasPassword ? WithPasswordSchema : WithEmailSchema),
    defaultValues: { confirmation: '' },
  });

  function submit(request: DeleteAccountRequest) {
    remove.mutate(request, {
      onError: (error) => {
        const fields = error instanceof ApiRequestError && error.status === 400 ? error.fields : undefined;
        if (fields) {
          const message = fields.password ?? fields.confirmation ?? PROFILE_MESSAGES.confirmationWrong;
          form.setError('confirmation', { type: 'server', message }, { shouldFocus: true });
        } else if (error instanceof ApiRequestError && error.status === 429) setFailure(AUTH_MESSAGES.tooManyRequests);
        else setFailure('Your account could not be deleted. Please try again.');
      },
    });
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
            form.reset();
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
        <form
          className="profile__delete-form"
          onSubmit={(event) => {
            setFailure('');
            void form.handleSubmit(submit)(event);
          }}
          noValidate
        >
          <Field
            label={hasPassword ? 'Password' : `Type your email (${email}) to confirm`}
            error={form.formState.errors.confirmation?.message}
            input={{
              type: hasPassword ? 'password' : 'email',
              autoComplete: hasPassword ? 'current-password' : 'off',
              ...form.register('confirmation'),
            }}
          />
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
