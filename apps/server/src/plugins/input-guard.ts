import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../lib/http-errors';

/** What a field holding text no database can store is told. */
export const UNSTORABLE_TEXT = 'must not contain a NUL character or an unpaired surrogate';

/** NUL, which PostgreSQL refuses, or half of a surrogate pair, which cannot be encoded as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** How deep a request's JSON may nest: our deepest body (a saved plan's days, rows and items) needs 6 levels. */
export const MAX_NESTING = 32;
export const TOO_DEEP = `must not nest objects and arrays more than ${MAX_NESTING} levels deep`;

/** What is wrong with an input, named as the error handler names fields. */
interface InputProblem {
  field: string;
  message: string;
}

/**
 * The first string (or key) in `value` that no database can store, or nesting deeper than MAX_NESTING, which is
 * refused before the walk (or anything after it) recurses further.
 */
export function inputProblem(value: unknown, path = '', depth = 0): InputProblem | undefined {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string')
    return isUnstorable(value) ? { field: path || 'body', message: UNSTORABLE_TEXT } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= MAX_NESTING) return { field: 'body', message: TOO_DEEP };
  const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && isUnstorable(key)) return { field: at(key), message: UNSTORABLE_TEXT };
    const found = inputProblem(item, at(key), depth + 1);
    if (found) return found;
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
 * Every route refuses text no database can store, and JSON nested too deep, with a 400 naming the field, before it
 * reaches a handler (or better-auth), so no such input is half-saved or met with a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(bodyOf(request));
    done(
      problem === undefined
        ? undefined
        : new BadRequestError(`${problem.field}: ${problem.message}`, { [problem.field]: problem.message }),
    );
  });
}
