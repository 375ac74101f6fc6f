import { createTransport } from 'nodemailer';
import type { MailProvider } from './mail-provider';

/** Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, with credentials in the URL if any). */
export function smtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}
