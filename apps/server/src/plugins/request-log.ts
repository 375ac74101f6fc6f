import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Links that carry a secret in their path: the secret is left out of the log. */
const SECRET_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+/;

/** The path a line names: never the query (a link's token travels there), nor a reset link's token. */
export function loggedPath(url: string): string {
  return url.split('?')[0]!.replace(SECRET_IN_PATH, '$1:token');
}

/**
 * One short line per request with its response (method, path, status, time), instead of Fastify's two lines with
 * the whole request and reply: at `info` those halved the throughput of a fast route. It names the client (its
 * address as TRUST_PROXY resolves it) and the signed-in user's id where the route knew it — never an email, a
 * password or a token. A client's mistake (4xx) is `info`; only the server's own failures (5xx) are `error`.
 */
export class ShortRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      path: loggedPath(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      client: request.ip,
      ...(request.user ? { userId: request.user.id } : {}),
    };
    if (reply.statusCode >= 500) reply.log.error({ ...line, ...(error ? { err: error } : {}) }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
