// The phone menu behind the hamburger: every header link in a panel from the left.
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Drawer } from '../components/Drawer';
import { CONTACT_LINK, MAIN_LINKS, PAGE_LINKS } from './navigation';

const LINK = 'flex min-h-12 items-center border-b border-line text-lg aria-[current=page]:text-accent';

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-cream lg:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </button>
      <Drawer open={open} onClose={close} title="Menu" side="left">
        <nav aria-label="Main">
          {[...MAIN_LINKS, CONTACT_LINK].map((link) => (
            <NavLink key={link.to} to={link.to} end onClick={close} className={`${LINK} font-display`}>
              {link.label}
            </NavLink>
          ))}
          <p className="mt-8 mb-2 text-xs font-medium tracking-[0.2em] text-muted uppercase">Pages</p>
          {PAGE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={close} className={`${LINK} text-base`}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </Drawer>
    </>
  );
}
