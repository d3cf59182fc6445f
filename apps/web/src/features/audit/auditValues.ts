// Fields of an audit entry as a person reads them: "Old price: $45.00", "Sizes: S 2, M 0", not raw JSON.
const FIELD_LABELS: Record<string, string> = {
  oldPrice: 'Old price',
  orderId: 'Payment reference',
};
const MONEY_FIELDS = new Set(['price', 'oldPrice', 'amount']);
/** The order fields are read in: what names a thing first, long text last; a field not listed comes after these. */
const FIELD_ORDER = [
  'name',
  'username',
  'email',
  'role',
  'status',
  'orderId',
  'amount',
  'category',
  'color',
  'price',
  'oldPrice',
  'stock',
  'sizes',
  'image',
  'description',
];

/** The fields of an entry's before and after, each once, in reading order. */
export function fieldsOf(...sides: (Record<string, unknown> | null)[]): string[] {
  const fields = [...new Set(sides.flatMap((side) => Object.keys(side ?? {})))];
  const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return fields.sort((a, b) => rank(a) - rank(b));
}

/** "oldPrice" → "Old price"; a field without a label of its own is split at its capitals. */
export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function isSizeList(value: unknown): value is { size: string; stock: number }[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'size' in entry);
}

/** A field's value as a person reads it; an amount of money in the shop's currency, by `formatPrice`. */
export function fieldValue(field: string, value: unknown, formatPrice: (amount: number) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatPrice(value);
  // A picture is named by the start of its file name: the whole path says nothing more to a person.
  if (field === 'image' && typeof value === 'string') return `Picture ${value.split('/').pop()?.slice(0, 8)}`;
  if (isSizeList(value)) return value.length === 0 ? 'One size' : value.map(({ size, stock }) => `${size} ${stock}`).join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
