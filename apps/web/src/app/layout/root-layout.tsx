import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
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
