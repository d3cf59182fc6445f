// The header's "Pages" entry: the categories and search, then the shop's own pages, one click away.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router';
import { useListPagesQuery } from '../../features/pages/api';
import { PAGE_LINKS, shopPageLinks } from './navigation';
import { PagesLabel } from './PagesLabel';
import { useLinkText } from './useLinkText';

export function PagesMenu({ className }: { className: string }) {
  const { data: pages = [] } = useListPagesQuery();
  const linkText = useLinkText();
  return (
    <Menu as="div" className="relative">
      <MenuButton className={className}>
        <PagesLabel />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom start', gap: 8 }}
        transition
        className="z-40 w-52 rounded-card border border-line bg-ivory p-2 shadow-card transition duration-150 ease-out focus:outline-none data-closed:opacity-0"
      >
        {[...PAGE_LINKS, ...shopPageLinks(pages)].map((link) => (
          <MenuItem key={link.to}>
            <Link to={link.to} className="flex min-h-11 items-center rounded-md px-3 text-sm data-focus:bg-cream">
              {linkText(link)}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
