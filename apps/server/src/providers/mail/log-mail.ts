import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from './mail-provider';

/**
 * Without SMTP_URL nothing can be sent: each message is written to the server log at warn instead, so a
 * self-hoster can still follow a password-reset link.
 */
export function logMail(log: FastifyBaseLogger): MailProvider {
  return {
    async send({ to, subject, text }) {
      log.warn({ to, subject }, `Email not sent (no SMTP_URL configured):\n${text}`);
    },
  };
}
