import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { z } from 'zod';
import { AuthUserSchema } from '@thrive/contract';
import { matchPagePath, PAGES_PRERENDERED_WITH_DATA } from '@thrive/contract/pages';
import { PageRenderer } from '../features/server-rendering/page-renderer';
import { NotFoundError } from '../lib/http-errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Brotli's level for a page made for one request: about gzip's speed, and smaller. */
const QUICK_BROTLI = 5;
const compress = promisify(brotliCompress);

/**
 * What the web build's prerender writes: each route path's page, prerendered at build time (`*` for no page), and the
 * stylesheets of what a page rendered for a signed-in visitor draws besides.
 */
const PrerenderedPagesSchema = z.object({
  pages: z.array(z.object({ route: z.string(), file: z.string() })),
  signedIn: z.object({ css: z.array(z.string()) }),
});

interface PrerenderedPages {
  /** Each route path's prerendered file. */
  files: Map<string, string>;
  /** A page as the build prerendered it, with the styles a signed-in visitor's page needs besides, inline. */
  forSignedIn: (page: string) => string;
}

/** From the build's pages.json; none for a build without it. */
function readPrerenderedPages(webRoot: string): PrerenderedPages {
  const list = path.join(webRoot, 'pages.json');
  if (!existsSync(list)) return { files: new Map(), forSignedIn: (page) => page };
  const { pages, signedIn } = PrerenderedPagesSchema.parse(JSON.parse(readFileSync(list, 'utf8')));
  // As the build inlines a page's own: the styles, and a disabled link so that the app does not fetch them again.
  const styles = signedIn.css.map((file) => readFileSync(path.join(webRoot, file), 'utf8')).join('\n');
  const markers = signedIn.css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return {
    files: new Map(pages.map((page) => [page.route, page.file])),
    forSignedIn: (page) => page.replace('</head>', () => `<style>${styles}</style>${markers}</head>`),
  };
}

/**
 * Server-side rendering, when the build left its server bundle (apps/web/dist-prerender) beside the app: the pages
 * whose largest element is public data, with that data, and every page for a signed-in visitor. A page's own API
 * requests get the responses a visitor who is not signed in would get.
 */
function pageRenderer(app: FastifyInstance, webRoot: string): PageRenderer | undefined {
  const renderer = path.join(webRoot, '..', 'dist-prerender', 'prerender.js');
  if (!existsSync(renderer)) return undefined;
  const pages = new PageRenderer({
    renderer: pathToFileURL(renderer).href,
    fetchApi: async (url) => {
      const response = await app.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.body };
    },
    onError: (error) => app.log.warn({ err: error }, 'A page could not be prerendered with its data'),
  });
  app.addHook('onClose', () => pages.close());
  return pages;
}

/**
 * Sends the page rendered for the signed-in visitor of the request (their navbar and name in the first HTML, decision
 * 0032; with the page's public data when `withData`). False for a visitor, or when it cannot be rendered now: the
 * page is then sent as it is for everyone.
 */
async function sendRenderedForSession(
  app: FastifyInstance,
  renderer: PageRenderer | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  template: () => string,
  withData: boolean,
): Promise<boolean> {
  if (!renderer) return false;
  const user = await app.sessions.user(request.headers);
  if (!user) return false;
  const html = await renderer.pageFor(request.url, template(), AuthUserSchema.parse(user), withData);
  if (html === null) return false;
  // Theirs alone: no cache on the way may keep it or give it to anyone else.
  reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie, Accept-Encoding');
  reply.type('text/html; charset=utf-8');
  // Compressed here, as a page made for one request (Brotli at a quick level, in zlib's threads).
  if (negotiate(request.headers['accept-encoding'] ?? '', ['br']) === 'br') {
    const body = await compress(html, { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI } });
    await reply.header('Content-Encoding', 'br').send(body);
  } else {
    await reply.send(html);
  }
  return true;
}

/**
 * The pages whose largest element is public data, as routes of their own (so their responses are compressed): each
 * is rendered with its data when it can be, and sent as the build prerendered it otherwise. A page whose data a
 * query string could change is left to the app, and so is a path in other letter case, which the not-found handler
 * responds to with the page prerendered at build time. A signed-in visitor gets the page rendered for them.
 */
function registerPagesPrerenderedWithData(
  app: FastifyInstance,
  renderer: PageRenderer,
  webRoot: string,
  { files, forSignedIn }: PrerenderedPages,
) {
  for (const route of PAGES_PRERENDERED_WITH_DATA) {
    const file = files.get(route);
    if (!file) continue;
    const template = readFileSync(path.join(webRoot, file), 'utf8');
    const signedInTemplate = forSignedIn(template);
    app.get(route, { schema: { hide: true } }, async (request, reply) => {
      if (await sendRenderedForSession(app, renderer, request, reply, () => signedInTemplate, true)) return reply;
      const rendered = request.url.includes('?') ? null : await renderer.page(request.url, template);
      reply.type('text/html; charset=utf-8');
      if (!rendered) return reply.sendFile(file);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      // Brotli at its best, made once per prerendered page; otherwise the compression plugin compresses it as it
      // does every route's response.
      if (negotiate(request.headers['accept-encoding'] ?? '', ['br']) === 'br') {
        return reply.header('Content-Encoding', 'br').send(rendered.brotli);
      }
      return reply.send(rendered.html);
    });
  }
}

/**
 * Serves the built SPA, compressed at build time: hashed files under /assets forever, everything else
 * revalidated. A client route gets its page prerendered at build time (index.html where the build prerendered
 * none; a recipe and the blog rendered with their data on request), and a path the router has no page for gets
 * the not-found page and status 404. Unknown /api paths stay JSON 404s, and so do unknown files under
 * /assets: a stale chunk name must fail as a missing script, not load the app shell as one.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWebApp = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  const pages: PrerenderedPages = hasWebApp
    ? readPrerenderedPages(webRoot)
    : { files: new Map(), forSignedIn: (page) => page };
  const prerendered = pages.files;
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
  const renderer = hasWebApp ? pageRenderer(app, webRoot) : undefined;
  if (hasWebApp && renderer) registerPagesPrerenderedWithData(app, renderer, webRoot, pages);
  // Each page as the build prerendered it, read once, for the pages rendered for a signed-in visitor.
  const templates = new Map<string, string>();
  const template = (file: string) => () => {
    if (!templates.has(file)) {
      templates.set(file, pages.forSignedIn(readFileSync(path.join(webRoot ?? '', file), 'utf8')));
    }
    return templates.get(file)!;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const notAPage = ['/api', '/assets'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    if (!hasWebApp || !wantsPage || notAPage) {
      throw new NotFoundError(`No route for ${request.method} ${pathname}.`);
    }
    // The status tells crawlers and tools what the not-found page says.
    const route = matchPagePath(pathname);
    const file = prerendered.get(route ?? '*') ?? 'index.html';
    if (route && (await sendRenderedForSession(app, renderer, request, reply, template(file), false))) return reply;
    return reply
      .code(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      .sendFile(file);
  });
}
