// The sidebar's contents: who is signed in, the role's links, a way back to the shop and Logout.
import type { User } from '@atelier/domain';
import { LogOut, Store } from 'lucide-react';
import { NavLink } from 'react-router';
import { Avatar } from '../components/Avatar';
import { useLogout } from '../features/auth/useLogout';
import { useTranslate } from '../shared/i18n/useTranslate';
import type { DashboardLink } from './navigation';

interface DashboardNavProps {
  user: User;
  links: readonly DashboardLink[];
  /** Called after any link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

const itemClasses =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors hover:bg-sand/60 hover:text-ink';

export function DashboardNav({ user, links, onNavigate }: DashboardNavProps) {
  const logout = useLogout();
  const translate = useTranslate();

  return (
    <div className="flex h-full flex-col gap-6">
      <div className="flex items-center gap-3 rounded-card bg-white/70 p-3">
        <Avatar user={user} sizePx={44} />
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{user.username}</p>
          <p className="text-xs uppercase tracking-wider text-muted">{translate('account.role', { role: user.role })}</p>
        </div>
      </div>
      <nav aria-label={translate('nav.dashboard')}>
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  `${itemClasses} ${isActive ? 'bg-ink text-ivory hover:bg-ink hover:text-ivory' : 'text-muted'}`
                }
              >
                <link.icon aria-hidden="true" className="size-5" />
                {'label' in link ? translate(link.label) : link.text}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-1 border-t border-line pt-4">
        <NavLink to="/shop" onClick={onNavigate} className={`${itemClasses} text-muted`}>
          <Store aria-hidden="true" className="size-5" />
          {translate('account.backToShop')}
        </NavLink>
        <button type="button" onClick={() => void logout()} className={`${itemClasses} w-full text-muted`}>
          <LogOut aria-hidden="true" className="size-5" />
          {translate('nav.logout')}
        </button>
      </div>
    </div>
  );
}
