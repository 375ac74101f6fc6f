import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useAuth } from '../../lib/session';
import { useAccountFavourites } from '../../lib/favourites/use-account-favourites';
import { Navbar } from './navbar';
import { Footer } from './footer';
import './root-layout.css';

/** Every screen but the yoga landing carries the footer (spec §2). */
function showsFooter(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() !== '/yoga';
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { user, isPending } = useAuth();
  useAccountFavourites(isPending ? undefined : (user?.id ?? null));
  // The page paints at once; only the navbar's account controls wait for the session (decision 0020). A
  // signed-in user still never sees the logged-out bar.
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="route-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname) ? <Footer /> : null}
      <ScrollRestoration />
    </>
  );
}
