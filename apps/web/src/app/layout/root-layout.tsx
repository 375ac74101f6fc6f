import { Outlet, useLocation, useNavigation } from 'react-router';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { FavouritesSync } from './account-controls';
import { LoginDialogProvider } from './login-dialog-provider';
import './root-layout.css';

/** Every screen but the yoga landing carries the footer (docs/product.md, "Layout on every page"). */
function showsFooter(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() !== '/yoga';
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
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
      <FavouritesSync />
    </LoginDialogProvider>
  );
}
