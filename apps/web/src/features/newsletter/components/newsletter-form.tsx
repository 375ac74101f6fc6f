import { useForm, type Resolver } from 'react-hook-form';
import { NEWSLETTER_MESSAGES } from '@thrive/contract';
import { useFormOutcome } from '../../../lib/forms';
import { NewsletterFields } from './newsletter-fields';

interface NewsletterValues {
  email: string;
}

/**
 * The footer is on every page and few of its visitors subscribe: the schema and the request code load when someone
 * does (decision 0027).
 */
const resolver: Resolver<NewsletterValues> = async (...args) =>
  (await import('../newsletter-schema')).newsletterResolver(...args);

export function NewsletterForm() {
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
  return (
    <NewsletterFields
      input={register('email')}
      onSubmit={(event) => {
        setOutcome(null);
        void handleSubmit(subscribe)(event);
      }}
      message={problem ? { tone: 'error', text: problem } : outcome}
      isSubmitting={isSubmitting}
    />
  );
}
