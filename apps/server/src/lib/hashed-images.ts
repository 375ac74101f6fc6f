import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from './http-errors';

const TYPES = { svg: 'image/svg+xml', png: 'image/png' } as const;
export type ImageExtension = keyof typeof TYPES;

/** A picture of ours whose URL carries its content hash, so it can be cached forever. */
export interface HashedImage {
  url: string;
  body: string | Buffer;
  extension: ImageExtension;
}

export function hashedImage(
  prefix: string,
  id: number | string,
  extension: ImageExtension,
  body: string | Buffer,
): HashedImage {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { url: `${prefix}${id}-${hash}.${extension}`, body, extension };
}

const ImageParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{10}\.(svg|png)$/, { error: 'is not an image of ours' }),
});

/**
 * Serves `{urlPrefix}{id}-{hash}.{svg|png}`, where an id is a number or a lowercase slug: cached for a year when the hash is current; an old hash still
 * gets today's picture, but uncached, so a page built before a change shows the new one.
 */
export const hashedImageRoutes: FastifyPluginAsyncZod<{
  /** Where the images live, e.g. "/images/poses/" (Fastify's own `prefix` option would be applied twice). */
  urlPrefix: string;
  find: (id: string, extension: ImageExtension) => HashedImage | undefined;
}> = async (app, { urlPrefix, find }) => {
  app.get(`${urlPrefix}:file`, { schema: { hide: true, params: ImageParamsSchema } }, async (request, reply) => {
    const { file } = request.params;
    const extension = file.slice(file.lastIndexOf('.') + 1) as ImageExtension;
    const id = file.slice(0, file.lastIndexOf('-'));
    const image = find(id, extension);
    if (!image) throw new NotFoundError('No such image.');
    const current = image.url.endsWith(`/${file}`);
    return reply
      .type(TYPES[extension])
      .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(image.body);
  });
};
