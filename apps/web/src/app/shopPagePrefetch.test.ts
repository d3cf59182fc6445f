// The shop page's loader on the server, for a shop selling in euros: a price range in the address is asked for in
// euros from the start, so the page is drawn from that one answer.
import { describe, expect, it } from 'vitest';
// Loaded before the store is made, as on the server (entry-server.tsx asks for the frame through it).
import '../features/checkout/api';
import { makeStore } from '../shared/store/makeStore';
import { listingOf, makeClientConfig, makeProducts } from '../test/factories';
import { mockApi } from '../test/mockApi';
import { routes } from './router';

const shopLoader = () => {
  const shop = routes[0]?.children?.flatMap((child) => child.children ?? [child]).find((route) => route.path === 'shop');
  if (typeof shop?.loader !== 'function') throw new Error('no loader for /shop');
  return shop.loader;
};

const productRequests = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === '/api/products');

describe('the shop page’s server loader', () => {
  it('asks for a price range in the shop’s currency, once', async () => {
    const fetchSpy = mockApi({
      'GET /api/config': { body: makeClientConfig({ currency: 'JPY' }) },
      'GET /api/products': { body: listingOf(makeProducts(2)) },
    });
    const store = makeStore();
    const url = new URL('http://shop.test/shop?price=2');
    await shopLoader()({ params: {}, request: new Request(url), url, pattern: '/shop', context: { dispatch: store.dispatch } });
    const asked = productRequests(fetchSpy);
    expect(asked).toHaveLength(1);
    // The spec's $50 – $100, a hundred times over in yen.
    expect(asked[0]?.searchParams.get('minPrice')).toBe('5000');
    expect(asked[0]?.searchParams.get('maxPrice')).toBe('10000');
  });
});
