import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../lib/http-errors';

/** What a field holding text no database can store is told. */
export const UNSTORABLE_TEXT = 'must not contain a NUL character or an unpaired surrogate';

/** NUL, which PostgreSQL refuses, or half of a surrogate pair, which cannot be encoded as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string (or key) in `value` that no database can store, as the error handler names fields. */
export function unstorableField(value: unknown, path = ''): string | undefined {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') return isUnstorable(value) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableField(item, at(index));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorable(key)) return at(key);
      const found = unstorableField(item, at(key));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The body as a value: routes get it parsed, while /api/auth/* keeps JSON as text for better-auth. */
function bodyOf(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string' || !request.headers['content-type']?.includes('json')) return request.body;
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return request.body;
  }
}

/**
 * Every route refuses text no database can store, with a 400 naming the field, before it reaches a
 * handler (or better-auth), so no such input is half-saved or met with a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unstorableField(request.params) ?? unstorableField(request.query) ?? unstorableField(bodyOf(request));
    done(
      field === undefined
        ? undefined
        : new BadRequestError(`${field}: ${UNSTORABLE_TEXT}`, { [field]: UNSTORABLE_TEXT }),
    );
  });
}
