import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { NEWSLETTER_MESSAGES } from '@thrive/contract';
import { ApiRequestError } from '../../../lib/api-error';
import './newsletter-form.css';

type Feedback = { tone: 'error' | 'success'; text: string } | null;

export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [sending, setSending] = useState(false);

  // The footer is on every page: the request code and its schema load when someone subscribes, and the form
  // keeps its own state, so the footer does not bring the query library with it.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setFeedback({ tone: 'error', text: NEWSLETTER_MESSAGES.emailRequired });
      return;
    }
    setFeedback(null);
    setSending(true);
    try {
      const { subscribeNewsletter } = await import('../api/subscribe-newsletter');
      await subscribeNewsletter({ email: trimmed });
      setEmail('');
      setFeedback({ tone: 'success', text: NEWSLETTER_MESSAGES.success });
    } catch (error) {
      // The server names a bad address; anything else is a failure to send.
      const invalid = error instanceof ApiRequestError && error.fields?.email !== undefined;
      setFeedback({ tone: 'error', text: invalid ? NEWSLETTER_MESSAGES.emailInvalid : NEWSLETTER_MESSAGES.failure });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="newsletter" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Newsletter">
      <label htmlFor={inputId} className="newsletter__label">
        Get a new recipe and a practice tip every week
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          className="input newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={feedback?.tone === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="btn btn-accent" disabled={sending}>
          <Send size={18} aria-hidden="true" />
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className="form-message newsletter__message" role="status" data-tone={feedback?.tone}>
        {feedback?.text}
      </p>
    </form>
  );
}
