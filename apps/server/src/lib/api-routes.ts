import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_ROUTES, type ApiRoute } from '@thrive/contract';
import { requireUser } from '../auth/require-user';
import { COMPATIBILITY_ROUTES } from '../providers/compatibility-routes';

/** Every endpoint the server serves: the contract's table and the outside services' shapes kept for their clients. */
export const SERVED_ROUTES: readonly ApiRoute[] = [...API_ROUTES, ...COMPATIBILITY_ROUTES];

/** Where Swagger UI serves the document made from the table; it is the table's own page, not an endpoint of it. */
export const DOCS_PREFIX = '/api/docs';

function description(route: ApiRoute): string | undefined {
  if (!route.compatibility) return undefined;
  return `Shaped like ${route.compatibility}’s API, for clients that speak it.`;
}

/**
 * Fastify's options for an endpoint of the table: method, URL, the schemas that check its input and
 * write its responses (and make /api/docs), and the session check of signed-in endpoints, which runs
 * before anything reads the input. Spread it into `app.route` with the handler:
 * `app.route({ ...endpoint(app, getProfileRoute), handler })`.
 */
export function endpoint<R extends ApiRoute>(app: FastifyInstance, route: R) {
  const schema = {
    tags: [route.tag],
    summary: route.summary,
    description: description(route),
    params: route.params as R['params'],
    querystring: route.query as R['query'],
    body: route.body as R['body'],
    response: route.responses as R['responses'],
  };
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) {
    if (schema[key] === undefined) delete schema[key];
  }
  return {
    method: route.method,
    url: route.path,
    schema,
    ...(route.access === 'signed-in' ? { onRequest: requireUser(app) } : {}),
  };
}

const declared = new Set(SERVED_ROUTES.map((route) => `${route.method} ${route.path}`));

/**
 * Refuses to register an /api route the table does not declare, so the server cannot serve what the
 * table, the web client and the document do not know of. (`unservedRoutes` finds the reverse.)
 */
export function guardUndeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (!declared.has(`${method} ${route.url}`)) {
        throw new Error(`${method} ${route.url} is served but not declared in the route table (@thrive/contract)`);
      }
    }
  });
}

/** The table's endpoints the server does not serve. */
export function unservedRoutes(app: FastifyInstance): string[] {
  return SERVED_ROUTES.filter((route) => !app.hasRoute({ method: route.method, url: route.path })).map(
    (route) => `${route.method} ${route.path}`,
  );
}
