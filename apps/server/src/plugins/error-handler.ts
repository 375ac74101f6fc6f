import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@thrive/contract';
import { HttpError, INTERNAL_ERROR, RetryLaterError } from '../lib/http-errors';

function body(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Field path as a client names it: `meals.0.rows` for the body, the parameter name for a query. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

/**
 * The one place errors become replies. Bad input is always a 400 naming the field;
 * anything unexpected is a 500 with nothing internal in the body.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext);
        fields[name] ??= issue.message ?? 'is not valid';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return reply.code(400).send(body('bad_request', message, fields));
    }
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    // Fastify's own client errors: unparsable JSON, wrong content type, body too large, …
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 400) return reply.code(400).send(body('bad_request', error.message, { body: error.message }));
      return reply.code(status).send(body(error.code ?? 'client_error', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('internal', INTERNAL_ERROR));
  });
}
