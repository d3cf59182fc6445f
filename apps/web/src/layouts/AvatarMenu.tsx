// Signed out: a login icon. Signed in: the user's avatar opening their role's links and Logout.
import type { User } from '@atelier/domain';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAppSelector } from '../app/store';
import { selectCurrentUser } from '../features/auth/authSlice';
import { useLogout } from '../features/auth/useLogout';
import { AVATAR_MENU_LINKS } from './navigation';

const ICON_BUTTON = 'grid size-11 place-items-center rounded-full text-ink hover:bg-cream';
const ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm text-ink data-focus:bg-cream';

function Avatar({ user }: { user: User }) {
  if (user.profileImage) {
    return <img src={user.profileImage} alt="" width={32} height={32} className="size-8 rounded-full bg-sand object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-full bg-accent text-sm font-semibold text-ivory uppercase"
    >
      {user.username.slice(0, 1)}
    </span>
  );
}

export function AvatarMenu() {
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();

  if (!user) {
    return (
      <Link to="/login" aria-label="Login" className={ICON_BUTTON}>
        <UserRound aria-hidden="true" className="size-5" />
      </Link>
    );
  }

  const links = AVATAR_MENU_LINKS[user.role] ?? [];
  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={`Account menu for ${user.username}`} className={ICON_BUTTON}>
        <Avatar user={user} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        transition
        className="z-40 w-56 rounded-card border border-line bg-ivory p-2 shadow-card transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        <div className="border-b border-line px-3 pt-2 pb-3">
          <p className="truncate text-sm font-medium">{user.username}</p>
          <p className="truncate text-xs text-muted">{user.email}</p>
        </div>
        <div className="py-1">
          {links.map((link) => (
            <MenuItem key={link.to}>
              <Link to={link.to} className={ITEM}>
                {link.label}
              </Link>
            </MenuItem>
          ))}
        </div>
        <div className="border-t border-line pt-1">
          <MenuItem>
            <button type="button" onClick={logout} className={ITEM}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
