import { useId, useState } from 'react';
import { Laptop, Smartphone } from 'lucide-react';
import { AUTH_MESSAGES, PROFILE_MESSAGES, type DeviceSession } from '@thrive/contract';
import { ApiRequestError } from '../../../lib/api-error';
import { useSessions, useSignOutSessions } from '../api/sessions';
import { seenOn } from '../account-dates';
import './signed-in-devices.css';

const MOBILE = /Android|iOS|iPadOS|Windows Phone/;

/**
 * Where the account is signed in: each browser by name, when it signed in and was last used, this one first. Any
 * other can be signed out, or all of them at once.
 */
export function SignedInDevices({ userId }: { userId: string }) {
  const headingId = useId();
  const sessions = useSessions(userId);
  const signOut = useSignOutSessions(userId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function end(session?: DeviceSession) {
    setOutcome(null);
    signOut.mutate(session?.id, {
      onSuccess: () =>
        setOutcome({
          tone: 'success',
          text: session
            ? PROFILE_MESSAGES.signedOutOne.replace('{device}', session.device)
            : PROFILE_MESSAGES.signedOutOthers,
        }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text:
            error instanceof ApiRequestError && error.status === 429
              ? AUTH_MESSAGES.tooManyRequests
              : PROFILE_MESSAGES.signOutFailed,
        }),
    });
  }

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <section className="card profile__account-card" aria-labelledby={headingId} aria-busy={sessions.isPending}>
      <h2 id={headingId} className="profile__section-title">
        Signed-in devices
      </h2>
      <p className="profile__hint">
        Sign out a device you no longer use or do not recognise. A device stays signed in for a week after its last
        visit, and 30 days at most.
      </p>
      {sessions.data ? (
        <ul className="devices">
          {sessions.data.map((session) => {
            const Icon = MOBILE.test(session.device) ? Smartphone : Laptop;
            return (
              <li key={session.id} className="devices__item">
                <Icon size={22} aria-hidden="true" className="devices__icon" />
                <div className="devices__text">
                  <strong>{session.device}</strong>
                  <span className="profile__hint">
                    {session.current ? 'This device · ' : ''}signed in {seenOn(session.signedInAt)}, last seen{' '}
                    {seenOn(session.lastSeenAt)}
                  </span>
                </div>
                {session.current ? null : (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Sign out ${session.device}, last seen ${seenOn(session.lastSeenAt)}`}
                    aria-disabled={signOut.isPending || undefined}
                    onClick={() => !signOut.isPending && end(session)}
                  >
                    Sign out
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : sessions.isError ? (
        <p className="form-message" data-tone="error" role="alert">
          {PROFILE_MESSAGES.sessionsFailed}{' '}
          <button type="button" className="link-button" onClick={() => void sessions.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <p className="profile__hint">Loading your devices…</p>
      )}
      <div className="profile__account-actions">
        {others.length > 0 ? (
          <button
            type="button"
            className="btn btn-secondary"
            aria-disabled={signOut.isPending || undefined}
            onClick={() => !signOut.isPending && end()}
          >
            Sign out other devices
          </button>
        ) : null}
        <p className="form-message" role="status" data-tone={outcome?.tone}>
          {outcome?.text}
        </p>
      </div>
    </section>
  );
}
