// Money is integer cents inside the shop; the API and the screens show dollars.
import { TAX_RATE } from './constants.ts';
import { FALLBACK_CURRENCY, formatMoney } from './moneyFormat.ts';

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** Dollars as the shop's screens show them; fixed to `en-US` so the server's page and the browser's agree. */
const usDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$12.50`, `$15,788.85`: a $ prefix, thousands grouped, two decimals, as every price is shown. */
export function formatPrice(dollars: number): string {
  return usDollars.format(dollars);
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

/**
 * What a product page shows beside a reduction (the EU's rule): the lowest price of the 30 days before it. Here, with
 * no schema beside it, so a page showing it loads no validation library.
 */
export function lowestPriceText(lowestDollars: number, currency = FALLBACK_CURRENCY): string {
  return `Lowest price in the last 30 days: ${formatMoney(lowestDollars, currency)}`;
}
