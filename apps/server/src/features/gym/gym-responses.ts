import type { FastifyReply, FastifyRequest } from 'fastify';
import { muscleMapSvg, muscleMapVersion } from '@thrive/catalog';
import type { MuscleGroup } from '@thrive/contract';
import { sendPrecompressed } from '../../lib/precompressed';
import type { SerializedResponse } from './exercise-index';

/**
 * Sends a large list as it was serialised once, with its ETag; a browser that holds this version already gets a
 * 304 instead. The whole list is fetched on every visit to the exercise list.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, serialized: SerializedResponse) {
  reply.header('ETag', serialized.etag).header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === serialized.etag) return reply.code(304).send();
  return sendPrecompressed(request, reply.type('application/json'), serialized.json, serialized.compressed);
}

/** A muscle map, cached for a year at the drawing's current version; an old address still gets today's drawing. */
export function sendMuscleMap(
  reply: FastifyReply,
  { primary, secondary, v }: { primary: MuscleGroup[]; secondary: MuscleGroup[]; v?: string | undefined },
) {
  return reply
    .type('image/svg+xml')
    .header('Cache-Control', v === muscleMapVersion() ? 'public, max-age=31536000, immutable' : 'no-cache')
    .send(muscleMapSvg(primary, secondary));
}
