import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { NAV_LINKS } from './nav-links';
import { GetStartedDialog } from './get-started-dialog';
import { useDismiss } from './use-dismiss';
import './navbar.css';

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [getStartedOpen, setGetStartedOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useDismiss(navRef, menuOpen, closeMenu);

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
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                closeMenu();
                setGetStartedOpen(true);
              }}
            >
              Get Started / Sign-Up
            </button>
          </div>
        </div>
      </nav>
      <GetStartedDialog open={getStartedOpen} onOpenChange={setGetStartedOpen} />
    </header>
  );
}
