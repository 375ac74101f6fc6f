import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { AUTH_MESSAGES, PASSKEY_MESSAGES } from '@thrive/contract';
import type { AuthError } from '../../../lib/auth-client';
import { usePasskeys, useAddPasskey, useRemovePasskey } from '../api/passkeys';
import { accountDay } from '../account-dates';
import './signed-in-devices.css';

/** Why adding a passkey did not work, in the person's words. */
function addProblem(error: AuthError): string {
  if (error.code === 'AUTH_CANCELLED' || error.code === 'ERROR_CEREMONY_ABORTED') return PASSKEY_MESSAGES.cancelled;
  if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PASSKEY_MESSAGES.alreadyAdded;
  if (error.code === 'SESSION_NOT_FRESH') return PASSKEY_MESSAGES.signInAgain;
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  return PASSKEY_MESSAGES.failed;
}

/**
 * Passkeys: signing in with the device's fingerprint, face or PIN instead of the password. Added from this device,
 * listed with when each was added, and removed one by one. Hidden in a browser without WebAuthn.
 */
export function PasskeySettings({ userId }: { userId: string }) {
  const headingId = useId();
  const passkeys = usePasskeys(userId);
  const add = useAddPasskey(userId);
  const remove = useRemovePasskey(userId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;

  const busy = add.isPending || remove.isPending;
  return (
    <section className="card profile__account-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile__section-title">
        Passkeys
      </h2>
      <p className="profile__hint">
        Sign in with this device’s fingerprint, face or screen lock instead of your password. Nothing secret leaves the
        device.
      </p>
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul className="devices">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="devices__item">
              <KeyRound size={22} aria-hidden="true" className="devices__icon" />
              <div className="devices__text">
                <strong>{passkey.name || 'Passkey'}</strong>
                {passkey.createdAt ? (
                  <span className="profile__hint">Added {accountDay.format(passkey.createdAt)}</span>
                ) : null}
              </div>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Remove ${passkey.name || 'passkey'}${passkey.createdAt ? `, added ${accountDay.format(passkey.createdAt)}` : ''}`}
                aria-disabled={busy || undefined}
                onClick={() =>
                  !busy &&
                  remove.mutate(passkey.id, {
                    onSuccess: () => setOutcome({ tone: 'success', text: PASSKEY_MESSAGES.removed }),
                    onError: () => setOutcome({ tone: 'error', text: PASSKEY_MESSAGES.failed }),
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : passkeys.isError ? (
        <p className="form-message" data-tone="error">
          {PASSKEY_MESSAGES.failed}{' '}
          <button type="button" className="link-button" onClick={() => void passkeys.refetch()}>
            Try again
          </button>
        </p>
      ) : passkeys.data ? (
        <p className="profile__hint">No passkeys yet.</p>
      ) : (
        <p className="profile__hint">Loading your passkeys…</p>
      )}
      <div className="profile__account-actions">
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            setOutcome(null);
            add.mutate(undefined, {
              onSuccess: () => setOutcome({ tone: 'success', text: PASSKEY_MESSAGES.added }),
              onError: (error) => setOutcome({ tone: 'error', text: addProblem(error as AuthError) }),
            });
          }}
        >
          {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
        </button>
        <p className="form-message" role="status" data-tone={outcome?.tone}>
          {outcome?.text}
        </p>
      </div>
    </section>
  );
}
