import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Send } from 'lucide-react';
import { NEWSLETTER_MESSAGES } from '@thrive/contract';
import { useFormOutcome, type FormOutcome } from '../../../lib/forms';
import './newsletter-form.css';

interface NewsletterValues {
  email: string;
}

/**
 * The footer is on every page and comes before the app takes a page over: the schema, its library and the request
 * code load when someone subscribes (decisions 0024 and 0027).
 */
const resolver: Resolver<NewsletterValues> = async (...args) =>
  (await import('../newsletter-schema')).newsletterResolver(...args);

export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({ resolver, defaultValues: { email: '' } });
  const [outcome, setOutcome] = useFormOutcome(watch);

  async function subscribe({ email }: NewsletterValues) {
    const outcome = await import('../api/subscribe-newsletter').then(
      ({ trySubscribing }) => trySubscribing({ email }),
      () => 'failed' as const,
    );
    if (outcome === 'subscribed') {
      reset();
      setOutcome({ tone: 'success', text: NEWSLETTER_MESSAGES.success });
    } else if (outcome === 'refused') {
      setError('email', { type: 'server', message: NEWSLETTER_MESSAGES.emailInvalid }, { shouldFocus: true });
    } else {
      setOutcome({ tone: 'error', text: NEWSLETTER_MESSAGES.failure });
    }
  }

  const problem = errors.email?.message;
  const message: FormOutcome | null = problem ? { tone: 'error', text: problem } : outcome;
  return (
    <form
      className="newsletter"
      onSubmit={(event) => {
        setOutcome(null);
        void handleSubmit(subscribe)(event);
      }}
      noValidate
      aria-label="Newsletter"
    >
      <label htmlFor={inputId} className="newsletter__label">
        Get a new recipe and a practice tip every week
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          className="input newsletter__input"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email')}
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="btn btn-accent" disabled={isSubmitting}>
          <Send size={18} aria-hidden="true" />
          {isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className="form-message newsletter__message" role="status" data-tone={message?.tone}>
        {message?.text}
      </p>
    </form>
  );
}
