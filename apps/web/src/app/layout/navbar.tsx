import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { NAV_LINKS } from './nav-links';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useAuth, useSignOut } from '../../lib/session';
import { useDismiss } from './use-dismiss';
import './navbar.css';

// The login panel, its dialog and the auth client load when a visitor reaches for them, not with every page.
const loadLoginDialog = () => import('./login-dialog');
const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  /** Once opened, the dialog stays mounted, so it can close with its animation and hand focus back. */
  const [loginWanted, setLoginWanted] = useState(false);
  const { user, isPending } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const navRef = useRef<HTMLElement>(null);
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
                <Link to="/dashboard" className="navbar__avatar-link" aria-label="Your dashboard" onClick={closeMenu}>
                  <UserAvatar user={user} size={40} className="navbar__avatar" />
                </Link>
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
                  setLoginWanted(true);
                  setLoginOpen(true);
                }}
              >
                Get Started / Sign-Up
              </button>
            )}
          </div>
        </div>
      </nav>
      {loginWanted ? (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
