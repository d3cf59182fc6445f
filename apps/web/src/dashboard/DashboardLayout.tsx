// The dashboard's frame: a sidebar chosen by role on wide screens, a top bar with a menu drawer on phones.
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Drawer } from '../components/Drawer';
import { Logo } from '../components/Logo';
import { useTranslate } from '../shared/i18n/useTranslate';
import { selectCurrentUser } from '../shared/session/authSlice';
import { useAppSelector } from '../shared/store/hooks';
import { DashboardNav } from './DashboardNav';
import { DASHBOARD_LINKS, isKnownRole } from './navigation';

export default function DashboardLayout() {
  const user = useAppSelector(selectCurrentUser);
  const [menuOpen, setMenuOpen] = useState(false);
  const translate = useTranslate();

  // The guard around this layout has already sent visitors to /login.
  if (!user) return null;
  if (!isKnownRole(user.role)) return <Navigate to="/unauthorized" replace />;
  const links = DASHBOARD_LINKS[user.role];

  return (
    <div className="min-h-dvh bg-ivory lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-72 shrink-0 flex-col gap-8 overflow-y-auto border-r border-line bg-cream px-5 py-6 lg:flex">
        <Logo className="px-2" />
        <DashboardNav user={user} links={links} />
      </aside>

      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line bg-ivory/95 px-4 py-2 backdrop-blur lg:hidden">
        <Logo />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={translate('account.openMenu')}
          className="grid size-11 place-items-center rounded-full text-ink hover:bg-cream"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </header>
      <Drawer side="left" open={menuOpen} onClose={() => setMenuOpen(false)} title={translate('nav.dashboard')}>
        <DashboardNav user={user} links={links} onNavigate={() => setMenuOpen(false)} />
      </Drawer>

      <main className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:px-12 lg:py-12">
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
