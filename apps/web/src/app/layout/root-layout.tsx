import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { Navbar } from './navbar';
import { LoginDialogProvider } from './login-dialog-provider';
import { loadAccountControls } from './load-account-controls';
import './root-layout.css';

/**
 * The footer sits below the fold and is prerendered with each page, so its code need not come first: it downloads
 * beside the page's own (its newsletter form later still, see footer.tsx). The app loads it before its first
 * render; with no Suspense boundary around it, a render never shows the page without it.
 */
export const loadFooter = () => import('./footer');
const Footer = lazy(async () => ({ default: (await loadFooter()).Footer }));
const FavouritesSync = lazy(async () => ({ default: (await loadAccountControls()).FavouritesSync }));

/**
 * Where the router keeps a page's scroll position: by its history entry. Every page loaded from its address is the
 * entry the router calls "default", so that one is told apart by the load it belongs to: a typed address, a bookmark
 * or a shared link opens at the top, while Back to it within the app returns to where it was.
 */
const THIS_LOAD = Math.random().toString(36).slice(2);
const scrollKey = ({ key }: Location) => (key === 'default' ? `${THIS_LOAD}:default` : key);

/** Every screen but the yoga landing carries the footer (docs/product.md, "Layout on every page"). */
function showsFooter(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() !== '/yoga';
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The page paints at once; only the navbar's account controls wait for the session (decision 0020). A
  // signed-in user still never sees the logged-out bar.
  return (
    <LoginDialogProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="route-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname) ? <Footer /> : null}
      <ScrollRestoration getKey={scrollKey} />
      <Suspense fallback={null}>
        <FavouritesSync />
      </Suspense>
    </LoginDialogProvider>
  );
}
