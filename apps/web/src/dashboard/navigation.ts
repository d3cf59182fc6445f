// The dashboard sidebar of each role (SPEC §2), in the spec's order; the admin's Outbox and Activity come after the spec's links.
import type { Role } from '@atelier/domain';
import {
  ClipboardList,
  CreditCard,
  History,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Package,
  ShoppingBag,
  SquarePlus,
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
    { to: '/dashboard/add-new-post', label: 'Add New Post', icon: SquarePlus },
    { to: '/dashboard/users', label: 'Users', icon: UsersRound },
    { to: '/dashboard/outbox', label: 'Outbox', icon: Mail },
    { to: '/dashboard/activity', label: 'Activity', icon: History },
  ],
  user: [
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/dashboard/profile', label: 'Profile', icon: UserRound },
    { to: '/dashboard/payments', label: 'Payments', icon: CreditCard },
    { to: '/dashboard/orders', label: 'Orders', icon: ShoppingBag },
    { to: '/dashboard/reviews', label: 'Reviews', icon: MessageSquareText },
  ],
};

export function isKnownRole(role: string): role is Role {
  return Object.hasOwn(DASHBOARD_LINKS, role);
}
