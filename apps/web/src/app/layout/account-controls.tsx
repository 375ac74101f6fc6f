import { lazy, Suspense } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useAccountFavourites } from '../../lib/favourites/use-account-favourites';
import { queryClient } from '../../lib/query-client';
import { signOut, useAuth } from '../../lib/session';
import { loadLoginDialog } from './login-dialog-provider';
import { SessionPending } from './session-pending';

/*
 * What reads the session outside the pages. The session is a query (decision 0024), so these load with the query
 * library, beside the page's own code, and bring the app's one query cache with them.
 */

// The picture's menu (Radix, with its positioning) loads once somebody is signed in.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));
// The reminder to confirm the email brings better-auth's client: it loads only for an account that needs it.
const EmailVerificationBanner = lazy(async () => ({
  default: (await import('./email-verification-banner')).EmailVerificationBanner,
}));

interface NavbarAccountProps {
  /** Closes the navbar's folded menu (on a phone these controls sit in it). */
  closeMenu: () => void;
  /** Opens the login dialog. */
  onLogin: () => void;
}

/** The navbar's corner: "Get Started / Sign-Up" for a visitor; the picture, its menu and Logout when signed in. */
export function NavbarAccount(props: NavbarAccountProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountCorner {...props} />
    </QueryClientProvider>
  );
}

function AccountCorner({ closeMenu, onLogin }: NavbarAccountProps) {
  const { user, isPending } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();

  async function logout() {
    closeMenu();
    await signOut(client);
    await navigate('/');
  }

  // Only the navbar waits for the session; the placeholder keeps its place meanwhile.
  if (isPending) return <SessionPending />;
  if (!user) {
    return (
      <button
        type="button"
        className="btn btn-primary"
        onPointerEnter={() => void loadLoginDialog()}
        onFocus={() => void loadLoginDialog()}
        onClick={onLogin}
      >
        Get Started / Sign-Up
      </button>
    );
  }
  return (
    <>
      <div className="navbar__account-menu">
        <NavLink to="/diary" className="navbar__link">
          Diary
        </NavLink>
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
          <NavLink to="/diary" className="navbar__link" onClick={closeMenu}>
            Diary
          </NavLink>
        </li>
        <li>
          <NavLink to="/progress" className="navbar__link" onClick={closeMenu}>
            Progress
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
  );
}

/**
 * Runs the account's favourites sync for whoever is signed in, once that is known, and reminds an account whose email
 * is not confirmed yet.
 */
export function FavouritesSync() {
  return (
    <QueryClientProvider client={queryClient}>
      <SyncFavourites />
    </QueryClientProvider>
  );
}

function SyncFavourites() {
  const { user, isPending } = useAuth();
  useAccountFavourites(isPending ? undefined : (user?.id ?? null));
  return user?.emailVerified === false ? (
    <Suspense fallback={null}>
      <EmailVerificationBanner user={user} />
    </Suspense>
  ) : null;
}
