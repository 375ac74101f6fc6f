import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { NAV_LINKS } from './nav-links';
import { useDismiss } from './use-dismiss';
import { useLoginDialog } from '../../lib/login-dialog';
import { loadAccountControls } from './load-account-controls';
import { SessionPending } from './session-pending';
import './navbar.css';

// Who is signed in is a query: the controls that show it load with the query library, beside the page (decision 0024).
const NavbarAccount = lazy(async () => ({ default: (await loadAccountControls()).NavbarAccount }));

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const login = useLoginDialog();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useDismiss(navRef, menuOpen, closeMenu);

  return (
    <header className="navbar" ref={navRef}>
      <nav className="navbar__inner container" aria-label="Main">
        <Link to="/" className="navbar__brand" aria-label="Thrive home">
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <div id="main-menu" className="navbar__menu" data-open={menuOpen}>
          <ul className="navbar__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="navbar__link" onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="navbar__actions">
            <Suspense fallback={<SessionPending />}>
              <NavbarAccount
                closeMenu={closeMenu}
                onLogin={() => {
                  closeMenu();
                  // On a phone this button sits in the menu, which closes: focus then returns to the menu's button.
                  login.open({ returnFocusTo: () => toggleRef.current });
                }}
              />
            </Suspense>
          </div>
        </div>
      </nav>
    </header>
  );
}
