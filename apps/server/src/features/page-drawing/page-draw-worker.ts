import type { MessagePort } from 'node:worker_threads';

/** What the web build's server bundle (apps/web/dist-prerender/prerender.js) offers a drawing thread. */
interface PageRenderer {
  renderPage(url: string, options: { fetchData: typeof fetch }): Promise<{ html: string; data?: unknown } | null>;
}

export interface DrawTask {
  /** The file URL of the web build's server bundle. */
  renderer: string;
  url: string;
  /** Where the page's API requests go: the server answers each one (see PageDrawer). */
  api: MessagePort;
}

/** An API request the page made, and the server's answer to it. */
export interface ApiCall {
  id: number;
  path: string;
}
export interface ApiAnswer {
  id: number;
  status: number;
  body: string;
}

export interface DrawnMarkup {
  html: string;
  /** The answers the page was drawn with, as JSON. */
  data: string;
}

let renderer: Promise<PageRenderer> | undefined;

/**
 * Draws one page with its data, off the event loop. The page's own loaders run as in the browser; each request
 * they make is passed to the server, which answers it as it would any visitor's.
 */
export default async function drawPage({ renderer: file, url, api }: DrawTask): Promise<DrawnMarkup | null> {
  renderer ??= import(file) as Promise<PageRenderer>;
  const { renderPage } = await renderer;
  const waiting = new Map<number, (answer: ApiAnswer) => void>();
  api.on('message', (answer: ApiAnswer) => waiting.get(answer.id)?.(answer));
  let calls = 0;
  const fetchData = async (input: string | URL | Request) => {
    const call: ApiCall = { id: calls++, path: String(input) };
    const answer = new Promise<ApiAnswer>((resolve) => waiting.set(call.id, resolve));
    api.postMessage(call);
    const { status, body } = await answer;
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  try {
    const page = await renderPage(url, { fetchData: fetchData as typeof fetch });
    return page && { html: page.html, data: JSON.stringify(page.data) };
  } finally {
    api.close();
  }
}
