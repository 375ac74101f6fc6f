import sanitizeHtml from 'sanitize-html';

/** The only markup recipe and article HTML may carry: text formatting, lists and plain links. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Makes HTML from any source safe to render with innerHTML. */
export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Text placed in HTML is escaped the same way wherever it is built. */
export { escapeMarkup as escapeHtml } from '@thrive/catalog';
