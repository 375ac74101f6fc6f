import type { QueryClient } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { browserQueryClient } from '../lib/query-client';

/** How long a move to another page waits for its data before the page shows with its own loading state. */
export const PAGE_DATA_WAIT_MS = 1000;

/**
 * Starts the requests a page's first screen needs and resolves when they are in (a `<page>-data.ts` beside the page).
 */
export type LoadPageData = (client: QueryClient, args: ClientLoaderFunctionArgs) => Promise<unknown>;

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * A page's `clientLoader`: on a move within the app, React Router runs it while the page's code downloads, so the
 * requests start at once; the responses land in the browser's query cache, where the page's queries find them. A
 * failed request is the page's to show, with its own words and Retry; a slow one is too: past a moment the page shows
 * its loading state rather than hold the visitor back. On the first load the server has rendered the page already,
 * and its queries ask for what they need.
 */
export function pageDataLoader(loadPageData: LoadPageData) {
  return async (args: ClientLoaderFunctionArgs): Promise<null> => {
    await Promise.race([loadPageData(browserQueryClient(), args).catch(() => null), delay(PAGE_DATA_WAIT_MS)]);
    return null;
  };
}

/**
 * The `loader` of a page whose data the browser fetches: the server renders it with its loading state, and on the first
 * load the page's own queries ask for what they need, so its `clientLoader` waits for the moves within the app. (A
 * route with a `clientLoader` and no `loader` would be rendered on the server as a blank placeholder instead.)
 */
export const serverRendered = (): null => null;
