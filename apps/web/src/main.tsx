// Base styles first, so component styles loaded after them win ties.
import './styles/global.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './app/routes';
import { routerReady } from './app/router-ready';
import { loadFooter } from './app/layout/root-layout';
import { loadAccountControls } from './app/layout/load-account-controls';
import { DEHYDRATED_STATE_ID } from '@thrive/contract/pages';

// Who is signed in is asked at once, and the navbar's controls that show it load beside: only they wait for it.
void Promise.all([import('./lib/session'), import('./lib/query-client')]).then(([session, { queryClient }]) =>
  session.loadSession(queryClient),
);
void loadAccountControls();
// Only pages the server rendered with their data carry responses; the code that reads them loads for those alone.
const prerenderedData = document.getElementById(DEHYDRATED_STATE_ID);
if (prerenderedData) (await import('./app/dehydrated-state')).restoreDehydratedState(prerenderedData);
const router = createBrowserRouter(createRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Once the app has rendered the page, the container no longer says it was prerendered. */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => container?.removeAttribute('data-prerendered'), []);
  return children;
}

// The prerendered page stays on screen until the app can render the same page with its code loaded (and its
// data, when quick); then the app takes the container over in one commit. The render runs as a transition, in
// slices, so the page stays responsive while it works.
await Promise.all([routerReady(router), loadFooter()]);
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <TakenOver>
        <RouterProvider router={router} />
      </TakenOver>
    </StrictMode>,
  );
});
