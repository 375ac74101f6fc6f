import { useState } from 'react';
import { MailCheck, X } from 'lucide-react';
import { AUTH_MESSAGES, EMAIL_VERIFICATION_MESSAGES } from '@thrive/contract';
import { authCall, authClient } from '../../lib/auth-client';
import type { AuthUser } from '../../lib/session';
import './email-verification-banner.css';

/** Where the emailed link leads once the address is confirmed. */
const AFTER_CONFIRMING = '/profile';

/**
 * Until the account's address is confirmed, a bar at the foot of the screen says so and sends the link again. It
 * floats over the page, so nothing on it moves; "Not now" hides it until the next visit.
 */
export function EmailVerificationBanner({ user }: { user: AuthUser }) {
  const [hidden, setHidden] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'throttled'>('idle');
  if (hidden || user.emailVerified !== false) return null;

  async function sendAgain() {
    setState('sending');
    const error = await authCall(() =>
      authClient.sendVerificationEmail({ email: user.email, callbackURL: AFTER_CONFIRMING }),
    );
    setState(!error ? 'sent' : error.status === 429 ? 'throttled' : 'failed');
  }

  const outcome =
    state === 'sent'
      ? EMAIL_VERIFICATION_MESSAGES.sent
      : state === 'failed'
        ? EMAIL_VERIFICATION_MESSAGES.failed
        : state === 'throttled'
          ? AUTH_MESSAGES.tooManyRequests
          : '';
  return (
    <section className="email-banner" aria-label="Confirm your email">
      <MailCheck size={20} aria-hidden="true" className="email-banner__icon" />
      <p className="email-banner__text">
        {EMAIL_VERIFICATION_MESSAGES.reminder.replace('{email}', user.email)} <span role="status">{outcome}</span>
      </p>
      {state === 'sent' ? null : (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-disabled={state === 'sending' || undefined}
          onClick={() => state !== 'sending' && void sendAgain()}
        >
          {state === 'sending' ? 'Sending…' : 'Send the link again'}
        </button>
      )}
      <button type="button" className="email-banner__close" aria-label="Not now" onClick={() => setHidden(true)}>
        <X size={18} aria-hidden="true" />
      </button>
    </section>
  );
}
