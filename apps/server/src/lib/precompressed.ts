import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** A large response compressed once, off the event loop (zlib works on libuv's threads), to be sent many times. */
export interface Precompressed {
  br: Buffer;
  gzip: Buffer;
}

export async function precompress(body: string): Promise<Precompressed> {
  const raw = Buffer.from(body);
  const [br, gz] = await Promise.all([
    // Quality 9 is ~60 ms here for a megabyte and within 10 % of the slowest setting.
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** The encoding to respond with: brotli, then gzip, if the request accepts it (a q of 0 refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : undefined;
}

/**
 * Sends `body` compressed as the request accepts, from the copies made once, or as it is while they are
 * still being made. Returns the reply, for a route handler to return.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  compressed: Precompressed | undefined,
): FastifyReply {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || !compressed) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(compressed[encoding]);
}
