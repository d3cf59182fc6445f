// The hamburger of phones; its panel loads after the first screen, or at the first tap if that comes first.
import { lazy, useState } from 'react';
import { DrawerPlaceholder } from '../../components/DrawerPlaceholder';
import { OnceOpened } from '../../components/OnceOpened';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { MenuIcon } from './HeaderIcons';

const MobileNavPanel = lazy(() => import('./MobileNavPanel').then((module) => ({ default: module.MobileNavPanel })));

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <button
        type="button"
        aria-label={translate('nav.openMenu')}
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-cream lg:hidden"
      >
        <MenuIcon className="size-5" />
      </button>
      <OnceOpened
        open={open}
        placeholder={<DrawerPlaceholder title={translate('nav.menu')} onClose={() => setOpen(false)} side="left" />}
      >
        {(shown) => <MobileNavPanel open={shown} onClose={() => setOpen(false)} />}
      </OnceOpened>
    </>
  );
}
