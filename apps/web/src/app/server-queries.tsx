import type { ReactNode } from 'react';
import { dehydrate, HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

/** What a page's server loader answers: the responses its queries start from. */
export interface ServerQueries {
  queries: DehydratedState;
}

/**
 * For a page's server loader: `fill` puts what the server's services answer under the page's query keys, and the
 * page is then rendered with its data, on the server and again when the browser hydrates it.
 */
export async function serverQueries(fill: (client: QueryClient) => Promise<void>): Promise<ServerQueries> {
  const client = createQueryClient();
  await fill(client);
  return { queries: dehydrate(client) };
}

/** Gives the page's queries the responses its server loader found (none after a move within the app). */
export function WithServerQueries({ loaderData, children }: { loaderData: ServerQueries | null; children: ReactNode }) {
  return <HydrationBoundary state={loaderData?.queries}>{children}</HydrationBoundary>;
}
