import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from './mail-provider';

/** Where an unsent email is written for a person to read: standard error, beside the log. */
type Write = (text: string) => void;

/**
 * Without SMTP_URL nothing can be sent: the log says so at warn, and the message itself is written to standard error
 * as the lines a person reads (a link on a line of its own), so a self-hoster can still follow a password-reset link.
 * The log line names neither the address nor the link.
 */
export function logMail(log: FastifyBaseLogger, write: Write = (text) => process.stderr.write(text)): MailProvider {
  return {
    async send({ to, subject, text }) {
      log.warn({ subject }, 'Email not sent (no SMTP_URL configured): written to standard error');
      write(
        [``, `──── Email to ${to} (not sent: no SMTP_URL) ────`, `Subject: ${subject}`, ``, text, `────`, ``].join(
          '\n',
        ),
      );
    },
  };
}
