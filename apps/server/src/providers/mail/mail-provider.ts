/** One email: plain text always, and the same words as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the app's emails (password resets). */
export interface MailProvider {
  /** Resolves once the message is handed on; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}
