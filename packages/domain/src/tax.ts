// Tax as the shop's settings make it: a rate per delivery zone (with category overrides), prices entered excluding tax
// (added at checkout, the spec's shop) or including it (VAT is a share of the price). Worked in whole minor units and
// thousandths of a percent, rounded half up once per rate: decision record 505 says why.
import type { Category } from './constants.ts';
import { type Currency, toMajorUnits } from './currencies.ts';

/** Rates are percentages from 0 to 100 with at most three decimals (19, 7.7, 5.5). */
export const MAX_TAX_RATE = 100;
/** The spec's shop: 5 % added to the goods. */
export const DEFAULT_TAX_RATE = 5;

/** What a delivery zone charges: its rate, and another for some categories (children's clothing at 0 % in the UK). */
export interface ZoneTaxRates {
  taxRate: number;
  categoryTaxRates: Partial<Record<Category, number>>;
}

/** How the owner enters prices: excluding tax (the spec's shop) or including it. */
export interface TaxMode {
  pricesIncludeTax: boolean;
}

export const EXCLUDING_TAX: TaxMode = { pricesIncludeTax: false };

/** One line of an order's tax: every amount taxed at `rate`, what it was taxed on and the tax, in minor units. */
export interface TaxLineCents {
  rate: number;
  baseCents: number;
  taxCents: number;
}

/** One rate of an order's tax as the API shows it: what was taxed at `rate` and the tax, in major units. */
export interface TaxLine {
  rate: number;
  base: number;
  tax: number;
}

export function toTaxLines(taxLines: readonly TaxLineCents[], currency: Currency): TaxLine[] {
  return taxLines.map((line) => ({
    rate: line.rate,
    base: toMajorUnits(line.baseCents, currency),
    tax: toMajorUnits(line.taxCents, currency),
  }));
}

/** An amount after discounts, as priced (with or without tax, by the shop's mode), and the rate it is taxed at. */
export interface TaxableAmountCents {
  amountCents: number;
  rate: number;
}

const NO_RATES: ZoneTaxRates = { taxRate: 0, categoryTaxRates: {} };

/** A rate in whole thousandths of a percent: 19 → 19000, 7.7 → 7700. */
function rateThousandths(rate: number): number {
  return Math.round(rate * 1000);
}

/** numerator / denominator, half up, for non-negative whole numbers. */
function halfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Tax added to a net amount: 5 % of 190 cents is 10 (9.5 rounded up). */
export function taxOnNetCents(netCents: number, rate: number): number {
  return halfUp(netCents * rateThousandths(rate), 100_000);
}

/** The tax a gross amount holds: €120.00 at 19 % holds €19.16 (120 × 19 / 119). */
export function taxWithinGrossCents(grossCents: number, rate: number): number {
  const thousandths = rateThousandths(rate);
  return halfUp(grossCents * thousandths, 100_000 + thousandths);
}

/** The rate a product of `category` is taxed at in a zone; a shop without the zone taxes nothing. */
export function rateFor(zone: ZoneTaxRates | null, category: Category): number {
  const rates = zone ?? NO_RATES;
  return rates.categoryTaxRates[category] ?? rates.taxRate;
}

/**
 * What one unit costs delivered where `rate` applies. Excluding tax: its price, tax added later. Including tax: its
 * price wherever a positive rate applies; where none does (an export), its price less the home country's VAT.
 */
export function destinationPriceCents(priceCents: number, mode: TaxMode, rate: number, homeRate: number): number {
  if (!mode.pricesIncludeTax || rate > 0) return priceCents;
  return priceCents - taxWithinGrossCents(priceCents, homeRate);
}

/**
 * The tax lines of amounts: one per rate, highest rate first, the tax rounded once on the rate's whole base, so one
 * rate gives exactly the tax of its total (the spec's 5 % of the subtotal). Excluding tax the base is the amounts and
 * the tax is added; including tax the tax is the share the amounts hold and the base what is left.
 */
