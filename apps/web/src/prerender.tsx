// Draws each page's first screen at build time (see scripts/prerender.mjs): what the app shows before any
// answer has come, with nobody signed in yet and nothing read from the device.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes, type PageHandle } from './app/routes';

export { PAGE_PATHS } from '@thrive/contract/pages';

export interface PrerenderedPage {
  /** The markup of the app's container. */
  html: string;
  /** Source files of the page's modules, as the build manifest names them. */
  modules: string[];
}

export async function renderPage(url: string): Promise<PrerenderedPage> {
  // Queries are not fetched while rendering on the server: every one shows its loading state, as the app
  // does before the first answer.
  const client = new QueryClient();
  const handler = createStaticHandler(createRoutes(client, { data: false }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const modules = context.matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle?.modules ?? [];
  });
  return { html: await new Response(prelude).text(), modules };
}
