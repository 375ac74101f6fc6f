import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { authStoreKey, type Auth } from './auth';
import { signedCookie } from './signed-cookie';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import type { SessionUser } from './require-user';
import type { ChangeFeed } from '../lib/change-feed';
import { ReadCache } from '../lib/read-cache';
import type { SharedStore } from '../lib/shared-store';

type FoundSession = NonNullable<Awaited<ReturnType<Awaited<Auth['$context']>['internalAdapter']['findSession']>>>;

/** Sessions cached in memory at once: about 1 KB each. */
const CACHED_SESSIONS = 10_000;

/**
 * The signed-in user of a request, found as better-auth's get-session finds it (its signed cookie, then
 * its internal adapter: the shared store, else the database) without the endpoint machinery around it,
 * which cost more than the lookup itself on every private read. What the adapter found is cached in memory
 * until the session changes (every change to it goes through the shared store, which tells the change
 * feed): in this process when sessions live here, across instances while the feed hears them over Redis.
 * A session due for its periodic refresh goes through better-auth's own getSession, which extends it.
 */
export class SessionReader {
  readonly #found: ReadCache<FoundSession>;

  constructor(
    private readonly auth: Auth,
    private readonly db: Database,
    private readonly store: SharedStore,
    private readonly changes: ChangeFeed,
  ) {
    this.#found = new ReadCache(changes, () => !store.usesRedis || changes.live, CACHED_SESSIONS);
  }

  async user(headers: IncomingHttpHeaders): Promise<SessionUser | undefined> {
    const context = await this.auth.$context;
    const token = signedCookie(headers.cookie, context.authCookies.sessionToken.name, context.secret);
    if (!token) return undefined;
    const key = authStoreKey(token);
    const found = await this.#found.read(
      key,
      async () => (await context.internalAdapter.findSession(token)) ?? undefined,
      // better-auth removes the store's copy of a session first and its row second: one found in the
      // database alone may be half signed out, so it is read afresh every time.
      async () => (await this.store.get(key)) !== null,
    );
    const now = Date.now();
    if (!found || found.session.expiresAt.getTime() <= now) return undefined;
    const { expiresIn, updateAge } = context.sessionConfig;
    const dueForRefresh = found.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (dueForRefresh) return (await this.auth.api.getSession({ headers: fromNodeHeaders(headers) }))?.user;
    return found.user;
  }

  /**
   * After a user's row changed outside better-auth (the profile): better-auth's cached sessions carry the
   * new name and picture, and every instance reads each of that user's sessions afresh, including those
   * found only in the database.
   */
  async userChanged(userId: string): Promise<void> {
    const { internalAdapter } = await this.auth.$context;
    const user = await internalAdapter.findUserById(userId);
    if (user) await internalAdapter.refreshUserSessions(user);
    const held = await this.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
    await Promise.all(held.map(({ token }) => this.changes.publish(authStoreKey(token))));
  }
}