export function taxLinesCents(amounts: readonly TaxableAmountCents[], mode: TaxMode): TaxLineCents[] {
  const byRate = new Map<number, number>();
  for (const { amountCents, rate } of amounts) byRate.set(rate, (byRate.get(rate) ?? 0) + amountCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, amountCents]) => {
      if (!mode.pricesIncludeTax) return { rate, baseCents: amountCents, taxCents: taxOnNetCents(amountCents, rate) };
      const tax = taxWithinGrossCents(amountCents, rate);
      return { rate, baseCents: amountCents - tax, taxCents: tax };
    });
}

export function taxTotalCents(taxLines: readonly TaxLineCents[]): number {
  return taxLines.reduce((sum, line) => sum + line.taxCents, 0);
}

/** A line priced for its destination, its share of the discount and its rate there. */
export interface TaxedLineCents {
  priceCents: number;
  quantity: number;
  discountCents: number;
  rate: number;
}

export interface TaxedOrderInput extends TaxMode {
  lines: readonly TaxedLineCents[];
  /** The delivery charged, after any free-delivery promotion. */
  shippingCents: number;
  /** The rate delivery is taxed at; null when the shop does not tax delivery. */
  shippingRate: number | null;
}

export interface TaxedTotalsCents {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** Added to the total when prices exclude tax; already inside it when they include it. */
  taxCents: number;
  totalCents: number;
  taxIncluded: boolean;
  taxLines: TaxLineCents[];
}

/** An order's totals: goods less their discounts, delivery, and the tax of both split by rate. */
export function taxedTotalsCents(input: TaxedOrderInput): TaxedTotalsCents {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const discountCents = input.lines.reduce((sum, line) => sum + line.discountCents, 0);
  const amounts = input.lines.map((line) => ({
    amountCents: line.priceCents * line.quantity - line.discountCents,
    rate: line.rate,
  }));
  if (input.shippingRate !== null && input.shippingCents > 0) {
    amounts.push({ amountCents: input.shippingCents, rate: input.shippingRate });
  }
  const taxLines = taxLinesCents(amounts, input);
  const taxCents = taxTotalCents(taxLines);
  const chargedCents = subtotalCents - discountCents + input.shippingCents;
  return {
    subtotalCents,
    discountCents,
    shippingCents: input.shippingCents,
    taxCents,
    totalCents: input.pricesIncludeTax ? chargedCents : chargedCents + taxCents,
    taxIncluded: input.pricesIncludeTax,
    taxLines,
  };
}

/** Everything a price needs to be taxed where it ships: the shop's mode and the rates of the destination and of home. */
export interface Taxation extends TaxMode {
  taxShipping: boolean;
  /** The zone the goods ship to; null when the shop has none. */
  destination: ZoneTaxRates | null;
  /** The zone of the shop's own country, whose VAT an export does not pay; null when none holds it. */
  home: ZoneTaxRates | null;
}

/** A line priced for where it ships, with the rate it pays there. */
export function taxedForDestination<T extends { priceCents: number; category: Category }>(
  line: T,
  taxation: Taxation,
): T & { taxRate: number } {
  const rate = rateFor(taxation.destination, line.category);
  const priceCents = destinationPriceCents(line.priceCents, taxation, rate, rateFor(taxation.home, line.category));
  return { ...line, priceCents, taxRate: rate };
}

/** The rate delivery pays where it goes; null when the shop does not tax delivery. */
export function shippingTaxRateOf(taxation: Taxation): number | null {
  return taxation.taxShipping ? (taxation.destination?.taxRate ?? 0) : null;
}

/** How a payment page names an order's tax: "Tax (5%)", "Tax (20%, 5.5%)". */
export function taxLabelOf(taxLines: readonly Pick<TaxLineCents, 'rate'>[]): string {
  const rates = taxLines.filter((line) => line.rate > 0).map((line) => `${line.rate}%`);
  return rates.length > 0 ? `Tax (${rates.join(', ')})` : 'Tax';
}
