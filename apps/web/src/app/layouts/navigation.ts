// The storefront's links: header, phone menu, avatar menu and footer read them from here.
import type { PageSummary, Role } from '@atelier/domain';

export interface NavLinkItem {
  to: string;
  label: string;
}

export const MAIN_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
];

/** What the header's "Pages" menu opens. */
export const PAGE_LINKS: readonly NavLinkItem[] = [
  { to: '/categories/dress', label: 'Dresses' },
  { to: '/categories/jewellery', label: 'Jewellery' },
  { to: '/categories/accessories', label: 'Accessories' },
  { to: '/categories/cosmetics', label: 'Cosmetics' },
  { to: '/search', label: 'Search' },
];

/** The shop's own pages (shipping, returns, …), listed after the fixed links of the Pages menu and the footer. */
export function shopPageLinks(pages: readonly PageSummary[]): NavLinkItem[] {
  return pages.map((page) => ({ to: `/pages/${page.slug}`, label: page.title }));
}

export const CONTACT_LINK: NavLinkItem = { to: '/contact', label: 'Contact' };

/** The avatar menu of each role (SPEC §2), followed by Logout. */
export const AVATAR_MENU_LINKS: Record<Role, readonly NavLinkItem[]> = {
  admin: [
    { to: '/dashboard/admin', label: 'Dashboard' },
    { to: '/dashboard/manage-products', label: 'Manage Items' },
    { to: '/dashboard/manage-orders', label: 'All Orders' },
    { to: '/dashboard/add-new-post', label: 'Add New Post' },
  ],
  user: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/profile', label: 'Profile' },
    { to: '/dashboard/payments', label: 'Payments' },
    { to: '/dashboard/orders', label: 'Orders' },
  ],
};
