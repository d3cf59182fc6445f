// What an action the store sees counts as for the shop's analytics: a product added to the cart, a search and how much
// it found, a product saved, an alert asked for, a discount code accepted or refused. A checkout opened the shop counts
// itself, as the page leaves for the payment page when it opens. Reads action types and RTK Query's endpoint names only.
// Loaded by analyticsMiddleware when the first such action comes.
import type { Beacon, Size } from '@atelier/domain';

export interface SeenAction {
  type: string;
  payload?: unknown;
  meta?: { arg?: { endpointName?: string; originalArgs?: unknown } };
}

const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

function cartAddition(payload: unknown): Beacon | null {
  const productId = field(payload, '_id');
  const price = field(payload, 'price');
  if (typeof productId !== 'string' || typeof price !== 'number') return null;
  const size = field(payload, 'size');
  return {
    type: 'add_to_cart',
    productId,
    quantity: 1,
    value: price,
    ...(typeof size === 'string' ? { size: size as Size } : {}),
  };
}

/** What an answer of the data layer counts as, by its endpoint; null for most. */
function answered(endpoint: string | undefined, args: unknown, payload: unknown, refused: boolean): Beacon | null {
  const code = field(args, 'code');
  if (endpoint === 'applyDiscountCode' && typeof code === 'string' && code.trim()) {
    const accepted = !refused && field(payload, 'code') !== null;
    return { type: accepted ? 'code_applied' : 'code_refused', query: code.trim() };
  }
  if (refused) return null;
  const query = field(args, 'q');
  const found = field(payload, 'totalProducts');
  if (endpoint === 'getProducts' && typeof query === 'string' && query.trim() && typeof found === 'number') {
    return { type: 'search', query: query.trim(), resultCount: found };
  }
  if (endpoint === 'saveToWishlist' && typeof args === 'string') return { type: 'wishlist_add', productId: args };
  const productId = field(args, 'productId');
  if (endpoint === 'requestStockAlert' && typeof productId === 'string') return { type: 'alert_asked', productId };
  return null;
}

export function beaconOf(action: SeenAction): Beacon | null {
  if (action.type === 'cart/addToCart') return cartAddition(action.payload);
  const done = action.type.endsWith('/fulfilled');
  if (!done && !action.type.endsWith('/rejected')) return null;
  return answered(action.meta?.arg?.endpointName, action.meta?.arg?.originalArgs, action.payload, !done);
}
