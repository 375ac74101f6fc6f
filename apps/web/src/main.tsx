// Base styles first, so component styles loaded after them win ties.
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './app/routes';
import { createQueryClient } from './app/query-client';
import { routerReady } from './app/router-ready';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page drawn ahead of time stays on screen until the app can draw the same page with its code loaded
// (and its data, when quick); then the app takes the container over in one commit. The render runs as a
// transition, in slices, so the page keeps answering while it works.
await routerReady(router);
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
