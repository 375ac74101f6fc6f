import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../lib/http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing route, ours and better-auth's: a browser
 * always names the page's origin on such a request, so one from a site other than ours is refused.
 * A request with no Origin at all comes from a non-browser client, which holds no victim's cookie.
 */
export function registerOriginGuard(app: FastifyInstance, origins: readonly string[]): void {
  const trusted = new Set(origins);
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const crossSite = origin ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    done(crossSite ? new ForbiddenError('Requests from other sites are not accepted.') : undefined);
  });
}
