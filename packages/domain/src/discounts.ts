// The arithmetic of a promotion's discount, in integer cents, worked out the same way by the server (what is charged
// and refunded) and the screens (what is shown). Zod-free: the storefront shows it. Decision 360 explains the spreading.
import type { Category } from './constants.ts';
import { TAX_RATE } from './constants.ts';
import { taxCents } from './money.ts';
import { DEFAULT_TAX_RATE, EXCLUDING_TAX, type TaxMode, taxLinesCents, taxTotalCents } from './tax.ts';

export const PROMOTION_KINDS = ['percentage', 'fixed', 'free_shipping'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const MIN_PERCENTAGE_OFF = 1;
export const MAX_PERCENTAGE_OFF = 90;

/** What a promotion takes off: `valueCents` is the amount of a `fixed` one; `percent` that of a `percentage` one. */
export interface DiscountTerms {
  kind: PromotionKind;
  /** Whole percent (1–90) for `percentage`, cents for `fixed`, unused for `free_shipping`. */
  value: number;
  /** The categories the discount applies to; every product when empty. */
  categories: readonly Category[];
}

export interface DiscountableLine {
  priceCents: number;
  quantity: number;
  category: Category;
}

export interface DiscountCents {
  /** The discount of each line, in the order given; 0 for a line the promotion does not cover. */
  lineDiscountsCents: number[];
  /** What comes off the lines: the sum of `lineDiscountsCents`. */
  linesDiscountCents: number;
  /** What comes off the delivery (a `free_shipping` promotion). */
  shippingDiscountCents: number;
  /** Everything taken off: lines and delivery. */
  totalDiscountCents: number;
}

export function appliesToCategory(terms: Pick<DiscountTerms, 'categories'>, category: Category): boolean {
  return terms.categories.length === 0 || terms.categories.includes(category);
}

/** The cents a line costs before any discount. */
export function lineTotalCents(line: Pick<DiscountableLine, 'priceCents' | 'quantity'>): number {
  return line.priceCents * line.quantity;
}

/**
 * Spreads `discountCents` over lines in proportion to their totals: each line gets its share rounded down, and the
 * cents left over go to the largest line (then the next largest, should a line be too small to take them), so the
 * lines add up to the discount exactly and no line is discounted below nothing.
 */
export function spreadCents(discountCents: number, lineTotals: readonly number[]): number[] {
  const base = lineTotals.reduce((sum, total) => sum + total, 0);
  if (base === 0 || discountCents <= 0) return lineTotals.map(() => 0);
  const owed = Math.min(discountCents, base);
  const shares = lineTotals.map((total) => Math.floor((owed * total) / base));
  let left = owed - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = lineTotals
    .map((total, index) => ({ total, index }))
    .sort((a, b) => b.total - a.total || a.index - b.index);
  for (const { total, index } of largestFirst) {
    if (left === 0) break;
    const room = total - (shares[index] ?? 0);
    const given = Math.min(room, left);
    shares[index] = (shares[index] ?? 0) + given;
    left -= given;
  }
  return shares;
}

/** Half a cent and up rounds up, in whole numbers. */
function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** The discount a promotion gives on these lines (and on a delivery costing `shippingCents`). */
export function discountCents(terms: DiscountTerms, lines: readonly DiscountableLine[], shippingCents = 0): DiscountCents {
  const coveredTotals = lines.map((line) => (appliesToCategory(terms, line.category) ? lineTotalCents(line) : 0));
  const coveredCents = coveredTotals.reduce((sum, total) => sum + total, 0);
  let linesDiscount = 0;
  if (terms.kind === 'percentage') linesDiscount = percentOfCents(coveredCents, terms.value);
  else if (terms.kind === 'fixed') linesDiscount = Math.min(terms.value, coveredCents);
  const lineDiscountsCents = spreadCents(linesDiscount, coveredTotals);
  const shippingDiscountCents = terms.kind === 'free_shipping' && coveredCents > 0 ? shippingCents : 0;
  return {
    lineDiscountsCents,
    linesDiscountCents: linesDiscount,
    shippingDiscountCents,
    totalDiscountCents: linesDiscount + shippingDiscountCents,
  };
}

export interface DiscountedTotalsCents {
  subtotalCents: number;
  discountCents: number;
  /** 5 % of the subtotal after the discount, to the cent. */
  taxCents: number;
  totalCents: number;
}

/** The totals of lines whose discounts are known: tax on the subtotal after the discount. */
export function discountedTotalsCents(
  lines: readonly Pick<DiscountableLine, 'priceCents' | 'quantity'>[],
  lineDiscountsCents: readonly number[],
  taxRate = TAX_RATE,
): DiscountedTotalsCents {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const discount = lineDiscountsCents.reduce((sum, cents) => sum + cents, 0);
  const tax = taxCents(subtotalCents - discount, taxRate);
  return { subtotalCents, discountCents: discount, taxCents: tax, totalCents: subtotalCents - discount + tax };
}

export interface DiscountCandidate<T> {
  promotion: T;
  /** Whether the shopper entered it; otherwise an automatic promotion. */
  entered: boolean;
  amountOffCents: number;
}

/**
 * One discount per order (decision 355): the candidate taking the most off. On a tie the automatic promotion wins, so a
 * code (and a customer's once-only use of it) is never spent for nothing. An automatic promotion taking nothing off is never chosen.
 */
export function bestDiscount<T>(candidates: readonly DiscountCandidate<T>[]): DiscountCandidate<T> | undefined {
  let best: DiscountCandidate<T> | undefined;
  for (const candidate of candidates) {
    if (candidate.amountOffCents < 0 || (candidate.amountOffCents === 0 && !candidate.entered)) continue;
    if (
      !best ||
      candidate.amountOffCents > best.amountOffCents ||
      (candidate.amountOffCents === best.amountOffCents && best.entered && !candidate.entered)
    ) {
      best = candidate;
    }
  }
  return best;
}

/** A line of a paid order as refunds see it: what one unit cost, how many were bought, the line's share of the discount. */
export interface PaidLineCents {
  priceCents: number;
  quantity: number;
  discountCents: number;
  /** The rate the line was taxed at, a percentage; orders placed before the shop had tax settings paid the spec's 5 %. */
  taxRate?: number;
}

/**
 * What was paid for the first `units[i]` units of each line: their price less their share of the discount, plus the
 * tax of each rate when prices exclude it (already inside them when they include it).
 */
export function paidForCents(lines: readonly PaidLineCents[], units: readonly number[], mode: TaxMode = EXCLUDING_TAX): number {
  const amounts = lines.map((line, index) => {
    const count = Math.min(units[index] ?? 0, line.quantity);
    const discountShare = Math.floor((line.discountCents * count) / line.quantity);
    return { amountCents: line.priceCents * count - discountShare, rate: line.taxRate ?? DEFAULT_TAX_RATE };
  });
  const netCents = amounts.reduce((sum, amount) => sum + amount.amountCents, 0);
  return mode.pricesIncludeTax ? netCents : netCents + taxTotalCents(taxLinesCents(amounts, mode));
}

/**
 * The cents that refunding `requested` units of each line gives back once `refundedBefore` units were refunded: what
 * was paid for everything refunded after, less what was paid for everything refunded before. Refunds in any order and
 * any split so add up to what the order cost, never a cent more.
 */
export function discountedRefundCents(
  lines: readonly PaidLineCents[],
  refundedBefore: readonly number[],
  requested: readonly number[],
  mode: TaxMode = EXCLUDING_TAX,
): number {
  const after = lines.map((_, index) => (refundedBefore[index] ?? 0) + (requested[index] ?? 0));
  return paidForCents(lines, after, mode) - paidForCents(lines, refundedBefore, mode);
}
