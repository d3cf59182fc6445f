// The tax a price holds when the shop's prices include it: the server's tax lines (one per rate) summed, shown as
// "Includes €20.00 VAT". The server works every figure out; the screens only add its lines up, in cents.
import { toCents, toDollars } from '@atelier/domain';

/** One rate of an order's or a cart's tax: the rate in percent, the taxed base and the tax, in major units. */
export interface TaxLine {
  rate: number;
  base: number;
  tax: number;
}

/** What the server's totals say of their tax; an API that says nothing runs the spec's shop (tax added, in dollars). */
export interface TaxedTotals {
  taxIncluded?: boolean;
  taxLines?: TaxLine[];
  currency?: string;
}

/** The tax of "Includes €20.00 VAT": the sum of the tax lines, in major units. */
export function includedTaxAmount(taxLines: readonly TaxLine[]): number {
  return toDollars(taxLines.reduce((sum, line) => sum + toCents(line.tax), 0));
}
