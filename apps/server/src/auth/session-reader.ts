import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';
import type { SessionUser } from './require-user';

/** The value of one cookie in a Cookie header, URL-decoded. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const pair = part.trim();
    if (!pair.startsWith(`${name}=`)) continue;
    try {
      return decodeURIComponent(pair.slice(name.length + 1));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The token of a `token.signature` cookie, if the signature is better-auth's HMAC-SHA256 of it. */
function verifiedToken(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * The signed-in user of a request, found as better-auth's get-session finds it (its signed cookie, then
 * its internal adapter: the shared store, else the database) without the endpoint machinery around it,
 * which cost more than the lookup itself on every private read. A session due for its periodic refresh
 * goes through better-auth's own getSession, which extends it.
 */
export async function readSessionUser(auth: Auth, headers: IncomingHttpHeaders): Promise<SessionUser | undefined> {
  const context = await auth.$context;
  const signed = cookieValue(headers.cookie, context.authCookies.sessionToken.name);
  const token = signed === undefined ? undefined : verifiedToken(signed, context.secret);
  if (!token) return undefined;
  const found = await context.internalAdapter.findSession(token);
  const now = Date.now();
  if (!found || found.session.expiresAt.getTime() <= now) return undefined;
  const { expiresIn, updateAge } = context.sessionConfig;
  const dueForRefresh = found.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
  if (dueForRefresh) return (await auth.api.getSession({ headers: fromNodeHeaders(headers) }))?.user;
  return found.user;
}
