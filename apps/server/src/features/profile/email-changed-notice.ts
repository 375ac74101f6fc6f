import { greeting, mailMessage, type MailMessage } from '../../providers/mail/mail-provider';

/** Tells the old address that the account now signs in with another, in case its owner did not change it. */
export function emailChangedNotice(oldEmail: string, name: string, newEmail: string): MailMessage {
  return mailMessage(oldEmail, 'Your Thrive email was changed', [
    greeting(name),
    `The email of your Thrive account was changed from ${oldEmail} to ${newEmail}.`,
    'If you did not change it, write to us through the Contact page at once, so we can help you take the account back.',
  ]);
}
