// Base styles first, so component styles loaded after them win ties.
import './styles/global.css';
import { use, useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, type LoaderFunctionArgs } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser } from '@thrive/contract';
import { RootLayout } from './app/layout/root-layout';
import { RouteError } from './app/route-error';
import { ScriptNonce } from './app/script-nonce';
import { browserQueryClient, createQueryClient } from './lib/query-client';
import { sessionQuery } from './lib/session';

/** The document every page is rendered into, on the server and in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = use(ScriptNonce);
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="Thrive: plan a week of meals that hits your calorie and macro targets, look up recipes, practise yoga and browse gym exercises."
        />
        <meta name="theme-color" content="#17734b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>Thrive — meal planning, yoga and gym</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Who is signed in, read from the request's session on the server, so the first HTML shows the right navbar. */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ user: AuthUser | null }> {
  return { user: await context.signedInUser() };
}

export default function App({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  // One query cache per request on the server (a response must never reach another visitor's page), and the app's
  // one cache in the browser. Either starts knowing who is signed in.
  const [client] = useState(() => {
    const cache = import.meta.env.SSR ? createQueryClient() : browserQueryClient();
    if (cache.getQueryData(sessionQuery.queryKey) === undefined) {
      cache.setQueryData(sessionQuery.queryKey, loaderData.user);
    }
    return cache;
  });
  // Marks the document once the browser has hydrated it: until then its buttons do nothing. The browser journeys
  // wait for the mark after each load they start.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <QueryClientProvider client={client}>
      <RootLayout />
    </QueryClientProvider>
  );
}

/** Who is signed in is the session query's to follow in the browser: moving to another page asks the server nothing. */
export const shouldRevalidate = () => false;

export function ErrorBoundary() {
  return <RouteError />;
}
