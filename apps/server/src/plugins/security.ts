import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers. Scripts may only come from our own origin: the built SPA has no inline
 * script, and nothing is loaded from a third party (every outside service sits behind the API).
 * Inline styles stay allowed because dialog primitives set them at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // OAuth popups talk to their opener; the default same-origin policy would cut that line.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
