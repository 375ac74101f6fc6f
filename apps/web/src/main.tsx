// Base styles first, so component styles loaded after them win ties.
import './styles/global.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './app/routes';
import { routerReady } from './app/router-ready';
import { loadFooter } from './app/layout/root-layout';
import { loadSession } from './lib/session';
import { DRAWN_DATA_ID } from '@thrive/contract/pages';

// Who is signed in is asked at once: only the navbar waits for it.
void loadSession();
// Only pages the server drew with their data carry answers; the code that reads them loads for those alone.
const drawnData = document.getElementById(DRAWN_DATA_ID);
if (drawnData) (await import('./app/drawn-data')).startFromDrawnData(drawnData);
const router = createBrowserRouter(createRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Once the app has drawn the page, the container no longer says it was drawn ahead of time. */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => container?.removeAttribute('data-drawn-ahead'), []);
  return children;
}

// The page drawn ahead of time stays on screen until the app can draw the same page with its code loaded
// (and its data, when quick); then the app takes the container over in one commit. The render runs as a
// transition, in slices, so the page keeps answering while it works.
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
