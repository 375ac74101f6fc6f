import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useAuth } from '../../lib/auth-client';
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
  // Spec §4: content renders only after the first auth answer, so a signed-in user never sees the
  // logged-out bar. Later refetches (after sign-in, sign-out) keep the page as it is.
  const [answered, setAnswered] = useState(false);
  if (!isPending && !answered) setAnswered(true);
  if (!answered) {
    return (
      <div className="app-splash" role="status">
        <Logo />
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
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
