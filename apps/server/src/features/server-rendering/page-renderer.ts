import { promisify } from 'node:util';
import { MessageChannel } from 'node:worker_threads';
import { brotliCompress, constants } from 'node:zlib';
import { Piscina } from 'piscina';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '@thrive/contract';
import type { ApiResponse, ApiRequest, PrerenderedMarkup, PrerenderTask } from './render-worker';
import { withPrerenderedMarkup } from './prerendered-markup';

export interface PageRendererOptions {
  /** The file URL of the web build's server bundle. */
  renderer: string;
  /** Responds to a GET of one of our API paths, as a visitor who is not signed in would get it. */
  fetchApi: (path: string) => Promise<{ status: number; body: string }>;
  /** Told of a render that failed on its thread; the page is then sent as the build prerendered it. */
  onError: (error: unknown) => void;
}

/** A prerendered page, and the same compressed once with Brotli at its best (off the event loop, in zlib's threads). */
export interface PrerenderedPage {
  html: string;
  brotli: Buffer;
}

const compress = promisify(brotliCompress);

/**
 * How long a prerendered page is cached: its data (a recipe, the blog's list) changes rarely, and at most this late.
 */
const CACHE_TTL_MS = 10 * 60_000;
/** Pages cached at once. */
const CACHED_PAGES = 256;
/** Renders that may wait for the thread; past them, a page is sent as the build prerendered it. */
const MAX_QUEUE = 16;
/** A render that takes longer than this is given up, and the page is sent as the build prerendered it. */
const PRERENDER_TIMEOUT_MS = 5_000;

/**
 * Server-side rendering: prerenders pages with their public data on request (decision 0023), on one worker thread
 * behind a bounded queue, and caches each page for a while: a page is rendered once, however many visitors request
 * it at once.
 */
export class PageRenderer {
  readonly #pool: Piscina<PrerenderTask, PrerenderedMarkup | null>;
  /** Prerendered pages by path; false for one that cannot be rendered with its data. */
  readonly #pages: LRUCache<string, PrerenderedPage | false, string>;

  constructor(private readonly options: PageRendererOptions) {
    const fromSource = import.meta.url.endsWith('.ts');
    this.#pool = new Piscina({
      filename: new URL(fromSource ? './render-worker-from-source.mjs' : './render-worker.js', import.meta.url).href,
      // One thread: the others are the event loop's and the meal planner's.
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: MAX_QUEUE,
    });
    this.#pages = new LRUCache({
      max: CACHED_PAGES,
      ttl: CACHE_TTL_MS,
      // Visitors requesting one page at once share one render; a busy queue or a thread's failure caches nothing.
      fetchMethod: async (pathname, _stale, { context: template }) => {
        const rendered = await this.#prerender(pathname);
        if (!rendered) return rendered ?? undefined;
        const html = withPrerenderedMarkup(template, rendered);
        const brotli = await compress(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        return { html, brotli };
      },
    });
  }

  /**
   * `template` (the page as the build prerendered it) with the page at `pathname` rendered with its data in its
   * place, or null when it cannot be rendered now: the template then serves.
   */
  async page(pathname: string, template: string): Promise<PrerenderedPage | null> {
    return (await this.#pages.fetch(pathname, { context: template })) || null;
  }

  /**
   * `template` with the page at `url` rendered for a signed-in user: their navbar and name, and the page's public data
   * when `withData` (a recipe, the blog). Never cached, as it is theirs alone; null when it cannot be rendered now.
   */
  async pageFor(url: string, template: string, user: AuthUser, withData: boolean): Promise<string | null> {
    const rendered = await this.#prerender(url, { user, withData });
    return rendered ? withPrerenderedMarkup(template, rendered) : null;
  }

  close(): Promise<void> {
    return this.#pool.close({ force: true });
  }

  /** The page rendered with its data; false when it cannot be (a recipe that does not exist); null when busy. */
  async #prerender(
    pathname: string,
    forUser?: { user: AuthUser; withData: boolean },
  ): Promise<PrerenderedMarkup | false | null> {
    if (this.#pool.queueSize >= MAX_QUEUE) return null;
    const { port1: api, port2: thread } = new MessageChannel();
    api.on('message', async ({ id, path }: ApiRequest) => {
      const response: ApiResponse = path.startsWith('/api/')
        ? { id, ...(await this.options.fetchApi(path).catch(() => ({ status: 502, body: '' }))) }
        : { id, status: 404, body: '' };
      api.postMessage(response);
    });
    try {
      const url = new URL(pathname, 'http://localhost').href;
      const task: PrerenderTask = {
        renderer: this.options.renderer,
        url,
        api: thread,
        withData: forUser?.withData ?? true,
        ...(forUser ? { session: forUser.user } : {}),
      };
      const rendered = await this.#pool.run(task, {
        transferList: [thread],
        signal: AbortSignal.timeout(PRERENDER_TIMEOUT_MS),
      });
      return rendered ?? false;
    } catch (error) {
      this.options.onError(error);
      return null;
    } finally {
      api.close();
    }
  }
}
