// What an action was done to, named as an admin knows it (a product's name, a customer's email), with its kind
// and the start of its id.
import type { AuditEntry } from '@atelier/domain';

const SUBJECT_NAMES: Record<AuditEntry['subject']['type'], string> = {
  product: 'Product',
  order: 'Order',
  user: 'User',
  import: 'Import',
  settings: 'Settings',
  page: 'Page',
  review: 'Review',
  mail: 'Mail',
  return: 'Return',
  shippingZone: 'Shipping zone',
  shippingMethod: 'Delivery method',
  promotion: 'Promotion',
  channels: 'Sales channels',
  giftCard: 'Gift card',
};

export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const { type, id, label } = entry.subject;
  const reference = `${SUBJECT_NAMES[type]} ${id.slice(0, 8)}`;
  return (
    <span className="flex flex-col">
      <span className="font-medium text-ink">{label || reference}</span>
      {label ? <span className="text-xs text-muted">{reference}</span> : null}
    </span>
  );
}
