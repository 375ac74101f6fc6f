import { QueryClient } from '@tanstack/react-query';
import { isWorthRetrying } from './api-error';

/** A query cache with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one query cache, shared by every page and by loaders. On the server each request renders with a
 * cache of its own (root.tsx), so one visitor's responses never reach another's page.
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}
