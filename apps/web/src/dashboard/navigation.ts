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

export interface DashboardLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const DASHBOARD_LINKS: Record<Role, readonly DashboardLink[]> = {
  admin: [
    { to: '/dashboard/admin', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/dashboard/manage-products', label: 'Manage Items', icon: Package },
    { to: '/dashboard/manage-orders', label: 'All Orders', icon: ClipboardList },
    { to: '/dashboard/returns', label: 'Returns', icon: Undo2 },
    { to: '/dashboard/invoices', label: 'Invoices', icon: FileText },
    { to: '/dashboard/add-new-post', label: 'Add New Post', icon: SquarePlus },
    { to: '/dashboard/users', label: 'Users', icon: UsersRound },
    { to: '/dashboard/manage-reviews', label: 'Reviews', icon: MessageSquareText },
    { to: '/dashboard/outbox', label: 'Outbox', icon: Mail },
    { to: '/dashboard/sales-channels', label: 'Sales channels', icon: Share2 },
    { to: '/dashboard/analytics', label: 'Analytics', icon: ChartLine },
    { to: '/dashboard/gift-cards', label: 'Gift cards', icon: Gift },
    { to: '/dashboard/shipping', label: 'Shipping', icon: Truck },
    { to: '/dashboard/promotions', label: 'Promotions', icon: BadgePercent },
    { to: '/dashboard/activity', label: 'Activity', icon: History },
    { to: '/dashboard/settings', label: 'Settings', icon: Settings },
    { to: '/dashboard/pages', label: 'Pages', icon: ScrollText },
  ],
  user: [
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/dashboard/profile', label: 'Profile', icon: UserRound },
    { to: '/dashboard/payments', label: 'Payments', icon: CreditCard },
    { to: '/dashboard/orders', label: 'Orders', icon: ShoppingBag },
    { to: '/dashboard/reviews', label: 'Reviews', icon: MessageSquareText },
    { to: '/wishlist', label: 'Wishlist', icon: Heart },
  ],
};

export function isKnownRole(role: string): role is Role {
  return Object.hasOwn(DASHBOARD_LINKS, role);
}
