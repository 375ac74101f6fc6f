import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { NEWSLETTER_MESSAGES, type NewsletterRequest } from '@thrive/contract';
import { ApiRequestError } from '../../../lib/api-error';
import './newsletter-form.css';

type Feedback = { tone: 'error' | 'success'; text: string } | null;

export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The footer is on every page: the request code and its schema load when someone subscribes.
  const subscription = useMutation({
    mutationFn: async (request: NewsletterRequest) =>
      (await import('../api/subscribe-newsletter')).subscribeNewsletter(request),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setFeedback({ tone: 'error', text: NEWSLETTER_MESSAGES.emailRequired });
      return;
    }
    setFeedback(null);
    subscription.mutate(
      { email: trimmed },
      {
        onSuccess: () => {
          setEmail('');
          setFeedback({ tone: 'success', text: NEWSLETTER_MESSAGES.success });
        },
        onError: (error) => {
          // The server names a bad address; anything else is a failure to send.
          const invalid = error instanceof ApiRequestError && error.fields?.email !== undefined;
          setFeedback({
            tone: 'error',
            text: invalid ? NEWSLETTER_MESSAGES.emailInvalid : NEWSLETTER_MESSAGES.failure,
          });
        },
      },
    );
  }

  return (
    <form className="newsletter" onSubmit={handleSubmit} noValidate aria-label="Newsletter">
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
        <button type="submit" className="btn btn-accent" disabled={subscription.isPending}>
          <Send size={18} aria-hidden="true" />
          {subscription.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className="form-message newsletter__message" role="status" data-tone={feedback?.tone}>
        {feedback?.text}
      </p>
    </form>
  );
}
