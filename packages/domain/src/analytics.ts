// What the storefront's beacon sends to POST /api/events, and what the Analytics screen reads back (decision 560).
import { z } from 'zod';
import { SIZES } from './constants.ts';

/** The kinds of page a page view counts, from the web app's route. */
export const PAGE_TYPES = ['home', 'listing', 'product', 'search', 'cart', 'checkout', 'success', 'page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The beacon types a page may send; `order_paid` is written by the server when an order is paid, never by a page. */
export const BEACON_TYPES = [
  'pageview',
  'product_view',
  'add_to_cart',
  'checkout_started',
  'search',
  'wishlist_add',
  'alert_asked',
  'code_applied',
  'code_refused',
] as const;
export type BeaconType = (typeof BEACON_TYPES)[number];

const shortText = (max: number) => z.string().trim().min(1).max(max);
const productId = z.uuid();
const count = z.number().int().min(0).max(1_000_000);

/** A beacon: its type and what that type carries; anything else it carries is dropped. */
export const beaconSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pageview'),
    /** The address as the browser shows it, query string included (its utm_* parameters are kept, the rest dropped). */
    path: shortText(1000),
    pageType: z.enum(PAGE_TYPES).optional(),
    referrer: z.string().max(1000).optional(),
  }),
  z.object({ type: z.literal('product_view'), productId }),
  z.object({
    type: z.literal('add_to_cart'),
    productId,
    size: z.enum(SIZES).optional(),
    quantity: z.number().int().min(1).max(1000),
    /** In the shop's currency's major units, as every price of the API. */
    value: z.number().min(0).max(1_000_000),
  }),
  z.object({ type: z.literal('checkout_started'), value: z.number().min(0).max(10_000_000).optional() }),
  z.object({ type: z.literal('search'), query: shortText(200), resultCount: count }),
  z.object({ type: z.literal('wishlist_add'), productId }),
  z.object({ type: z.literal('alert_asked'), productId }),
  z.object({ type: z.literal('code_applied'), query: shortText(100) }),
  z.object({ type: z.literal('code_refused'), query: shortText(100) }),
]);
export type Beacon = z.infer<typeof beaconSchema>;

/** The five steps of the funnel, in order. */
export const FUNNEL_STEPS = ['visitors', 'product views', 'add to cart', 'checkout started', 'paid'] as const;

export const analyticsRangeSchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to' })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 3 * 366 * 86_400_000, {
    message: 'A range is at most three years',
  });
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

export const searchReportSchema = analyticsRangeSchema.and(z.object({ zeroResults: z.enum(['true', 'false']).optional() }));

export interface AnalyticsFigures {
  visitors: number;
  pageviews: number;
  orders: number;
  revenue: number;
  /** Orders per visitor, 0 to 1. */
  conversionRate: number;
  averageOrderValue: number;
  funnel: { step: (typeof FUNNEL_STEPS)[number]; count: number }[];
  /** Each day of the range, for the charts. */
  days: { day: string; visitors: number; pageviews: number; orders: number; revenue: number }[];
}

export interface AnalyticsSummary extends AnalyticsFigures {
  previous: AnalyticsFigures;
}

export interface TopPage {
  path: string;
  pageviews: number;
  visitors: number;
}
export interface TopProduct {
  productId: string;
  name: string | null;
  views: number;
  addsToCart: number;
  orders: number;
}
export interface Referrer {
  source: string;
  campaign: string | null;
  visitors: number;
}
export interface SearchTerm {
  query: string;
  searches: number;
  resultCount: number;
}
export interface DeviceRow {
  device: 'phone' | 'tablet' | 'desktop' | 'unknown';
  pageviews: number;
  visitors: number;
}
export interface CountryRow {
  /** ISO 3166-1 alpha-2, from the browser's language; `unknown` when it names no region. */
  country: string;
  pageviews: number;
  visitors: number;
}
/** Checkouts opened on a day and never paid (expired or given up), and what they would have charged. */
export interface AbandonedCheckoutDay {
  day: string;
  checkouts: number;
  value: number;
}
export interface DiscountCodeRow {
  code: string;
  applied: number;
  refused: number;
  /** Paid orders that used the code in the period, and what they were paid. */
  orders: number;
  revenue: number;
}
