import type { FastifyBaseLogger } from 'fastify';
import { greeting, mailMessage, type MailProvider } from '../providers/mail/mail-provider';
import type { SharedStore } from '../lib/shared-store';

/** How many reset emails one address gets in an hour: enough to retry, too few to flood an inbox. */
export const RESET_MAILS_PER_ADDRESS = { max: 3, windowMs: 60 * 60 * 1000 } as const;

/** How long a reset link works (better-auth's token lifetime, in seconds). */
export const RESET_LINK_LIFETIME_S = 60 * 60;

const key = (email: string) => `password-reset:${email.trim().toLowerCase()}`;

/** The email that carries a reset link, in plain words. */
export function resetMessage(to: string, name: string, url: string) {
  return mailMessage(to, 'Reset your Thrive password', [
    greeting(name),
    'Someone asked to reset the password of your Thrive account. To choose a new one, open this link:',
    { link: url, label: 'Choose a new password' },
    'The link works once, for an hour. Setting a new password signs you out everywhere else.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ]);
}

/**
 * Sends reset links. better-auth calls this only for an address that has an account; the response to the
 * visitor is the same either way, so the email goes out in the background: how long the mail server
 * takes must not tell whether an account exists. An address past its hourly share gets no more links.
 */
export class PasswordResetMail {
  constructor(
    private readonly mail: MailProvider,
    private readonly store: SharedStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Returns at once: counting and sending happen in the background, with failures logged. */
  send(user: { email: string; name: string }, url: string): void {
    void this.deliver(user, url).catch((error: unknown) => {
      this.log.error({ err: error }, 'password reset: the email could not be sent');
    });
  }

  private async deliver(user: { email: string; name: string }, url: string): Promise<void> {
    const { count } = await this.store.increment(key(user.email), RESET_MAILS_PER_ADDRESS.windowMs);
    if (count > RESET_MAILS_PER_ADDRESS.max) {
      this.log.info('password reset: this address has had its links for the hour');
      return;
    }
    await this.mail.send(resetMessage(user.email, user.name, url));
  }
}
