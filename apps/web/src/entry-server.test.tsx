// @vitest-environment node
import type { Product } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from './entry-server';
import { SERVER_RENDER_ELEMENT_ID, type ServerRender } from './shared/serverRender';
import { listingOf, makeProduct } from './test/factories';

const product = makeProduct({ name: 'Silk slip dress </script><b>', price: 129 });
const asked: string[] = [];

/** The API as the server's renderer reaches it: one product, and a listing holding it. */
async function fakeApi(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  asked.push(`${request.method} ${pathname}${search}`);
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  if (pathname === `/api/products/${product._id}`) return json({ product, reviews: [] });
  if (pathname === '/api/products') return json(listingOf([product] as Product[]));
  return json({ message: 'Product not found' }, 404);
}

const renderer = createPageRenderer(fakeApi);
const render = (path: string) => renderer.render(new URL(path, 'http://shop.test'));

/** The state the page hands the browser, read back as the browser reads it. */
function handedOver(state: string): ServerRender {
  const json = state.match(new RegExp(`<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">(.*)</script>$`))?.[1];
  if (!json) throw new Error(`no data block in ${state.slice(0, 80)}`);
  return JSON.parse(json) as ServerRender;
}

describe('pages rendered on the server', () => {
  it('draws a product page with the product, and hands the browser its answer so it does not ask again', async () => {
    const page = await render(`/shop/${product._id}`);
    if (!page) throw new Error('the product page was not rendered');

    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Silk slip dress &lt;/script&gt;&lt;b&gt;');
    expect(page.html).toContain('$129.00');
    expect(page.html).toContain(`src="${product.image}`);
    const state = handedOver(page.state);
    expect(state.state.api?.queries[`getProductById("${product._id}")`]?.data).toEqual({ product, reviews: [] });
    // Rendered for everyone: no user, an empty cart (the browser brings the visitor's own).
    expect(state.state.auth.user).toBeNull();
    expect(state.state.cart.products).toEqual([]);
    expect(asked).toContain(`GET /api/products/${product._id}`);
  });

  it('writes no inline script the Content-Security-Policy would refuse, and no value that closes the data block', async () => {
    const page = await render(`/shop/${product._id}`);
    expect(page?.html).not.toContain('<script');
    expect(page?.state.match(/<\/script>/g)).toHaveLength(1);
  });

  it('draws the shop with its first page of products, and the home page', async () => {
    const shop = await render('/shop');
    expect(shop?.html).toContain('Showing 1 of 1 products');
    expect(shop?.html).toContain('Silk slip dress');

    const home = await render('/');
    expect(home?.html).toContain('id="hero-title"');
  });

  it('leaves sign-in, the dashboard and the customer’s own pages to the browser', async () => {
    for (const path of ['/login', '/register', '/dashboard', '/orders/1', '/success?session_id=x']) {
      expect(await render(path)).toBeNull();
    }
  });
});
