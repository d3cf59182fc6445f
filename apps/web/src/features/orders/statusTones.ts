// The spec gives order statuses a different palette on each screen (SPEC §4); each screen picks its own here.
import type { BadgeTone } from '../../components/Badge';

/** The customer's order list: completed green, pending red, processing blue, anything else indigo. */
export function orderListTone(status: string): BadgeTone {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'danger';
  if (status === 'processing') return 'info';
  return 'indigo';
}

/** The payments list: completed green, pending red, processing yellow. */
export function paymentTone(status: string): BadgeTone {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'danger';
  if (status === 'processing') return 'warning';
  return 'light';
}

/** The admin's orders table: pending yellow, processing blue, shipped green, completed grey, anything else light grey. */
export function adminOrderTone(status: string): BadgeTone {
  if (status === 'pending') return 'warning';
  if (status === 'processing') return 'info';
  if (status === 'shipped') return 'success';
  if (status === 'completed') return 'neutral';
  return 'light';
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
