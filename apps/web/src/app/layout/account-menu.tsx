import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { LayoutDashboard, LogOut, NotebookPen, LineChart, Target, UserRound } from 'lucide-react';
import { UserAvatar } from '../../components/ui/user-avatar';
import type { AuthUser } from '../../lib/session';
import './account-menu.css';

interface AccountMenuProps {
  user: AuthUser;
  onLogout: () => void;
}

/**
 * The profile picture's menu: Dashboard, Diary, Profile, My targets and Logout. Radix gives it the menu button's keyboard:
 * Enter, Space or the arrows open it, the arrows move, Escape closes it and focus returns to the picture.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="account-menu__trigger"
        aria-label={`Account menu for ${user.name || user.email}`}
      >
        <UserAvatar user={user} size={40} className="navbar__avatar" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="account-menu__label">
            <span className="account-menu__name">{user.name || user.email}</span>
            {user.name ? <span className="account-menu__email">{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to="/dashboard">
              <LayoutDashboard size={18} aria-hidden="true" /> Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to="/diary">
              <NotebookPen size={18} aria-hidden="true" /> Diary
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to="/progress">
              <LineChart size={18} aria-hidden="true" /> Progress
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to="/profile">
              <UserRound size={18} aria-hidden="true" /> Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to="/profile/targets">
              <Target size={18} aria-hidden="true" /> My targets
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="account-menu__item" onSelect={onLogout}>
            <LogOut size={18} aria-hidden="true" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
