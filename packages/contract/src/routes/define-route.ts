import { z } from 'zod';
import { ApiErrorSchema } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The error statuses the API uses; each has the body `ApiErrorSchema` describes, except on the identity
 * service's routes, whose errors carry better-auth's `{ code, message }` (422: the email is already in use).
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 422, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** What each error status means in this API, as the OpenAPI document describes it. */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'The input is not valid: `fields` names each field and what is wrong with it. Nothing was changed.',
  401: 'No session: sign in first.',
  403: 'This belongs to another account.',
  404: 'There is no such thing.',
  409: 'It was changed since it was read: read it again and retry.',
  413: 'The body is too large.',
  422: 'The identity service refused it (for sign-up: the email is already in use).',
  429: 'Too many requests from this client or for this account: wait and retry.',
  503: 'An outside service or the plan solvers are busy or down: retry after the Retry-After header’s seconds.',
};

/** The errors of better-auth's own endpoints carry its `{ code, message }`; ours (bounds, rate limits) carry `error`. */
const IdentityErrorSchema = z.union([ApiErrorSchema, z.object({ code: z.string().optional(), message: z.string() })]);

/** Outside services whose API shape an endpoint repeats for existing clients (see `compatibility`). */
export type CompatibleService = 'Spoonacular' | 'Yoga API' | 'ExerciseDB' | 'MyHealthfinder' | 'YouTube Data API';

/** One endpoint as written in the table: what it takes and what it responds with. */
export interface RouteDefinition {
  method: HttpMethod;
  /** Fastify's syntax: `:name` for a path parameter, `*` at the end for the rest of the path. */
  path: `/api/${string}` | '/api/*';
  summary: string;
  /** The feature the endpoint belongs to, as the OpenAPI document groups it. */
  tag: string;
  /** `signed-in` endpoints respond with 401 without a session; the server checks it before anything else. */
  access: 'public' | 'signed-in';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Successful responses by status. A response that is not JSON (a picture, a feed) is described by a string schema. */
  responses: Partial<Record<200 | 201 | 204 | 304, z.ZodType>>;
  /** Errors this endpoint can return besides those its shape implies (400 with input, 401 when signed-in, 413 with a body). */
  errors?: readonly ErrorStatus[];
  /** Shaped like an outside service's API, for clients that speak it; the OpenAPI document says so. */
  compatibility?: CompatibleService;
  /** Served by the identity service (better-auth): documented here, checked there. */
  identity?: true;
}

/** A declared endpoint: its definition with every error response added. */
export type ApiRoute<R extends RouteDefinition = RouteDefinition> = Omit<R, 'responses'> & {
  responses: R['responses'] & Partial<Record<ErrorStatus, z.ZodType>>;
  /** The lowest success status: the response a client expects. */
  successStatus: keyof R['responses'] & number;
};

function errorStatuses(route: RouteDefinition): ErrorStatus[] {
  const implied: ErrorStatus[] = [];
  if (route.params || route.query || route.body) implied.push(400);
  if (route.access === 'signed-in') implied.push(401);
  if (route.body) implied.push(413);
  return [...new Set([...implied, ...(route.errors ?? [])])].sort((a, b) => a - b);
}

/** Declares an endpoint: adds its error responses, so the OpenAPI document and the server agree on failure too. */
export function defineRoute<const R extends RouteDefinition>(route: R): ApiRoute<R> {
  const schema = route.identity ? IdentityErrorSchema : ApiErrorSchema;
  const errors = Object.fromEntries(
    errorStatuses(route).map((status) => [status, schema.describe(ERROR_MEANINGS[status])]),
  );
  const successStatus = Math.min(...Object.keys(route.responses).map(Number)) as ApiRoute<R>['successStatus'];
  return { ...route, responses: { ...route.responses, ...errors }, successStatus };
}

/** The schema of a route's success response (its lowest success status). */
export type SuccessSchema<R extends ApiRoute> = R['responses'][R['successStatus']];

/** What a caller passes: the route's params, query and body, each when the route has one, as the caller writes them. */
export type RouteInput<R extends Pick<RouteDefinition, 'params' | 'query' | 'body'>> = (R['params'] extends z.ZodType
  ? { params: z.input<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query: z.input<R['query']> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: never });

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** The path a request goes to: path parameters filled in and encoded, the query appended (empty values left out). */
export function routeUrl(
  route: Pick<RouteDefinition, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input.query ?? {}) as Record<string, QueryValue>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`,
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}
