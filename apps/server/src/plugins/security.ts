import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export interface ThirdPartyOrigins {
  /** Where pictures of a configured outside service live. */
  imageOrigins: readonly string[];
  /** Players the pages may embed once the user asks for them. */
  frameOrigins: readonly string[];
}

/**
 * Security headers. Scripts may only come from our own origin: the built SPA has no inline
 * script, and nothing else is loaded from a third party (every outside service sits behind the
 * API) beyond the origins a configured service needs, named one by one.
 * Inline styles stay allowed because dialog primitives set them at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, origins: ThirdPartyOrigins): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins.imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...origins.frameOrigins],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // OAuth popups talk to their opener; the default same-origin policy would cut that line.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Sent below, and only over https: on plain http it means nothing and misleads.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/** A year, subdomains included: what helmet would send by default. */
const HSTS = 'max-age=31536000; includeSubDomains';
