import { QueryClient } from '@tanstack/react-query';
import { isWorthRetrying } from './api-error';

/**
 * The app's one query cache. It loads with the first screen that reads or sends data, not with the first load
 * (decision 0024): pages reach it through their data layout (app/data-layout.tsx), loaders and other callers
 * import it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
    },
  },
});
