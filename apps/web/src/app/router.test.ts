import { matchRoutes, RouterContextProvider } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The prefetch code does not arrive while the test runs: a loader that waited for it would never let the page show.
// It arrives (as nothing) once the test is over, so no import is left pending when the test environment closes.
const prefetchCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrival, arrive: () => arrive() };
});
vi.mock('../features/products/prefetch', async () => {
  await prefetchCode.arrival;
  return { prefetchShopPage: () => {}, prefetchProductPage: () => {} };
});
afterAll(() => prefetchCode.arrive());

const { routes } = await import('./router');

function loaderOf(path: string) {
  const route = matchRoutes(routes, path.replace(':id', 'p1'))?.at(-1)?.route;
  if (typeof route?.loader !== 'function') throw new Error(`no loader for ${path}`);
  return route.loader;
}

describe('page loaders in the browser', () => {
  it('let /shop and a product page show without waiting for their product requests to start', async () => {
    const timedOut = new Promise((resolve) => setTimeout(() => resolve('waited'), 300));
    for (const [path, params] of [
      ['shop', {}],
      ['shop/:id', { id: 'p1' }],
    ] as const) {
      const url = new URL(`http://shop.test/${path}`);
      const loaded = loaderOf(`/${path}`)({
        params,
        request: new Request(url),
        url,
        pattern: `/${path}`,
        context: new RouterContextProvider(),
      });
      expect(await Promise.race([loaded, timedOut])).toBeNull();
    }
  });
});
