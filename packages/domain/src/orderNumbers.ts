// The number people call an order by ("#1042"). Kept apart from the zod schemas, so the storefront's pages that show
// it do not bundle zod.

/** `#1042`: how every screen and mail writes an order's number. */
export function formatOrderNumber(number: number): string {
  return `#${number}`;
}

/** The number in what a person typed to find an order, `1042` or `#1042`; null when it names no order number. */
export function orderNumberOf(typed: string): number | null {
  const digits = typed.trim().replace(/^#\s*/, '');
  // Nine digits at most: a PostgreSQL integer, and far more orders than a shop will take.
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}
