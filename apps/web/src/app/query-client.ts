import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-error';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
