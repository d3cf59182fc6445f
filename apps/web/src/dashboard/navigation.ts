// The dashboard sidebar of each role (SPEC §2), in the spec's order; the admin's Returns and Invoices sit by its orders, and its
// Reviews, Outbox, Sales channels, Analytics, Gift cards and Activity, and the customer's Wishlist (a storefront page), come after the
// spec's links.
import type { Role } from '@atelier/domain';
import {
  BadgePercent,
  ChartLine,
  ClipboardList,
  CreditCard,
  FileText,
  Gift,
  Heart,
  History,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Package,
  ScrollText,
  Settings,
  Share2,
  ShoppingBag,
  SquarePlus,
  Truck,
  Undo2,
  UserRound,
  UsersRound,
} from 'lucide-react';

import type { MessageId } from '../shared/i18n/messageId';

/** A link named by a catalogue's message (the customer's, in the page's language) or in English (the admin's). */
export type DashboardLink = { to: string; icon: LucideIcon } & ({ label: MessageId } | { text: string });

export const DASHBOARD_LINKS: Record<Role, readonly DashboardLink[]> = {
  admin: [
    { to: '/dashboard/admin', text: 'Dashboard', icon: LayoutDashboard },
    { to: '/dashboard/manage-products', text: 'Manage Items', icon: Package },
    { to: '/dashboard/manage-orders', text: 'All Orders', icon: ClipboardList },
    { to: '/dashboard/returns', text: 'Returns', icon: Undo2 },
    { to: '/dashboard/invoices', text: 'Invoices', icon: FileText },
    { to: '/dashboard/add-new-post', text: 'Add New Post', icon: SquarePlus },
    { to: '/dashboard/users', text: 'Users', icon: UsersRound },
    { to: '/dashboard/manage-reviews', text: 'Reviews', icon: MessageSquareText },
    { to: '/dashboard/outbox', text: 'Outbox', icon: Mail },
    { to: '/dashboard/sales-channels', text: 'Sales channels', icon: Share2 },
    { to: '/dashboard/analytics', text: 'Analytics', icon: ChartLine },
    { to: '/dashboard/gift-cards', text: 'Gift cards', icon: Gift },
    { to: '/dashboard/shipping', text: 'Shipping', icon: Truck },
    { to: '/dashboard/promotions', text: 'Promotions', icon: BadgePercent },
    { to: '/dashboard/activity', text: 'Activity', icon: History },
    { to: '/dashboard/settings', text: 'Settings', icon: Settings },
    { to: '/dashboard/pages', text: 'Pages', icon: ScrollText },
  ],
  user: [
    { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
    { to: '/dashboard/profile', label: 'nav.profile', icon: UserRound },
    { to: '/dashboard/payments', label: 'nav.payments', icon: CreditCard },
    { to: '/dashboard/orders', label: 'nav.orders', icon: ShoppingBag },
    { to: '/dashboard/reviews', label: 'account.reviews', icon: MessageSquareText },
    { to: '/wishlist', label: 'nav.wishlist', icon: Heart },
  ],
};

export function isKnownRole(role: string): role is Role {
  return Object.hasOwn(DASHBOARD_LINKS, role);
}
