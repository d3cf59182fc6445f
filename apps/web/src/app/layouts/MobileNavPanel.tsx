// The phone menu's panel: every header link, sliding in from the left.
import { NavLink } from 'react-router';
import { Drawer } from '../../components/Drawer';
import { useListPagesQuery } from '../../features/pages/api';
import { CONTACT_LINK, MAIN_LINKS, PAGE_LINKS, shopPageLinks } from './navigation';

const LINK = 'flex min-h-12 items-center border-b border-line text-lg aria-[current=page]:text-accent';

export function MobileNavPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: pages = [] } = useListPagesQuery();
  return (
    <Drawer open={open} onClose={onClose} title="Menu" side="left">
      <nav aria-label="Main">
        {[...MAIN_LINKS, CONTACT_LINK].map((link) => (
          <NavLink key={link.to} to={link.to} end onClick={onClose} className={`${LINK} font-display`}>
            {link.label}
          </NavLink>
        ))}
        <p className="mt-8 mb-2 text-xs font-medium tracking-[0.2em] text-muted uppercase">Pages</p>
        {[...PAGE_LINKS, ...shopPageLinks(pages)].map((link) => (
          <NavLink key={link.to} to={link.to} onClick={onClose} className={`${LINK} text-base`}>
            {link.label}
          </NavLink>
        ))}
      </nav>
    </Drawer>
  );
}
