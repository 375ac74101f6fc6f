import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../lib/http-errors';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by requireUser on private routes. */
    user?: SessionUser;
  }
}

/** The session's user, or undefined when the request carries no valid session. */
export async function sessionUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | undefined> {
  return app.sessions.user(request.headers);
}

/** preHandler of every private route: 401 without a session, otherwise `request.user` is the session's user. */
export function requireUser(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const user = await sessionUser(app, request);
    if (!user) throw new UnauthorizedError();
    request.user = user;
  };
}

/** The user requireUser put on the request; a route that forgot the hook fails loudly. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('requireUser must run before this handler');
  return request.user;
}
