import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toNodeHandler } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthProvidersSchema, type AuthProviders } from '@thrive/contract';
import { RATE_LIMITS } from '../plugins/rate-limit';

/**
 * better-auth answers /api/auth/* itself from the raw Node request, so this encapsulated plugin drops
 * Fastify's body parsers (the body stream must reach better-auth unread) and hijacks the reply.
 * Hooks registered before it (origin guard, rate limits) still run first.
 */
async function betterAuthRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = toNodeHandler(app.auth);
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // The OAuth popup passes through the provider's site and back: our opener policy would cut it off
    // from the page that opened it, and our CSP would block the inline script (pinned by hash in
    // better-auth's own CSP) that hands the result back.
    reply.raw.removeHeader('cross-origin-opener-policy');
    reply.raw.removeHeader('content-security-policy');
    await handle(request.raw, reply.raw);
  };
  const hidden = { schema: { hide: true } };
  app.post('/api/auth/sign-in/email', { ...hidden, config: { rateLimit: RATE_LIMITS.signIn } }, forward);
  app.post('/api/auth/sign-up/email', { ...hidden, config: { rateLimit: RATE_LIMITS.signUp } }, forward);
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', ...hidden, handler: forward });
}

/** Which social sign-ins this server is configured for, so the login panel can disable the others. */
const authProviderRoutes: FastifyPluginAsyncZod<{ providers: AuthProviders }> = async (app, options) => {
  app.get(
    '/api/auth-providers',
    { schema: { tags: ['auth'], response: { 200: AuthProvidersSchema } } },
    async () => options.providers,
  );
};

export async function registerAuthRoutes(app: FastifyInstance, providers: AuthProviders): Promise<void> {
  await app.register(betterAuthRoutes);
  await app.register(authProviderRoutes, { providers });
}
