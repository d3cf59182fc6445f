// Fields of an audit entry as a person reads them: "Old price: $45.00", "Sizes: S 2, M 0", not raw JSON.
import { formatPrice } from '@atelier/domain';

const FIELD_LABELS: Record<string, string> = {
  oldPrice: 'Old price',
  orderId: 'Payment reference',
};
const MONEY_FIELDS = new Set(['price', 'oldPrice', 'amount']);

/** "oldPrice" → "Old price"; a field without a label of its own is split at its capitals. */
export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function isSizeList(value: unknown): value is { size: string; stock: number }[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'size' in entry);
}

export function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatPrice(value);
  if (isSizeList(value)) return value.length === 0 ? 'One size' : value.map(({ size, stock }) => `${size} ${stock}`).join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
