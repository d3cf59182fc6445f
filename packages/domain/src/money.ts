// Money is integer cents inside the shop; the API and the screens show dollars.

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** `$12.50`: a $ prefix and two decimals, as every price is shown. */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** Tax on a subtotal, rounded to the cent. */
export function taxCents(subtotalCents: number, taxRate: number): number {
  return Math.round(subtotalCents * taxRate);
}
