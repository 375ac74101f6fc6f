import { useState, type FormEvent } from 'react';
import { Clock, Mail, MapPin, Send } from 'lucide-react';
import { CONTACT_MESSAGES, ContactMessageRequestSchema, type ContactMessageRequest } from '@thrive/contract';
import { Field } from '../../components/ui/field';
import { ApiRequestError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSendContactMessage } from './api/send-contact-message';
import './contact-page.css';

type ContactField = keyof ContactMessageRequest;
const EMPTY: ContactMessageRequest = { name: '', email: '', message: '' };

export function ContactPage() {
  useDocumentTitle('Contact Us');
  const [values, setValues] = useState<ContactMessageRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sending = useSendContactMessage();

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const parsed = ContactMessageRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as ContactField] ??= issue.message;
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    sending.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setOutcome({ tone: 'success', text: CONTACT_MESSAGES.success });
      },
      // The message stays in the form, so nothing typed is lost.
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text:
            error instanceof ApiRequestError && error.status === 429
              ? CONTACT_MESSAGES.tooMany
              : CONTACT_MESSAGES.failure,
        }),
    });
  }

  /** What each control takes: its name, the value as typed, and the change. */
  function valueProps(field: ContactField) {
    return {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    };
  }

  return (
    <div className="page contact">
      <div className="container contact__layout">
        <div className="contact__intro">
          <span className="eyebrow">We are listening</span>
          <h1>Contact Us</h1>
          <p>
            A recipe you would love to see, a question about your plan, a bug, or a partnership idea: write to us and a
            real person from the team will answer.
          </p>
          <ul className="contact__facts">
            <li>
              <Clock size={20} aria-hidden="true" /> We answer within two working days
            </li>
            <li>
              <Mail size={20} aria-hidden="true" /> hello@thrive.example
            </li>
            <li>
              <MapPin size={20} aria-hidden="true" /> A small team, working remotely across Europe and Africa
            </li>
          </ul>
        </div>

        <form className="card contact__form" onSubmit={handleSubmit} noValidate aria-label="Contact form">
          <Field id="contact-name" label="Name" error={errors.name}>
            {(control) => <input className="input" autoComplete="name" {...control} {...valueProps('name')} />}
          </Field>
          <Field id="contact-email" label="Email" error={errors.email}>
            {(control) => (
              <input className="input" type="email" autoComplete="email" {...control} {...valueProps('email')} />
            )}
          </Field>
          <Field id="contact-message" label="Message" error={errors.message}>
            {(control) => (
              <textarea className="input contact__message" rows={6} {...control} {...valueProps('message')} />
            )}
          </Field>
          <button type="submit" className="btn btn-primary" disabled={sending.isPending}>
            <Send size={18} aria-hidden="true" />
            {sending.isPending ? 'Sending…' : 'Send message'}
          </button>
          <p className="form-message contact__outcome" role="status" data-tone={outcome?.tone}>
            {outcome?.text}
          </p>
        </form>
      </div>
    </div>
  );
}

export { ContactPage as Component };
