import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Mail, MapPin, Send } from 'lucide-react';
import { CONTACT_MESSAGES, ContactMessageRequestSchema, type ContactMessageRequest } from '@thrive/contract';
import { Field } from '../../components/ui/field';
import { PageIntro } from '../../components/ui/page-intro';
import { ApiRequestError } from '../../lib/api-error';
import type { FormOutcome } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSendContactMessage } from './api/send-contact-message';
import './contact-page.css';

const EMPTY: ContactMessageRequest = { name: '', email: '', message: '' };

export function ContactPage() {
  useDocumentTitle('Contact Us');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ContactMessageRequestSchema), defaultValues: EMPTY });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const sending = useSendContactMessage();

  function send(message: ContactMessageRequest) {
    sending.mutate(message, {
      onSuccess: () => {
        reset();
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

  return (
    <div className="page contact">
      <div className="container contact__layout">
        <PageIntro as="div" className="contact__intro" eyebrow="We are listening" title="Contact Us">
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
        </PageIntro>

        <form
          className="card contact__form"
          onSubmit={(event) => {
            setOutcome(null);
            void handleSubmit(send)(event);
          }}
          noValidate
          aria-label="Contact form"
        >
          <Field
            id="contact-name"
            label="Name"
            error={errors.name?.message}
            input={{ autoComplete: 'name', ...register('name') }}
          />
          <Field
            id="contact-email"
            label="Email"
            error={errors.email?.message}
            input={{ type: 'email', autoComplete: 'email', ...register('email') }}
          />
          <Field id="contact-message" label="Message" error={errors.message?.message}>
            {(described) => (
              <textarea className="input contact__message" rows={6} {...described} {...register('message')} />
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
