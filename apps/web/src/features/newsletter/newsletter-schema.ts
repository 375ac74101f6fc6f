import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { NEWSLETTER_MESSAGES } from '@thrive/contract';

/** A blank address is refused here; whether an address is valid is the server's word (docs/product.md, "Newsletter"). */
const NewsletterFormSchema = z.object({
  email: z.string().trim().min(1, NEWSLETTER_MESSAGES.emailRequired),
});

export const newsletterResolver = zodResolver(NewsletterFormSchema);
