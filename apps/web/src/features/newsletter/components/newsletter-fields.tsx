import { useId, type ComponentPropsWithoutRef, type FormEventHandler } from 'react';
import { Send } from 'lucide-react';
import type { FormOutcome } from '../../../lib/forms';
import './newsletter-form.css';

interface NewsletterFieldsProps {
  /** The email input's props: the form library's registration, or none while the form loads. */
  input?: ComponentPropsWithoutRef<'input'>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  message?: FormOutcome | null;
  isSubmitting?: boolean;
  /** While the form's code loads: shown as it will be, but not yet taking input that would be lost. */
  disabled?: boolean;
}

/** The newsletter form as it looks: the footer shows it at once, and the working form renders it. */
export function NewsletterFields({
  input,
  onSubmit,
  message,
  isSubmitting = false,
  disabled = false,
}: NewsletterFieldsProps) {
  const inputId = useId();
  const messageId = useId();
  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-label="Newsletter">
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
          disabled={disabled}
          {...input}
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="btn btn-accent" disabled={disabled || isSubmitting}>
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
