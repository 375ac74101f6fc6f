/** One email: plain text always, and the same words as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the app's emails (password resets, notices). */
export interface MailProvider {
  /** Resolves once the message is handed on; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}

/** A paragraph of an email: words, or a link with the words that name it. */
export type MailParagraph = string | { link: string; label: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A message of paragraphs, written once as plain text (links in full) and once as HTML. */
export function mailMessage(to: string, subject: string, paragraphs: readonly MailParagraph[]): MailMessage {
  const text = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.link));
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string'
      ? `<p>${escapeHtml(paragraph)}</p>`
      : `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.label)}</a></p>`,
  );
  return { to, subject, text: text.join('\n\n'), html: html.join('\n') };
}

/** "Hello Ada," or "Hello," for an account without a name. */
export const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');
