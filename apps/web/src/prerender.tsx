// Renders a page's first screen on the server: prerendered at build time with no data (see scripts/prerender.mjs),
// and on request with the public data its route loads (server-side rendering: apps/server/src/features/server-rendering).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes, PAGE_DATA_WAIT_MS, type PageHandle } from './app/routes';
import { queryClient } from './lib/query-client';
import { sessionQuery, type AuthUser } from './lib/session';

export { PAGE_PATHS, PRERENDERED_MARKUP } from '@thrive/contract/pages';
export type { DehydratedState };

export interface PrerenderedPage {
  /** The markup of the app's container. */
  html: string;
  /** Source files of the page's modules, as the build manifest names them. */
  modules: string[];
  /** The responses the page was rendered with, for the app to start from; none when rendered without data. */
  data?: DehydratedState;
}

export interface RenderOptions {
  /**
   * Loads the route's data before rendering, calling this for each request the page makes (as `fetch` would be
   * called in the browser). Without it every query shows its loading state, as the app does before the first
   * response, with nobody signed in and nothing read from the device.
   */
  fetchData?: typeof fetch;
  /** Who is signed in, for a page rendered for them alone: their navbar and name are in its first HTML. */
  session?: AuthUser | undefined;
}

/** Resolves once no query is being fetched. */
function requestsSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders `url`. With data, resolves to null when one of the page's requests failed (a recipe that does not
 * exist), and throws when one still has no response after a second.
 */
export async function renderPage(
  url: string,
  { fetchData, session }: RenderOptions = {},
): Promise<PrerenderedPage | null> {
  // The app's requests call the global fetch; a prerender thread renders one page at a time.
  if (fetchData) globalThis.fetch = fetchData;
  // Each page starts from an empty cache, and a failed request is not retried: the page is then sent as the build
  // prerendered it.
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (session) queryClient.setQueryData(sessionQuery.queryKey, session);
  const handler = createStaticHandler(createRoutes({ data: Boolean(fetchData) }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} responded ${context.status}, not a page`);
  if (fetchData) {
    // Requests the loader started without waiting for them (more to read beside an article) are given as long
    // as the app gives a route's data.
    await Promise.race([requestsSettled(), new Promise((resolve) => setTimeout(resolve, PAGE_DATA_WAIT_MS))]);
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'pending')) throw new Error(`${url}: its data came too late`);
    if (queries.length === 0 || queries.some((query) => query.state.status === 'error')) return null;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Every part in place in the HTML: React otherwise sends a large part that was waited for apart, with an inline
    // script to put it in place, which the page's policy refuses (decision 0005).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const modules = context.matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle?.modules ?? [];
  });
  const html = await new Response(prelude).text();
  return fetchData || session ? { html, modules, data: dehydrate(queryClient) } : { html, modules };
}
