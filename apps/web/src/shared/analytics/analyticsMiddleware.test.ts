import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsMiddleware } from './analyticsMiddleware';

const sent: unknown[] = [];

function dispatch(action: unknown) {
  const next = vi.fn();
  analyticsMiddleware({ dispatch: vi.fn(), getState: vi.fn() })(next)(action);
  expect(next).toHaveBeenCalledWith(action);
}

/** The beacons sent, once the code that reads what counts has run for every action dispatched. */
async function counted() {
  await import('./beacons');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent;
}

function answer(endpointName: string, originalArgs: unknown, payload: unknown, outcome: 'fulfilled' | 'rejected' = 'fulfilled') {
  return { type: `api/executeQuery/${outcome}`, payload, meta: { arg: { endpointName, originalArgs } } };
}

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: string) => sent.push(JSON.parse(body)) });
});
afterEach(() => vi.unstubAllGlobals());

describe('what the storefront counts', () => {
  it('counts a product added to the cart with its size and price', async () => {
    dispatch({ type: 'cart/addToCart', payload: { _id: 'p1', name: 'Coat', price: 120, size: 'M' } });
    expect(await counted()).toEqual([{ type: 'add_to_cart', productId: 'p1', quantity: 1, value: 120, size: 'M' }]);
  });

  it('counts a search with how much it found, and a code the shop took or refused', async () => {
    dispatch(answer('getProducts', { q: 'velvet' }, { products: [], totalProducts: 0 }));
    dispatch(answer('getProducts', { category: 'Dresses' }, { products: [], totalProducts: 3 }));
    dispatch(answer('applyDiscountCode', { code: 'WINTER' }, { code: 'WINTER', discount: 5 }));
    dispatch(answer('applyDiscountCode', { code: 'NOPE' }, { message: 'Unknown code' }, 'rejected'));
    expect(await counted()).toEqual([
      { type: 'search', query: 'velvet', resultCount: 0 },
      { type: 'code_applied', query: 'WINTER' },
      { type: 'code_refused', query: 'NOPE' },
    ]);
  });

  it('counts a product saved and an alert asked for, and nothing else: the shop counts a checkout it opens', async () => {
    dispatch(answer('createCheckoutSession', { products: [] }, { id: 's1' }));
    dispatch(answer('saveToWishlist', 'p2', []));
    dispatch(answer('requestStockAlert', { productId: 'p3' }, { message: 'ok' }));
    dispatch(answer('getOrdersByEmail', 'a@b.c', []));
    dispatch({ type: 'cart/removeFromCart', payload: { _id: 'p1' } });
    expect(await counted()).toEqual([
      { type: 'wishlist_add', productId: 'p2' },
      { type: 'alert_asked', productId: 'p3' },
    ]);
  });
});
