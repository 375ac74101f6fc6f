import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One short line per request with its response (method, path, status, time), instead of Fastify's two lines with
 * the whole request and reply: at `info` those halved the throughput of a fast route.
 */
export class ShortRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
