// Apart from the schemas: the footer shows these on every page, and the first load carries no schema code.

/** Texts the footer form shows (docs/product.md, "Newsletter"). */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter an email.',
  emailInvalid: 'Please enter a valid email address.',
  success: 'Message sent successfully!',
  failure: 'Failed to send message. Try again later.',
} as const;
