import { greeting, mailMessage, type MailMessage } from '../../providers/mail/mail-provider';

/** Tells the old address that the account asked to sign in with another, in case its owner did not ask. */
export function emailChangeNotice(oldEmail: string, name: string, newEmail: string): MailMessage {
  return mailMessage(oldEmail, 'Your Thrive email is about to change', [
    greeting(name),
    `Your Thrive account asked to sign in with ${newEmail} instead of ${oldEmail}. The change is made once the link we sent to ${newEmail} is opened; until then, nothing changes.`,
    'If you did not ask for this, change your password on your profile at once, and write to us through the Contact page so we can help.',
  ]);
}
