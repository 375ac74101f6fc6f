import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@thrive/contract/pages';
import { NotFoundError } from '../lib/http-errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA, compressed at build time: hashed files under /assets forever, everything else revalidated,
 * and index.html for every client route (with 404 for paths the router has no page for). Unknown /api paths stay JSON 404s, and so do unknown files under
 * /assets: a stale chunk name must fail as a missing script, not load the app shell as one.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWebApp = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build leaves .br and .gz copies beside the files: they are sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const notAPage = ['/api', '/assets'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    if (!hasWebApp || !wantsPage || notAPage) {
      throw new NotFoundError(`No route for ${request.method} ${pathname}.`);
    }
    // The shell renders the not-found page itself; the status tells crawlers and tools the same.
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
