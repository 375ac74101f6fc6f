import type { FastifyBaseLogger } from 'fastify';
import { greeting, mailMessage, type MailMessage, type MailProvider } from '../providers/mail/mail-provider';
import type { SharedStore } from '../lib/shared-store';

/** How many links of one kind an address gets in an hour: enough to retry, too few to flood an inbox. */
export const MAILS_PER_ADDRESS = { max: 3, windowMs: 60 * 60 * 1000 } as const;

/** How long a reset link works (better-auth's token lifetime, in seconds). */
export const RESET_LINK_LIFETIME_S = 60 * 60;

/** How long a link that confirms an address works: a day, for an inbox read tomorrow morning. */
export const VERIFICATION_LINK_LIFETIME_S = 24 * 60 * 60;

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

/** The email that confirms an address: a new account's, or the one an account is changing to. */
export function verificationMessage(to: string, name: string, url: string, change: boolean) {
  return mailMessage(to, change ? 'Confirm your new Thrive email' : 'Confirm your Thrive email', [
    greeting(name),
    change
      ? 'You asked to sign in to Thrive with this address from now on. To make the change, open this link:'
      : 'Welcome to Thrive. To confirm that this address is yours, open this link:',
    { link: url, label: change ? 'Use this email' : 'Confirm my email' },
    'The link works for a day.',
    change
      ? 'If you did not ask for this, ignore this email: nothing changes.'
      : 'If you did not make a Thrive account, ignore this email.',
  ]);
}

type LinkKind = 'password-reset' | 'verification';

/**
 * Sends the links of accounts: password resets and email confirmations. The response to the visitor is the same
 * whether or not the address has an account, so each email goes out in the background: how long the mail server takes
 * must not tell whether an account exists. An address past its hourly share of a kind gets no more of it.
 */
export class AccountMail {
  constructor(
    private readonly mail: MailProvider,
    private readonly store: SharedStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Returns at once: counting and sending happen in the background, with failures logged. */
  send(kind: LinkKind, message: MailMessage): void {
    void this.deliver(kind, message).catch((error: unknown) => {
      this.log.error({ err: error }, `${kind}: the email could not be sent`);
    });
  }

  private async deliver(kind: LinkKind, message: MailMessage): Promise<void> {
    const { count } = await this.store.increment(
      `${kind}:${message.to.trim().toLowerCase()}`,
      MAILS_PER_ADDRESS.windowMs,
    );
    if (count > MAILS_PER_ADDRESS.max) {
      this.log.info(`${kind}: this address has had its links for the hour`);
      return;
    }
    await this.mail.send(message);
  }
}
