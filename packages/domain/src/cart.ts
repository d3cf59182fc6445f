// Cart arithmetic of SPEC §4, used by the cart slice and shown in the order summary.
import { TAX_RATE } from './constants.ts';
import { toCents, toDollars, totalsCents } from './money.ts';

export interface CartTotalsInput {
  price: number;
  quantity: number;
}

export interface CartTotals {
  selectedItems: number;
  totalPrice: number;
  tax: number;
  grandTotal: number;
}

/** The cart's totals in dollars, worked out in cents exactly as the checkout charges them (tax rounded to the cent). */
export function cartTotals(lines: readonly CartTotalsInput[], taxRate = TAX_RATE): CartTotals {
  const selectedItems = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = totalsCents(
    lines.map((line) => ({ priceCents: toCents(line.price), quantity: line.quantity })),
    taxRate,
  );
  return {
    selectedItems,
    totalPrice: toDollars(totals.subtotalCents),
    tax: toDollars(totals.taxCents),
    grandTotal: toDollars(totals.totalCents),
  };
}
