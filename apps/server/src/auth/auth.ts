import { betterAuth } from 'better-auth';
import { passkey } from '@better-auth/passkey';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, oauthPopup, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig, OAuthClientConfig } from '../config';
import type { Database } from '../db/database';
import { accounts, passkeys, sessions, twoFactors, users, verifications } from '../db/schema';
import { MIN_PASSWORD_LENGTH, SOCIAL_PROVIDER_IDS, type SocialProviderId } from '@thrive/contract';
import type { SharedStore } from '../lib/shared-store';
import { verifyPassword, type PasswordWork } from './password-hashing';
import {
  RESET_LINK_LIFETIME_S,
  resetMessage,
  VERIFICATION_LINK_LIFETIME_S,
  verificationMessage,
  type AccountMail,
} from './account-mail';

/**
 * The auth server's base URL. One public origin is used as is; loopback origins are matched by the
 * request's Host so that both localhost and 127.0.0.1 work (OAuth state cookies stay on one host).
 */
function baseUrl(origins: string[]) {
  if (origins.length === 1) return origins[0];
  return {
    allowedHosts: origins.map((origin) => new URL(origin).host),
    protocol: 'http' as const,
    fallback: origins[0],
  };
}

/**
 * A provider configured with a discovery URL is registered as a generic OpenID client under the
 * same id (e.g. a local OAuth server); otherwise better-auth's built-in client for it is used.
 */
function providers(config: AuthConfig) {
  const builtIn: Partial<Record<SocialProviderId, OAuthClientConfig>> = {};
  const discovered = [];
  for (const id of SOCIAL_PROVIDER_IDS) {
    const client = config[id];
    if (!client) continue;
    if (client.discoveryUrl) {
      discovered.push({
        providerId: id,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        discoveryUrl: client.discoveryUrl,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      });
    } else {
      builtIn[id] = { clientId: client.clientId, clientSecret: client.clientSecret };
    }
  }
  return { builtIn, discovered };
}

/**
 * Sessions are looked up in the shared store (Redis, or this process without it) and stored in the database
 * as well, which serves them whenever the store does not have them (after a restart, while Redis is down).
 * A signed-in read then costs no database query for the session, and signing out removes the store's copy
 * at once for every instance: see docs/decisions/0017-staying-up-under-load.md.
 */
function sessionStore(store: SharedStore) {
  return {
    get: (key: string) => store.get(authStoreKey(key)),
    set: (key: string, value: string, ttlSeconds?: number) => store.set(authStoreKey(key), value, ttlSeconds),
    delete: (key: string) => store.delete(authStoreKey(key)),
    getAndDelete: (key: string) => store.take(authStoreKey(key)),
    increment: async (key: string, ttlSeconds: number) =>
      (await store.increment(authStoreKey(key), ttlSeconds * 1000)).count,
  };
}

/**
 * A session lasts a week past its last use (refreshed at most once a day) and never more than 30 days after it
 * was made, however often it is used: then its owner signs in again.
 */
export const SESSION_LIFETIME = { slidingS: 7 * 24 * 60 * 60, refreshS: 24 * 60 * 60, absoluteS: 30 * 24 * 60 * 60 };

/**
 * Under https every cookie is Secure and named `__Host-thrive.…`: Path=/ and no Domain, so no other host of the
 * domain can set or shadow the session. better-auth can only emit `__Secure-`, so its own prefix is turned off
 * and ours given as the cookies' name.
 */
function cookieOptions(origins: string[]) {
  const https = origins.every((origin) => origin.startsWith('https://'));
  if (!https) return { cookiePrefix: 'thrive' };
  return { cookiePrefix: '__Host-thrive', useSecureCookies: false, defaultCookieAttributes: { secure: true } };
}

/** The shared store's key for one of better-auth's (a session's is its token). */
export const authStoreKey = (key: string) => `auth:${key}`;

export function createAuth(options: {
  db: Database;
  config: AuthConfig;
  secret: string;
  log: FastifyBaseLogger;
  sessions: SharedStore;
  passwords: PasswordWork;
  accountMail: AccountMail;
  /** Told of every sign-in (a new session), after it is made. */
  onSignIn?: (userId: string) => void;
}) {
  const { builtIn, discovered } = providers(options.config);
  return betterAuth({
    appName: 'Thrive',
    baseURL: baseUrl(options.config.origins),
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.config.origins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      password: { hash: (password) => options.passwords.hash(password), verify: verifyPassword },
      // A link by email, once, for an hour; the new password ends every session of the account.
      sendResetPassword: async ({ user, url }) =>
        options.accountMail.send('password-reset', resetMessage(user.email, user.name, url)),
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
    },
    // A new account is sent a link to confirm its address; signing in does not wait for it. An address an account
    // changes to is confirmed the same way before it is used (features/profile, changeEmailRoute).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_LIFETIME_S,
      sendVerificationEmail: async ({ user, url }) =>
        options.accountMail.send('verification', verificationMessage(user.email, user.name, url, false)),
    },
    secondaryStorage: sessionStore(options.sessions),
    databaseHooks: {
      // An account's email changes only through the link sent to the new address: that address is confirmed.
      user: {
        update: {
          before: async (update) =>
            typeof update.email === 'string' ? { data: { ...update, emailVerified: true } } : undefined,
        },
      },
      session: {
        create: { after: async (session) => options.onSignIn?.(session.userId) },
        // A refresh (get-session, for the session it found) never extends past the absolute lifetime.
        update: {
          before: async (update, context) => {
            const createdAt = context?.context.session?.session.createdAt;
            if (!update.expiresAt || !createdAt) return;
            const limit = new Date(new Date(createdAt).getTime() + SESSION_LIFETIME.absoluteS * 1000);
            if (new Date(update.expiresAt) > limit) return { data: { ...update, expiresAt: limit } };
          },
        },
      },
    },
    session: {
      storeSessionInDatabase: true,
      expiresIn: SESSION_LIFETIME.slidingS,
      updateAge: SESSION_LIFETIME.refreshS,
    },
    // Sign-in state of a provider's round trip stays in the database too, so it survives a Redis outage.
    verification: { storeInDatabase: true },
    socialProviders: builtIn,
    // A Google or Facebook sign-in with the same verified email joins the existing account.
    account: { accountLinking: { enabled: true, trustedProviders: [...SOCIAL_PROVIDER_IDS] } },
    plugins: [
      ...(discovered.length > 0 ? [genericOAuth({ config: discovered })] : []),
      oauthPopup(),
      // An authenticator app's codes, with 10 single-use backup codes. Failed codes count against the account's
      // sign-in lock with failed passwords (auth.routes.ts), so the plugin's own, separate lock is off.
      // Passkeys sign in on their own (the device's lock is the second factor); the relying party is this site's host.
      passkey({ rpName: 'Thrive' }),
      twoFactor({
        issuer: 'Thrive',
        accountLockout: { enabled: false },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    // better-auth's own list of sessions hands the browser every session's token; the profile's devices list names
    // them by id instead (features/profile/sessions.routes.ts).
    disabledPaths: ['/list-sessions'],
    // Sign-in and sign-up are throttled by our own rate limiter (auth.routes.ts), which shares Redis.
    rateLimit: { enabled: false },
    advanced: cookieOptions(options.config.origins),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => options.log[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
