// The hamburger of phones; its panel loads just after the page.
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from './HeaderIcons';

const MobileNavPanel = lazy(() => import('./MobileNavPanel').then((module) => ({ default: module.MobileNavPanel })));

export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-cream lg:hidden"
      >
        <MenuIcon className="size-5" />
      </button>
      <Suspense fallback={null}>
        <MobileNavPanel open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </>
  );
}
