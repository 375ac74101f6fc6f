import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ChangePasswordRequestSchema,
  PROFILE_MESSAGES,
  type ChangePasswordRequest,
} from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { PasswordStrengthHint } from '../../../components/ui/password-strength';
import { ApiRequestError } from '../../../lib/api-error';
import { showServerErrors, type FormOutcome } from '../../../lib/forms';
import { refreshSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';

const { shape } = ChangePasswordRequestSchema;

/**
 * All required, the new password held to the contract's rule, and typed the same twice. Passwords are
 * taken as typed, spaces and all. The current one is any non-empty text: the server judges it.
 */
const passwordsSchema = (currentPassword: z.ZodType<string, string>) =>
  z
    .object({
      currentPassword,
      newPassword: z.string().min(1, 'Enter a new password.').pipe(shape.newPassword),
      confirmPassword: z.string().min(1, 'Confirm your new password.'),
    })
    .refine(({ newPassword, confirmPassword }) => confirmPassword === newPassword, {
      path: ['confirmPassword'],
      error: PROFILE_MESSAGES.passwordsDoNotMatch,
    });
const ChangeSchema = passwordsSchema(shape.currentPassword.unwrap());
/** An account made by Google or Facebook sign-in has no current password to give. */
const FirstSchema = passwordsSchema(z.string());

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
  const queryClient = useQueryClient();
  const change = useChangePassword(userId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(hasPassword ? ChangeSchema : FirstSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPasswordTyped = useWatch({ control, name: 'newPassword' });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  async function submit({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) {
    const request: ChangePasswordRequest = hasPassword ? { currentPassword, newPassword } : { newPassword };
    try {
      await change.mutateAsync(request);
      reset();
      setOutcome({ tone: 'success', text: PROFILE_MESSAGES.passwordChanged });
    } catch (error) {
      const fields = error instanceof ApiRequestError && error.status === 400 ? error.fields : undefined;
      if (showServerErrors(setError, fields, ['currentPassword', 'newPassword'])) return;
      if (error instanceof ApiRequestError && error.status === 429) {
        setOutcome({ tone: 'error', text: AUTH_MESSAGES.tooManyRequests });
        return;
      }
      // The session ended elsewhere: let the page find out and fall back to the device profile.
      if (error instanceof ApiRequestError && error.status === 401) void refreshSession(queryClient);
      setOutcome({ tone: 'error', text: PROFILE_MESSAGES.saveFailed });
    }
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
        onSubmit={(event) => {
          event.preventDefault();
          if (isSubmitting) return;
          setOutcome(null);
          void handleSubmit(submit)(event);
        }}
        noValidate
        aria-labelledby={headingId}
        aria-describedby={hintId}
      >
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        {hasPassword ? (
          <Field
            label="Current password"
            error={errors.currentPassword?.message}
            input={{ type: 'password', autoComplete: 'current-password', ...register('currentPassword') }}
          />
        ) : null}
        <Field
          label="New password"
          hint={<PasswordStrengthHint password={newPasswordTyped} />}
          hintClassName="profile__hint"
          error={errors.newPassword?.message}
          input={{ type: 'password', autoComplete: 'new-password', ...register('newPassword') }}
        />
        <Field
          label="Confirm new password"
          error={errors.confirmPassword?.message}
          input={{ type: 'password', autoComplete: 'new-password', ...register('confirmPassword') }}
        />
        <div className="profile__account-actions">
          <button type="submit" className="btn btn-secondary" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Saving…' : hasPassword ? 'Change password' : 'Choose password'}
          </button>
          <p className="form-message" role="status" data-tone={outcome?.tone}>
            {outcome?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
