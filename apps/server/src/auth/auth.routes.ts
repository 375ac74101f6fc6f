import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { toNodeHandler } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authProvidersRoute,
  PASSKEY_MESSAGES,
  deletePasskeyRoute,
  listPasskeysRoute,
  passkeyAuthenticateOptionsRoute,
  passkeyRegisterOptionsRoute,
  passkeyVerifyAuthenticationRoute,
  passkeyVerifyRegistrationRoute,
  disableTwoFactorRoute,
  enableTwoFactorRoute,
  generateBackupCodesRoute,
  verifyBackupCodeRoute,
  verifyTotpRoute,
  getSessionRoute,
  identityRestGetRoute,
  identityRestPostRoute,
  requestPasswordResetRoute,
  resetPasswordRoute,
  revokeSessionRoute,
  signInEmailRoute,
  signInSocialRoute,
  signOutRoute,
  signUpEmailRoute,
  sendVerificationEmailRoute,
  verifyEmailRoute,
  updateUserRoute,
  UpdateUserSchema,
  type ApiRoute,
  type AuthProviders,
} from '@thrive/contract';
import { and, eq, sql } from 'drizzle-orm';
import { passkeys, sessions, users } from '../db/schema';
import { endpoint } from '../lib/api-routes';
import { BadRequestError, INTERNAL_ERROR, NotFoundError, UnauthorizedError } from '../lib/http-errors';
import { RATE_LIMITS } from '../plugins/rate-limit';
import { AccountLock } from './account-lock';
import { refuseCommonPassword } from './common-passwords';
import { signedCookie } from './signed-cookie';
import { currentUser, requireUser } from './require-user';

/** The fields of better-auth's bodies that we bound as every other route does: a name of at most 80. */
const AccountBodySchema = UpdateUserSchema;

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

/** The JSON body better-auth will read, or null when it is not JSON (better-auth answers that itself). */
function jsonBody(request: FastifyRequest): unknown {
  try {
    return typeof request.body === 'string' ? JSON.parse(request.body) : null;
  } catch {
    return null;
  }
}

/** Whether WebAuthn authenticator data (base64url) says the user was verified: bit 2 of its flags byte, after the RP id hash. */
function userVerified(authenticatorData: string): boolean {
  const bytes = Buffer.from(authenticatorData, 'base64url');
  return bytes.length > 32 && (bytes[32]! & 0x04) !== 0;
}

/** The named fields of a JSON body that are text (better-auth itself responds to a body without them). */
function bodyText<K extends string>(request: FastifyRequest, ...keys: K[]): Partial<Record<K, string>> {
  const body = jsonBody(request);
  const fields: Partial<Record<K, string>> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const key of keys) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** The id of the account an address belongs to, or null. */
async function accountId(app: FastifyInstance, email: string): Promise<string | null> {
  const [user] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user?.id ?? null;
}

/**
 * The pages that end a sign-in through a provider: in the popup, better-auth responds with a page that
 * hands the session to its opener through an inline script, under its own CSP pinned to that script's hash.
 * Our CSP would block the script, and our opener policy would cut the popup off from the page that opened it.
 */
const PROVIDER_CALLBACK = /^\/api\/auth\/(oauth2\/)?callback\//;

/** better-auth endpoints that hash or check a password. */
const PASSWORD_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'change-password',
  'set-password',
  'reset-password',
  'delete-user',
  'two-factor/enable',
  'two-factor/disable',
  'two-factor/generate-backup-codes',
  'two-factor/get-totp-uri',
];

/** The endpoints that finish a sign-in with a second factor: an authenticator app's code, or a backup code. */
const SECOND_FACTOR_PATHS = ['two-factor/verify-totp', 'two-factor/verify-backup-code', 'two-factor/verify-otp'];

/** The better-auth endpoints that set a new password, and the body field that holds it. */
const NEW_PASSWORD_FIELDS: Partial<Record<string, 'password' | 'newPassword'>> = {
  'sign-up/email': 'password',
  'change-password': 'newPassword',
  'set-password': 'newPassword',
  'reset-password': 'newPassword',
};

/** The better-auth endpoint a request is for, e.g. "sign-in/email". */
const authPath = (request: FastifyRequest) => request.url.split('?')[0]!.slice('/api/auth/'.length);

/**
 * better-auth responds to /api/auth/* itself from the raw Node request. This encapsulated plugin reads the
 * body as text first, so the app's 1 MB limit and input checks apply here too, and hands better-auth
 * that text (it uses a body already read instead of the stream). Only JSON is read: better-auth also takes form
 * bodies, which the sign-in lock, the name check and the other guards here would not see (any other type is a 415). Hooks registered before it (origin
 * guard, rate limits, input guard) still run first. Requests that hash a password take turns
 * (PasswordWork), and failed sign-ins count against the account as well as the client (AccountLock).
 */
