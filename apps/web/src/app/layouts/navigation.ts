// The storefront's links: header, phone menu, avatar menu and footer read them from here.
import type { PageSummary, Role } from '@atelier/domain';
import type { MessageId } from '../../shared/i18n/messages/en';

/** A link named by a catalogue's message, or by the shop's own text (a page's title). */
export type NavLinkItem = { to: string } & ({ label: MessageId } | { text: string });

export const MAIN_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/shop', label: 'nav.shop' },
];

/** What the header's "Pages" menu opens. */
export const PAGE_LINKS: readonly NavLinkItem[] = [
  { to: '/categories/dress', label: 'nav.dresses' },
  { to: '/categories/jewellery', label: 'nav.jewellery' },
  { to: '/categories/accessories', label: 'nav.accessories' },
  { to: '/categories/cosmetics', label: 'nav.cosmetics' },
  { to: '/search', label: 'nav.search' },
];

/** The shop's own pages (shipping, returns, …), listed after the fixed links of the Pages menu and the footer. */
export function shopPageLinks(pages: readonly PageSummary[]): NavLinkItem[] {
  return pages.map((page) => ({ to: `/pages/${page.slug}`, text: page.title }));
}

export const CONTACT_LINK: NavLinkItem = { to: '/contact', label: 'nav.contact' };

/** The avatar menu of each role (SPEC §2), followed by Logout. */
export const AVATAR_MENU_LINKS: Record<Role, readonly NavLinkItem[]> = {
  admin: [
    { to: '/dashboard/admin', label: 'nav.dashboard' },
    { to: '/dashboard/manage-products', label: 'nav.manageItems' },
    { to: '/dashboard/manage-orders', label: 'nav.allOrders' },
    { to: '/dashboard/add-new-post', label: 'nav.addNewPost' },
  ],
  user: [
    { to: '/dashboard', label: 'nav.dashboard' },
    { to: '/dashboard/profile', label: 'nav.profile' },
    { to: '/dashboard/payments', label: 'nav.payments' },
    { to: '/dashboard/orders', label: 'nav.orders' },
  ],
};
