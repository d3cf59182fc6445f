// Business constants of the shop (SPEC §9), shared by server and browser.
import { MAX_PRICE_MINOR_UNITS } from './priceCaps.ts';

export const TAX_RATE = 0.05;
export const MAX_LINE_QUANTITY = 99;
/** What one checkout may hold unless the shop sets MAX_QUANTITY_PER_LINE / MAX_LINES_PER_CHECKOUT: the cart stops here too. */
export const MAX_QUANTITY_PER_LINE = 10;
export const MAX_LINES_PER_CHECKOUT = 20;
/** The most lines a checkout request may carry at all, whatever the shop's own limit. */
export const MAX_CART_LINES = 100;

export const SHOP_PAGE_SIZE = 8;
export const DEFAULT_API_PAGE_SIZE = 10;
export const MAX_API_PAGE_SIZE = 100;
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const STATS_MONTHS = 12;

export const HOME_TRENDING_INITIAL = 8;
export const HOME_TRENDING_STEP = 4;

/** Upper bound for a price in the dollar shop, exclusive: $100,000; every currency's is in priceCaps.ts. */
export const MAX_PRICE_CENTS = MAX_PRICE_MINOR_UNITS;

export const CATEGORIES = ['accessories', 'dress', 'jewellery', 'cosmetics'] as const;
export type Category = (typeof CATEGORIES)[number];

export const COLORS = ['black', 'red', 'gold', 'blue', 'silver', 'beige', 'green'] as const;
export type Color = (typeof COLORS)[number];

/** The fixed size scale of sized products (dresses), smallest first. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export type Size = (typeof SIZES)[number];

/** Upper bound for the stock of one product or size. */
export const MAX_STOCK = 1_000_000;
/** 'Only N left' on the product page at this many or fewer; 'Low stock' in the admin's table at LOW_STOCK or fewer. */
export const FEW_LEFT = 5;
export const LOW_STOCK = 3;

/** The four steps of an order's timeline, the statuses an admin sets. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed'] as const;
export type OrderStep = (typeof ORDER_STATUSES)[number];
/** Where an order ends when its payment goes back: only a refund or a cancellation puts it there. */
export const CLOSED_ORDER_STATUSES = ['refunded', 'cancelled'] as const;
export type ClosedOrderStatus = (typeof CLOSED_ORDER_STATUSES)[number];
export type OrderStatus = OrderStep | ClosedOrderStatus;

export function isClosedOrderStatus(status: OrderStatus): status is ClosedOrderStatus {
  return (CLOSED_ORDER_STATUSES as readonly string[]).includes(status);
}

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The spec's price filter ranges, in dollars; `max` undefined means no upper bound. Other currencies: priceRanges.ts. */
export const PRICE_RANGES = [
  { label: 'All', min: 0, max: undefined },
  { label: 'Under $50', min: 0, max: 50 },
  { label: '$50 - $100', min: 50, max: 100 },
  { label: '$100 - $200', min: 100, max: 200 },
  { label: '$200 and above', min: 200, max: undefined },
] as const;

export const RATING_MAX = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What a demo shop says on every page and on its payment page. Here, away from the zod schemas, because the
 * storefront shows it and must not bundle zod (its eval probe breaks the page's CSP). */
export const DEMO_PAYMENTS_NOTICE = 'This is a demo shop: no real payment is taken.';

/** The packing slips' answer's header that says how many orders the file holds. Here, away from the zod schemas, as
 * the dashboard reads it. */
export const PACKING_SLIPS_COUNT_HEADER = 'x-packing-slips';