async function betterAuthRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const handle = toNodeHandler(app.auth);
  const accountLock = new AccountLock(app.sharedStore);

  /** Hands the request to better-auth; resolves to its status code once better-auth has replied. */
  const respond = async (request: FastifyRequest, reply: FastifyReply) => {
    if (typeof request.body === 'string') Object.assign(request.raw, { body: request.body });
    reply.hijack();
    if (PROVIDER_CALLBACK.test(request.url)) {
      reply.raw.removeHeader('cross-origin-opener-policy');
      reply.raw.removeHeader('content-security-policy');
    }
    try {
      await handle(request.raw, reply.raw);
    } catch (error) {
      // The reply is hijacked, so Fastify's error handler cannot answer: a failure here must end the response itself.
      request.log.error({ err: error }, 'identity request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ error: { code: 'internal', message: INTERNAL_ERROR } }));
      } else reply.raw.end();
      return 500;
    }
    return reply.raw.statusCode;
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    if (SECOND_FACTOR_PATHS.includes(authPath(request))) await secondFactor(request, reply);
    else if (PASSWORD_PATHS.includes(authPath(request))) await app.passwordWork.run(() => respond(request, reply));
    else await respond(request, reply);
  };
  /**
   * Failed sign-ins and refusals of a locked account are logged at warn with the account's id (null for an address
   * with no account), never the email.
   */
  const signIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const { email } = bodyText(request, 'email');
    if (email) {
      try {
        await accountLock.refuseIfLocked(email);
      } catch (error) {
        request.log.warn(
          { userId: await accountId(app, email), client: request.ip },
          'sign-in refused: account locked',
        );
        throw error;
      }
    }
    const status = await app.passwordWork.run(() => respond(request, reply));
    if (!email) return;
    if (status === 401) {
      await accountLock.recordFailure(email);
      request.log.warn({ userId: await accountId(app, email), client: request.ip }, 'sign-in failed');
    } else if (status === 200 && (await signedIn(reply))) await accountLock.clear(email);
    // A right password of an account with two-factor sign-in clears nothing: the code is still to come.
  };

  /** Whether better-auth's response signs the browser in (sets a session cookie), not only asks for a second factor. */
  const signedIn = async (reply: FastifyReply) => {
    const name = (await app.auth.$context).authCookies.sessionToken.name;
    const cookies = [reply.raw.getHeader('set-cookie') ?? []].flat().map(String);
    return cookies.some((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`));
  };

  /** The email of the account whose sign-in waits for a second factor, from better-auth's signed cookie. */
  const pendingSignIn = async (request: FastifyRequest): Promise<{ id: string; email: string } | null> => {
    const context = await app.auth.$context;
    const name = context.createAuthCookie('two_factor').name;
    const identifier = signedCookie(request.headers.cookie, name, context.secret);
    const pending = identifier ? await context.internalAdapter.findVerificationValue(identifier) : null;
    const user = pending ? await context.internalAdapter.findUserById(pending.value) : null;
    return user ? { id: user.id, email: user.email } : null;
  };

  /**
   * A code that finishes a sign-in counts against the account's lock as a password does: twenty wrong passwords or
   * codes in a row lock the account, whatever mix of them, and a locked account is refused before its code is read.
   */
  const secondFactor = async (request: FastifyRequest, reply: FastifyReply) => {
    // better-auth can trust a browser for 30 days after one code; the app never offers it, so nobody may ask for it.
    const body = jsonBody(request);
    if (typeof body === 'object' && body !== null && 'trustDevice' in body && body.trustDevice !== false) {
      throw new BadRequestError('trustDevice: is not offered', { trustDevice: 'is not offered' });
    }
    const account = await pendingSignIn(request);
    if (!account) return respond(request, reply);
    try {
      await accountLock.refuseIfLocked(account.email);
    } catch (error) {
      request.log.warn({ userId: account.id, client: request.ip }, 'second factor refused: account locked');
      throw error;
    }
    const status = await respond(request, reply);
    if (status === 401) {
      await accountLock.recordFailure(account.email);
      request.log.warn({ userId: account.id, client: request.ip }, 'second factor failed');
    } else if (status === 200) await accountLock.clear(account.email);
  };

  /**
   * better-auth refuses an address already in use at once, where a new account first hashes its password: the
   * difference would tell who has an account. A sign-up for a known address hashes the password too.
   */
  const signUp = async (request: FastifyRequest, reply: FastifyReply) => {
    const { email, password } = bodyText(request, 'email', 'password');
    await app.passwordWork.run(async () => {
      if (email && password && (await accountId(app, email)) !== null) await app.passwordWork.hash(password);
      return respond(request, reply);
    });
  };

  /**
   * Hands a request about one of the caller's own rows (named by `field` in the body) to better-auth, and answers a
   * 404 for a row that is not theirs, as for one that does not exist: better-auth would answer 200 and change nothing.
   */
  const onlyOwn =
    (field: string, owned: (value: string, userId: string) => Promise<unknown[]>, message: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const value = bodyText(request, field)[field];
      if (value && (await owned(value, currentUser(request).id)).length === 0) throw new NotFoundError(message);
      await respond(request, reply);
    };
  const revokeSession = onlyOwn(
    'token',
    (token, userId) =>
      app.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.token, token), eq(sessions.userId, userId))),
    'You have no such session.',
  );
  const deletePasskey = onlyOwn(
    'id',
    (id, userId) =>
      app.database.db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))),
    'You have no such passkey.',
  );

  /**
   * A passkey signs in alone, as two factors: the device, and the fingerprint, face or screen lock that unlocked it. The
   * plugin asks authenticators for that check but accepts an answer without it; here the answer must say it was made
   * (the user-verified flag of the authenticator data, WebAuthn § 6.1).
   */
  const passkeySignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = jsonBody(request) as { response?: { response?: { authenticatorData?: unknown } } };
    const data = body?.response?.response?.authenticatorData;
    if (typeof data === 'string' && !userVerified(data)) throw new UnauthorizedError(PASSKEY_MESSAGES.unverified);
    await respond(request, reply);
  };

  /**
   * An identity endpoint of the route table, served by better-auth: the table's schemas document it,
   * better-auth checks the body (a session is checked by better-auth too, so no session hook either).
   */
  const identity = (route: ApiRoute, options: Partial<RouteOptions> = {}) => {
    const { method, url, schema } = endpoint(app, { ...route, access: 'public' });
    app.route({ method, url, schema, validatorCompiler: () => (value) => ({ value }), handler: forward, ...options });
  };
  // A new password on the list of the most common ones is refused before better-auth sees it, on every path that sets one.
  app.addHook('preHandler', async (request) => {
    const field = NEW_PASSWORD_FIELDS[authPath(request)];
    if (field) await refuseCommonPassword(field, bodyText(request, field)[field]);
  });
  const named = { preHandler: async (request: FastifyRequest) => checkAccountBody(request) };
  identity(signInEmailRoute, { config: { rateLimit: RATE_LIMITS.signIn }, handler: signIn });
  identity(signUpEmailRoute, { ...named, config: { rateLimit: RATE_LIMITS.signUp }, handler: signUp });
  identity(updateUserRoute, named);
  identity(requestPasswordResetRoute, { config: { rateLimit: RATE_LIMITS.passwordResetRequest } });
  identity(resetPasswordRoute, { config: { rateLimit: RATE_LIMITS.passwordReset } });
  identity(sendVerificationEmailRoute, { config: { rateLimit: RATE_LIMITS.passwordResetRequest } });
  identity(verifyEmailRoute);
  identity(signInSocialRoute);
  identity(signOutRoute);
  identity(revokeSessionRoute, { onRequest: requireUser(app), handler: revokeSession });
  identity(getSessionRoute);
  for (const route of [enableTwoFactorRoute, generateBackupCodesRoute, disableTwoFactorRoute]) {
    identity(route, { onRequest: requireUser(app), config: { rateLimit: RATE_LIMITS.profile } });
  }
  for (const route of [passkeyRegisterOptionsRoute, passkeyVerifyRegistrationRoute, listPasskeysRoute]) {
    identity(route, { onRequest: requireUser(app) });
  }
  identity(deletePasskeyRoute, { onRequest: requireUser(app), handler: deletePasskey });
  identity(passkeyAuthenticateOptionsRoute);
  identity(passkeyVerifyAuthenticationRoute, { config: { rateLimit: RATE_LIMITS.signIn }, handler: passkeySignIn });
  for (const route of [verifyTotpRoute, verifyBackupCodeRoute]) {
    identity(route, { config: { rateLimit: RATE_LIMITS.signIn } });
  }
  identity(identityRestGetRoute);
  identity(identityRestPostRoute);
}

/** Which social sign-ins this server is configured for, so the login panel can disable the others. */
const authProviderRoutes: FastifyPluginAsyncZod<{ providers: AuthProviders }> = async (app, options) => {
  app.route({ ...endpoint(app, authProvidersRoute), handler: async () => options.providers });
};

export async function registerAuthRoutes(app: FastifyInstance, providers: AuthProviders): Promise<void> {
  await app.register(betterAuthRoutes);
  await app.register(authProviderRoutes, { providers });
}
