import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toNodeHandler } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthProvidersSchema, DisplayNameSchema, type AuthProviders } from '@thrive/contract';
import { BadRequestError } from '../lib/http-errors';
import { RATE_LIMITS } from '../plugins/rate-limit';

/** The fields of better-auth's bodies that we bound as every other route does: a name of at most 80. */
const AccountBodySchema = z.object({ name: DisplayNameSchema.optional() });

/** Refuses an account body whose name is missing a value, too long or not text, naming the field. */
function checkAccountBody(request: FastifyRequest) {
  let body: unknown;
  try {
    body = typeof request.body === 'string' ? JSON.parse(request.body) : {};
  } catch {
    throw new BadRequestError('The body is not valid JSON.', { body: 'is not valid JSON' });
  }
  const parsed = AccountBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'body';
    throw new BadRequestError(`${field}: ${issue.message}`, { [field]: issue.message });
  }
}

/**
 * better-auth answers /api/auth/* itself from the raw Node request. This encapsulated plugin reads the
 * body as text first, so the app's 1 MB limit and input checks apply here too, and hands better-auth
 * that text (it uses a body already read instead of the stream). Hooks registered before it (origin
 * guard, rate limits, input guard) still run first.
 */
async function betterAuthRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const handle = toNodeHandler(app.auth);
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    if (typeof request.body === 'string') Object.assign(request.raw, { body: request.body });
    reply.hijack();
    // The OAuth popup passes through the provider's site and back: our opener policy would cut it off
    // from the page that opened it, and our CSP would block the inline script (pinned by hash in
    // better-auth's own CSP) that hands the result back.
    reply.raw.removeHeader('cross-origin-opener-policy');
    reply.raw.removeHeader('content-security-policy');
    await handle(request.raw, reply.raw);
  };
  const hidden = { schema: { hide: true } };
  const named = { preHandler: async (request: FastifyRequest) => checkAccountBody(request) };
  app.post('/api/auth/sign-in/email', { ...hidden, config: { rateLimit: RATE_LIMITS.signIn } }, forward);
  app.post('/api/auth/sign-up/email', { ...hidden, ...named, config: { rateLimit: RATE_LIMITS.signUp } }, forward);
  app.post('/api/auth/update-user', { ...hidden, ...named }, forward);
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
