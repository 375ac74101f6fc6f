import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { endOtherSessionsRoute, endSessionRoute, listSessionsRoute, type DeviceSession } from '@thrive/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/require-user';
import { sessions } from '../../db/schema';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import { deviceName } from './device-name';

/**
 * Where the account is signed in, and signing sessions out. A session is named by its id: its token, which signs a
 * browser in, never leaves the server.
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  /** The id of the session the request comes with. */
  async function currentSessionId(request: FastifyRequest): Promise<string> {
    const found = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!found) throw new Error('requireUser let a request through without a session');
    return found.session.id;
  }

  /** Signs out each of these sessions of the user (from the shared store and the database), returning how many. */
  async function signOut(userId: string, where: ReturnType<typeof and>): Promise<number> {
    const rows = await db()
      .select({ token: sessions.token })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), where));
    const { internalAdapter } = await app.auth.$context;
    for (const { token } of rows) await internalAdapter.deleteSession(token);
    return rows.length;
  }

  app.route({
    ...endpoint(app, listSessionsRoute),
    handler: async (request) => {
      const current = await currentSessionId(request);
      const rows = await db()
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, currentUser(request).id), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.updatedAt));
      const list = rows.map((row): DeviceSession => ({
        id: row.id,
        device: deviceName(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.updatedAt.toISOString(),
        current: row.id === current,
      }));
      return list.sort((a, b) => Number(b.current) - Number(a.current));
    },
  });

  app.route({
    ...endpoint(app, endSessionRoute),
    handler: async (request) => {
      const signedOut = await signOut(currentUser(request).id, eq(sessions.id, request.params.id));
      // Another user's session is as unknown as one that does not exist.
      if (signedOut === 0) throw new NotFoundError('You have no such session.');
      return { signedOut };
    },
  });

  app.route({
    ...endpoint(app, endOtherSessionsRoute),
    handler: async (request) => ({
      signedOut: await signOut(currentUser(request).id, ne(sessions.id, await currentSessionId(request))),
    }),
  });
};
