import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { NAV_LINKS } from './nav-links';
import { UserAvatar } from '../../components/ui/user-avatar';
import { signOut, useAuth } from '../../lib/session';
import { useDismiss } from './use-dismiss';
import { loadLoginDialog } from './login-dialog-provider';
import { useLoginDialog } from '../../lib/login-dialog';
import './navbar.css';

// The picture's menu (Radix, with its positioning) loads once somebody is signed in.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const login = useLoginDialog();
  const { user, isPending } = useAuth();
  const navigate = useNavigate();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useDismiss(navRef, menuOpen, closeMenu);

  async function logout() {
    closeMenu();
    await signOut();
    await navigate('/');
  }

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
            {isPending ? (
              // Only the navbar waits for the session; this keeps its place meanwhile.
              <span className="navbar__session-pending" aria-hidden="true" />
            ) : user ? (
              <>
                <div className="navbar__account-menu">
                  {/* Until its menu has loaded, the picture leads to the dashboard, the menu's first item. */}
                  <Suspense
                    fallback={
                      <Link to="/dashboard" className="navbar__avatar-link" aria-label="Your dashboard">
                        <UserAvatar user={user} size={40} className="navbar__avatar" />
                      </Link>
                    }
                  >
                    <AccountMenu user={user} onLogout={() => void logout()} />
                  </Suspense>
                </div>
                {/* On a phone the picture's menu items sit in the navbar's own menu. */}
                <ul className="navbar__account-links" aria-label="Your account">
                  <li>
                    <NavLink to="/dashboard" className="navbar__link" onClick={closeMenu}>
                      Dashboard
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/profile" end className="navbar__link" onClick={closeMenu}>
                      Profile
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/profile/targets" className="navbar__link" onClick={closeMenu}>
                      My targets
                    </NavLink>
                  </li>
                </ul>
                <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
                  Logout
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onPointerEnter={() => void loadLoginDialog()}
                onFocus={() => void loadLoginDialog()}
                onClick={() => {
                  closeMenu();
                  // On a phone this button sits in the menu, which closes: focus then returns to the menu's button.
                  login.open({ returnFocusTo: () => toggleRef.current });
                }}
              >
                Get Started / Sign-Up
              </button>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
