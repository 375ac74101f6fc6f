import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * The pages that read or send data, with the query cache they share. React Router loads this with the first
 * of them, beside the page's own code, so pages without data never load the query library (decision 0024).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
