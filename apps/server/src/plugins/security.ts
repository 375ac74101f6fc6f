import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
export function registerSecurityHeaders(app: FastifyInstance, origins: ThirdPartyOrigins): void {
  const headers = helmetHeaders({
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
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}

/**
 * The headers helmet sets for these options. None of them depends on the request (no nonces, no
 * functions), so helmet runs once at start-up rather than once per request, which cost a tenth of a
 * small route's time.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** A year, subdomains included: what helmet would send by default. */
const HSTS = 'max-age=31536000; includeSubDomains';
