import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Responses are checked against their route's response schema and keep only the fields it names, as
 * fastify-type-provider-zod's own serializer does, but through zod's `parse` rather than its `encode`:
 * parse runs zod's compiled fast path (a week plan in a third of the time). Both give the same value
 * because response schemas describe plain data: no codecs or transforms.
 */
export const responseSerializer: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = schema instanceof $ZodType ? schema : schema.properties;
  /**
   * A frozen response (one cached in memory and sent again, such as a plan between changes) is checked and written
   * once.
   */
  const written = new WeakMap<object, string>();
  return (data) => {
    const frozen = typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : undefined;
    const done = frozen && written.get(frozen);
    if (done) return done;
    const result = safeParse(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    const json = JSON.stringify(result.data);
    if (frozen) written.set(frozen, json);
    return json;
  };
};
