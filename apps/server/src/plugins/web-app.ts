import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  articleRoute,
  articlesRoute,
  AuthUserSchema,
  getRecipeRoute,
  RecipeIdParamsSchema,
  type ApiRoute,
} from '@thrive/contract';
import type { z } from 'zod';
import type { PageLoadContext } from '@thrive/contract/pages';
import { NotFoundError } from '../lib/http-errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are never pages: an unknown one stays a JSON 404, and a stale chunk name fails as a missing script. */
const NOT_PAGES = ['/api', '/assets'];

/** The request as the web's standard `Request`, which React Router's handler takes. */
function webRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    signal,
  });
}

/**
 * A service's answer as the browser would read the endpoint's response: through JSON and the route's schema, so a page
 * rendered on the server holds exactly what its queries would have fetched.
 */
function asResponse<R extends ApiRoute>(route: R, value: unknown): z.output<R['responses'][200]> {
  return (route.responses[200] as z.ZodType).parse(JSON.parse(JSON.stringify(value))) as z.output<R['responses'][200]>;
}

/** What a page's server loader may call: the server's own services, for the request's visitor. */
function loadContext(app: FastifyInstance, request: FastifyRequest, scriptNonce: string): PageLoadContext {
  return {
    scriptNonce,
    signedInUser: async () => {
      const user = await app.sessions.user(request.headers);
      return user ? AuthUserSchema.parse(user) : null;
    },
    recipe: async (id) => {
      // An id the endpoint would refuse with a 400 finds no recipe here.
      const params = RecipeIdParamsSchema.safeParse({ id });
      const recipe = params.success ? await app.recipes.recipe(params.data.id) : undefined;
      return recipe ? asResponse(getRecipeRoute, recipe) : null;
    },
    articles: async () => asResponse(articlesRoute, { articles: await app.articles.list() }).articles,
    article: async (id) => {
      const article = await app.articles.article(id);
      return article ? asResponse(articleRoute, article) : null;
    },
  };
}

async function sendResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves the web app built in React Router's framework mode (decision 0032): its files from dist/client, compressed
 * at build time (hashed files under /assets forever, everything else revalidated), and every other GET as a page
 * rendered on the server by the build's own handler, whose loaders call the services through `loadContext`.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const serverBuild = webRoot && path.join(webRoot, 'server', 'index.js');
  if (!webRoot || !serverBuild || !existsSync(serverBuild)) {
    app.setNotFoundHandler((request) => {
      throw new NotFoundError(`No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`);
    });
    return;
  }
  const clientRoot = path.join(webRoot, 'client');
  await app.register(fastifyStatic, {
    root: clientRoot,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build leaves .br and .gz copies beside the files: they are sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(clientRoot, 'assets') + path.sep);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });

  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (NOT_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      throw new NotFoundError(`No route for ${request.method} ${pathname}.`);
    }
    const aborted = new AbortController();
    reply.raw.once('close', () => aborted.abort());
    // The page's inline scripts run under a nonce of this response alone (docs/decisions/0005).
    const nonce = randomBytes(16).toString('base64');
    const policy = reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.raw.setHeader(
        'content-security-policy',
        policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      );
    }
    const response = await handle(webRequest(request, aborted.signal), loadContext(app, request, nonce));
    return sendResponse(reply, response);
  };
  app.get('/*', { schema: { hide: true } }, renderPage);
  app.setNotFoundHandler((request) => {
    throw new NotFoundError(`No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`);
  });
}
