// Money is integer cents inside the shop; the API and the screens show dollars.
import { TAX_RATE } from './constants.ts';

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

/**
 * Tax on a subtotal, rounded half up to the cent: the shop's one rounding rule. Worked in whole numbers (the rate in
 * hundredths of a percent), so a half cent is never lost to floating point.
 */
export function taxCents(subtotalCents: number, taxRate: number): number {
  const rateBasisPoints = Math.round(taxRate * 10_000);
  return Math.floor((subtotalCents * rateBasisPoints + 5_000) / 10_000);
}

export interface PricedQuantity {
  priceCents: number;
  quantity: number;
}

export interface TotalsCents {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** The totals of a cart or an order, in cents: what the screens show and what the shop charges. */
export function totalsCents(lines: readonly PricedQuantity[], taxRate = TAX_RATE): TotalsCents {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const tax = taxCents(subtotalCents, taxRate);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
