// Cart arithmetic of SPEC §4, used by the cart slice and shown in the order summary.
import { TAX_RATE } from './constants.ts';

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

export function cartTotals(lines: readonly CartTotalsInput[], taxRate = TAX_RATE): CartTotals {
  const selectedItems = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalPrice = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
  const tax = totalPrice * taxRate;
  return { selectedItems, totalPrice, tax, grandTotal: totalPrice + tax };
}
