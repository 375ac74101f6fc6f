import { promisify } from 'node:util';
import { MessageChannel } from 'node:worker_threads';
import { brotliCompress, constants } from 'node:zlib';
import { Piscina } from 'piscina';
import { LRUCache } from 'lru-cache';
import type { ApiAnswer, ApiCall, DrawnMarkup, DrawTask } from './page-draw-worker';
import { withDrawnMarkup } from './drawn-markup';

export interface PageDrawerOptions {
  /** The file URL of the web build's server bundle. */
  renderer: string;
  /** Answers a GET of one of our API paths, as a visitor who is not signed in would be answered. */
  answer: (path: string) => Promise<{ status: number; body: string }>;
  /** Told of a draw that failed on its thread; the page is then sent as the build drew it. */
  onError: (error: unknown) => void;
}

/** A drawn page, and the same compressed once with Brotli at its best (off the event loop, in zlib's threads). */
export interface DrawnPage {
  html: string;
  brotli: Buffer;
}

const compress = promisify(brotliCompress);

/** A drawn page is kept this long: its data (a recipe, the blog's list) changes rarely, and at most this late. */
const KEPT_MS = 10 * 60_000;
/** Pages kept at once. */
const KEPT_PAGES = 256;
/** Draws that may wait for the thread; past them, a page is sent as the build drew it. */
const MAX_QUEUE = 16;
/** A draw that takes longer than this is given up, and the page is sent as the build drew it. */
const DRAW_TIMEOUT_MS = 5_000;

/**
 * Draws pages with their public data on request (decision 0023), on one worker thread behind a bounded queue,
 * and keeps each drawn page for a while: a page is drawn once, however many visitors ask for it at once.
 */
export class PageDrawer {
  readonly #pool: Piscina<DrawTask, DrawnMarkup | null>;
  /** Drawn pages by path; false for one that cannot be drawn with its data. */
  readonly #pages: LRUCache<string, DrawnPage | false, string>;

  constructor(private readonly options: PageDrawerOptions) {
    const fromSource = import.meta.url.endsWith('.ts');
    this.#pool = new Piscina({
      filename: new URL(fromSource ? './page-draw-worker-from-source.mjs' : './page-draw-worker.js', import.meta.url)
        .href,
      // One thread: the others are the event loop's and the meal planner's.
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: MAX_QUEUE,
    });
    this.#pages = new LRUCache({
      max: KEPT_PAGES,
      ttl: KEPT_MS,
      // Visitors asking for one page at once share one draw; a busy queue or a thread's failure keeps nothing.
      fetchMethod: async (pathname, _stale, { context: template }) => {
        const drawn = await this.#draw(pathname);
        if (!drawn) return drawn ?? undefined;
        const html = withDrawnMarkup(template, drawn);
        const brotli = await compress(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        return { html, brotli };
      },
    });
  }

  /**
   * `template` (the page as the build drew it) with the page at `pathname` drawn with its data in its place, or
   * null when it cannot be drawn now: the template then serves.
   */
  async page(pathname: string, template: string): Promise<DrawnPage | null> {
    return (await this.#pages.fetch(pathname, { context: template })) || null;
  }

  close(): Promise<void> {
    return this.#pool.close({ force: true });
  }

  /** The page drawn with its data; false when it cannot be (a recipe that does not exist); null when busy. */
  async #draw(pathname: string): Promise<DrawnMarkup | false | null> {
    if (this.#pool.queueSize >= MAX_QUEUE) return null;
    const { port1: api, port2: thread } = new MessageChannel();
    api.on('message', async ({ id, path }: ApiCall) => {
      const answer: ApiAnswer = path.startsWith('/api/')
        ? { id, ...(await this.options.answer(path).catch(() => ({ status: 502, body: '' }))) }
        : { id, status: 404, body: '' };
      api.postMessage(answer);
    });
    try {
      const url = new URL(pathname, 'http://localhost').href;
      const task: DrawTask = { renderer: this.options.renderer, url, api: thread };
      const drawn = await this.#pool.run(task, {
        transferList: [thread],
        signal: AbortSignal.timeout(DRAW_TIMEOUT_MS),
      });
      return drawn ?? false;
    } catch (error) {
      this.options.onError(error);
      return null;
    } finally {
      api.close();
    }
  }
}
