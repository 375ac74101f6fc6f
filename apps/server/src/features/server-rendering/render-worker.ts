import type { MessagePort } from 'node:worker_threads';

/** What the web build's server bundle (apps/web/dist-prerender/prerender.js) offers a prerender thread. */
interface PageRenderer {
  renderPage(
    url: string,
    options: { fetchData?: typeof fetch; session?: unknown },
  ): Promise<{ html: string; data?: unknown } | null>;
}

export interface PrerenderTask {
  /** The file URL of the web build's server bundle. */
  renderer: string;
  url: string;
  /** Where the page's API requests go: the server responds to each one (see PageRenderer). */
  api: MessagePort;
  /** Whether the page's loaders run, for its public data. */
  withData: boolean;
  /** The signed-in user the page is rendered for, if it is rendered for one (never cached). */
  session?: unknown;
}

/** An API request the page made, and the server's response to it. */
export interface ApiRequest {
  id: number;
  path: string;
}
export interface ApiResponse {
  id: number;
  status: number;
  body: string;
}

export interface PrerenderedMarkup {
  html: string;
  /** The responses the page was rendered with, as JSON. */
  data: string;
}

let renderer: Promise<PageRenderer> | undefined;

/**
 * Renders one page with its data, off the event loop. The page's own loaders run as in the browser; each request
 * they make is passed to the server, which responds to it as it would to any visitor's.
 */
export default async function prerenderPage({
  renderer: file,
  url,
  api,
  withData,
  session,
}: PrerenderTask): Promise<PrerenderedMarkup | null> {
  renderer ??= import(file) as Promise<PageRenderer>;
  const { renderPage } = await renderer;
  const waiting = new Map<number, (response: ApiResponse) => void>();
  api.on('message', (response: ApiResponse) => waiting.get(response.id)?.(response));
  let requests = 0;
  const fetchData = async (input: string | URL | Request) => {
    const request: ApiRequest = { id: requests++, path: String(input) };
    const response = new Promise<ApiResponse>((resolve) => waiting.set(request.id, resolve));
    api.postMessage(request);
    const { status, body } = await response;
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  try {
    const page = await renderPage(url, { ...(withData ? { fetchData: fetchData as typeof fetch } : {}), session });
    return page && { html: page.html, data: JSON.stringify(page.data) };
  } finally {
    api.close();
  }
}
