// The signed-in user's menu: their role's links and Logout.
import type { User } from '@atelier/domain';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { useLogout } from '../../features/auth/useLogout';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { AVATAR_MENU_LINKS } from './navigation';
import { useLinkText } from './useLinkText';

const ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm text-ink data-focus:bg-cream';

export function AccountMenu({ user, buttonClassName }: { user: User; buttonClassName: string }) {
  const logout = useLogout();
  const translate = useTranslate();
  const linkText = useLinkText();
  const links = AVATAR_MENU_LINKS[user.role] ?? [];
  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={translate('nav.accountMenu', { name: user.username })} className={buttonClassName}>
        <Avatar user={user} sizePx={32} decorative />
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
                {linkText(link)}
              </Link>
            </MenuItem>
          ))}
        </div>
        <div className="border-t border-line pt-1">
          <MenuItem>
            <button type="button" onClick={logout} className={ITEM}>
              <LogOut aria-hidden="true" className="size-4" />
              {translate('nav.logout')}
            </button>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
