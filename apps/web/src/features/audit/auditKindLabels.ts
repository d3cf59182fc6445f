import type { AuditKind } from '@atelier/domain';
import type { BadgeTone } from '../../components/Badge';

/** How the Activity page names each kind of admin action, and the colour of its badge. */
export const AUDIT_KIND_LABELS: Record<AuditKind, { label: string; tone: BadgeTone }> = {
  'product.created': { label: 'Product created', tone: 'success' },
  'product.changed': { label: 'Product changed', tone: 'info' },
  'product.deleted': { label: 'Product deleted', tone: 'danger' },
  'order.statusChanged': { label: 'Order status changed', tone: 'indigo' },
  'order.refunded': { label: 'Order refunded', tone: 'warning' },
  'order.deleted': { label: 'Order deleted', tone: 'danger' },
  'user.roleChanged': { label: 'Role changed', tone: 'warning' },
  'user.deleted': { label: 'User deleted', tone: 'danger' },
  'products.imported': { label: 'Products imported', tone: 'success' },
};
