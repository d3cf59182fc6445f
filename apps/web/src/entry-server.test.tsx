// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEMO_PAYMENTS_NOTICE, type Product } from '@atelier/domain';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './entry-server';
import { PAGE_START_ELEMENT_ID, SERVER_RENDER_ELEMENT_ID, type ServerRender } from './shared/serverRender';
import { ENGLISH_PHRASES, readableTexts, slippedIn } from './test/englishPhrases';
import { listingOf, makePageSummary, makeProduct, makeReview, makeShopPage, makeShopSettings } from './test/factories';

const product = makeProduct({ name: 'Silk slip dress </script><b>', price: 129, rating: 4 });
const review = makeReview({ rating: 4 });
const fewLeft = makeProduct({ name: 'Pearl drop earrings', stock: 2 });
const soldOut = makeProduct({ name: 'Linen wrap dress', stock: 0 });
const atelier = makeShopSettings({
  shop: { name: 'Atelier' },
  announcement: { text: 'Free returns all winter', link: '/shop', active: true },
});
/** The settings the fake API answers with. */
let settings = atelier;
const shipping = makeShopPage({ slug: 'shipping', title: 'Shipping', html: '<h2>When it leaves us</h2><p>Within two days.</p>' });
const asked: string[] = [];

/** The API as the server's renderer reaches it: one product, and a listing holding it. */
async function fakeApi(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  asked.push(`${request.method} ${pathname}${search}`);
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  if (pathname === `/api/products/${product._id}`) return json({ product, reviews: [review] });
  for (const other of [fewLeft, soldOut]) {
    if (pathname === `/api/products/${other._id}`) return json({ product: other, reviews: [] });
  }
  if (pathname === `/api/products/related/${product._id}`) return json([fewLeft]);
  if (pathname === '/api/products') return json(listingOf([product] as Product[]));
  if (pathname === '/api/settings') return json(settings);
  if (pathname === '/api/pages') return json([makePageSummary({ slug: 'shipping', title: 'Shipping' })]);
  if (pathname === '/api/pages/shipping') return json(shipping);
  if (pathname === '/api/config') return json({ paymentProvider: 'sandbox', stripePublishableKey: null, demoPayments: true });
  if (pathname === '/api/promotions/automatic') return json([automaticSale()]);
  return json({ message: 'Product not found' }, 404);
}

/** An automatic promotion covering the product's category. */
const automaticSale = () => ({ label: '−20% at checkout', categories: [product.category], startsAt: null, endsAt: null });

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
    expect(state.state.api?.queries[`getProductById("${product._id}")`]?.data).toEqual({ product, reviews: [review] });
    // Rendered for everyone: no user, an empty cart (the browser brings the visitor's own).
    expect(state.state.auth.user).toBeNull();
    expect(state.state.cart.products).toEqual([]);
    expect(asked).toContain(`GET /api/products/${product._id}`);
  });

  // Node 20 turns its promise hooks on for the whole process at the first AsyncLocalStorage run, and never off:
  // every later request of the shop would pay for them (decision 455).
  it('renders a page without starting an AsyncLocalStorage', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    try {
      expect((await render(`/shop/${product._id}`))?.html).toContain('<h1');
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
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

  it('draws sign-in with its Login button held until the browser takes the page over', async () => {
    const page = await render('/login?redirect=%2Fcart');
    expect(page?.html).toContain('Welcome back');
    expect(page?.html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Login<\/button>/);
    expect(page?.html).toContain('href="/register?redirect=%2Fcart"');
  });

  it('leaves registering, the dashboard and the customer’s own pages to the browser', async () => {
    for (const path of ['/register', '/dashboard', '/orders/1', '/success?session_id=x']) {
      expect(await render(path)).toBeNull();
    }
  });

  it('describes a product page to search engines: title, description, picture, Product and its breadcrumbs', async () => {
    const page = await render(`/shop/${product._id}`);
    expect(page?.head).toMatchObject({
      status: 200,
      title: `${product.name} | Atelier`,
      description: product.description,
      image: product.image,
    });
    const [data, trail] = page?.head.structuredData ?? [];
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product._id,
      url: `/shop/${product._id}`,
      offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ item: '/' }, { item: '/shop' }, { name: product.name, item: `/shop/${product._id}` }],
    });
  });

  it('draws the wishlist heart on product cards and pages, and the back-in-stock form on a sold-out one', async () => {
    const page = await render(`/shop/${product._id}`);
    const sold = await render(`/shop/${soldOut._id}`);
    const listing = await render('/shop');
    // The product's own heart and its related product's card.
    expect(page?.html.match(/aria-label="Save to wishlist"/g)).toHaveLength(2);
    expect(page?.html).not.toContain('Email me when it&#x27;s back');
    expect(sold?.html).toContain('Email me when it&#x27;s back');
    expect(listing?.html).toContain('aria-label="Save to wishlist"');
  });

  it('tells search engines when a product is nearly gone or sold out', async () => {
    const offer = async (id: string) => {
      const [data] = (await render(`/shop/${id}`))?.head.structuredData ?? [];
      return (data as { offers?: object } | undefined)?.offers;
    };
    expect(await offer(fewLeft._id)).toMatchObject({ availability: 'https://schema.org/LimitedAvailability' });
    expect(await offer(soldOut._id)).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it("answers 404 with 'Page not found' for an unknown address, product or category", async () => {
    for (const path of ['/no-such-page', '/shop/00000000-0000-4000-8000-000000000000', '/categories/shoes']) {
      const page = await render(path);
      expect(page?.head.status, path).toBe(404);
      expect(page?.head.title).toBe('Page not found | Atelier');
      expect(page?.html).toContain('Page not found');
    }
  });

  it('renders a category page with its products and breadcrumbs, whatever the case of its name', async () => {
    const page = await render('/categories/Dress');
    expect(page?.head).toMatchObject({
      status: 200,
      title: 'Dresses | Atelier',
      description: 'Dresses for every day and for the evenings that matter.',
    });
    expect(page?.html).toContain('Silk slip dress');
    expect(page?.head.structuredData[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('renders a category and a search at the page and sort their address asks for', async () => {
    const category = await render('/categories/dress?page=2&sort=price-asc');
    expect(category?.html).toContain('Silk slip dress');
    expect(asked).toContain('GET /api/products?category=dress&page=2&limit=8&sort=price-asc');

    const search = await render('/search?q=silk&page=3');
    expect(search?.head.status).toBe(200);
    expect(search?.html).toContain('Silk slip dress');
    expect(asked).toContain('GET /api/products?q=silk&page=3&limit=8');
  });

  it('names each page of a listing as its own canonical address, without its sort, filters or tracking tags', async () => {
    const canonical = async (path: string) => (await render(path))?.head.canonical;
    expect(await canonical('/categories/dress')).toBe('/categories/dress');
    expect(await canonical('/categories/dress?page=2&sort=price-asc&utm_source=mail')).toBe('/categories/dress?page=2');
    expect(await canonical('/search?q=silk&page=3&sort=rating')).toBe('/search?q=silk&page=3');
    expect(await canonical('/shop?page=2&sort=price-desc')).toBe('/shop?page=2');
    // A filtered shop's page 2 is not the shop's page 2: it names the whole shop.
    expect(await canonical('/shop?category=dress&page=2')).toBe('/shop');
  });

  it('draws the parts that ask for products while they render with their answers: related products, footer pictures', async () => {
    const page = await render(`/shop/${product._id}`);
    expect(page?.html).toContain('You may also like');
    expect(page?.html).toContain('Pearl drop earrings');
    // The footer's pictures, each opening its product.
    expect(page?.html).toMatch(new RegExp(`<footer[\\s\\S]*href="/shop/${product._id}"[\\s\\S]*</footer>`));
    const state = handedOver(page?.state ?? '');
    expect(state.state.api?.queries[`getRelatedProducts("${product._id}")`]?.data).toEqual([fewLeft]);

    const home = await render('/');
    expect(home?.html).toContain('Trending Products');
    expect(home?.html).toContain('Silk slip dress');
  });

  it('writes a demo shop’s notice into the page, so it does not push the page down when it arrives', async () => {
    for (const path of ['/', '/shop', '/categories/dress', `/shop/${product._id}`]) {
      const page = await render(path);
      expect(page?.html, path).toContain(DEMO_PAYMENTS_NOTICE);
    }
  });

  it('hands a page drawn in the browser the settings, whether the shop is a demo and the automatic promotions, for its first frame', async () => {
    const start = await renderer.pageStart();
    const json = start.match(new RegExp(`^<script type="application/json" id="${PAGE_START_ELEMENT_ID}">(.*)</script>$`))?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual({
      shop: atelier,
      clientConfig: { paymentProvider: 'sandbox', stripePublishableKey: null, demoPayments: true },
      automaticPromotions: [automaticSale()],
    });
  });

  it('labels a product an automatic promotion covers, on its page and in the state handed over', async () => {
    const page = await render(`/shop/${product._id}`);
    expect(page?.html).toContain('−20% at checkout');
    expect(handedOver(page?.state ?? '').state.automaticPromotions).toEqual([automaticSale()]);
  });

  it("writes the shop's settings into every page: the name in the header and the title, the announcement above it", async () => {
    for (const path of ['/', '/shop', `/shop/${product._id}`, '/no-such-page']) {
      const page = await render(path);
      expect(page?.html, path).toMatch(/<a[^>]*href="\/"[^>]*>[\s\S]*Atelier<\/span><\/a>/);
      expect(page?.html, path).toMatch(/Free returns all winter[\s\S]*<header/);
      expect(page?.head.title, path).toMatch(/ \| Atelier$/);
      expect(handedOver(page?.state ?? '').state.shop, path).toEqual(atelier);
    }
  });

  it("draws one of the shop's pages with its title, description and canonical address, and lists it in the footer", async () => {
    const page = await render('/pages/shipping?utm_source=mail');
    expect(page?.head).toMatchObject({
      status: 200,
      title: 'Shipping | Atelier',
      description: 'When it leaves us Within two days.',
      canonical: '/pages/shipping',
    });
    expect(page?.html).toContain('<h2>When it leaves us</h2><p>Within two days.</p>');
    expect(page?.html).toMatch(/<footer[\s\S]*href="\/pages\/shipping"[\s\S]*<\/footer>/);
  });

  it("answers 404 with 'Page not found' at the address of a page that does not exist", async () => {
    const page = await render('/pages/no-such-page');
    expect(page?.head.status).toBe(404);
    expect(page?.head.title).toBe('Page not found | Atelier');
    expect(page?.html).toContain('Page not found');
  });

  it("answers 404 with 'Page not found' at a page address named like a built-in property", async () => {
    for (const slug of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const page = await render(`/pages/${slug}`);
      expect(page?.head.status, slug).toBe(404);
      expect(page?.html, slug).toContain('Page not found');
    }
  });
});

describe('a shop named in its settings', () => {
  const lune = makeShopSettings({
    shop: {
      name: 'Maison Lune',
      logo: '/images/4b0f3c2e-8a1d-4e5f-9b6c-7d8e9f0a1b2c.webp',
      email: 'hello@maison-lune.example',
      phone: '+33 1 23 45 67 89',
      social: [
        { network: 'instagram', url: 'https://instagram.example/maisonlune' },
        { network: 'pinterest', url: 'https://pinterest.example/maisonlune' },
      ],
    },
  });
  beforeEach(() => {
    settings = lune;
  });
  afterEach(() => {
    settings = atelier;
  });

  it('tells search engines on the home page who the shop is: its tagline, name, logo, contact and social pages', async () => {
    const home = await render('/');
    expect(home?.head.description).toBe(lune.shop.tagline);
    expect(home?.head.structuredData).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Lune',
      url: '/',
      logo: { '@type': 'ImageObject', url: '/images/4b0f3c2e-8a1d-4e5f-9b6c-7d8e9f0a1b2c.webp' },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'hello@maison-lune.example',
        telephone: '+33 1 23 45 67 89',
      },
      sameAs: ['https://instagram.example/maisonlune', 'https://pinterest.example/maisonlune'],
    });
  });

  it('names the shop as the brand of its products, in the search page’s description and on the sign-in page', async () => {
    const [data] = (await render(`/shop/${product._id}`))?.head.structuredData ?? [];
    expect(data).toMatchObject({ '@type': 'Product', brand: { '@type': 'Brand', name: 'Maison Lune' } });

    const search = await render('/search?q=silk');
    expect(search?.head.description).toMatch(/^Search Maison Lune’s /);

    const login = await render('/login');
    expect(login?.html).toContain('New to Maison Lune?');
    expect(login?.html).not.toContain('Atelier');
  });

  it('renders a French page under /fr: reads asked in French, its addresses French, the language handed over', async () => {
    asked.length = 0;
    const page = await render(`/fr/shop/${product._id}`);
    if (!page) throw new Error('the French product page was not rendered');
    expect(asked).toContain(`GET /api/products/${product._id}?lang=fr`);
    expect(asked).toContain(`GET /api/products/related/${product._id}?lang=fr`);
    expect(asked).toContain('GET /api/settings');
    const [data, trail] = page.head.structuredData;
    expect(data).toMatchObject({ '@type': 'Product', url: `/fr/shop/${product._id}` });
    expect(trail).toMatchObject({
      itemListElement: [{ item: '/fr' }, { item: '/fr/shop' }, { item: `/fr/shop/${product._id}` }],
    });
    expect(handedOver(page.state).state.language).toBe('fr');
    expect((await render('/fr/shop?page=2&sort=price-desc'))?.head.canonical).toBe('/fr/shop?page=2');
    expect(await render('/fr/dashboard/admin')).toBeNull();
  });

  it('asks the API in English without a language: the spec’s requests stay as they are', async () => {
    asked.length = 0;
    await render(`/shop/${product._id}`);
    expect(asked).toContain(`GET /api/products/${product._id}`);
    expect(asked.some((request) => request.includes('lang='))).toBe(false);
  });

  it('draws the French storefront pages with none of the English catalogue’s phrases on them', async () => {
    for (const path of [
      '/fr',
      '/fr/shop',
      `/fr/shop/${product._id}`,
      '/fr/categories/dress',
      '/fr/search?q=silk',
      '/fr/nowhere',
    ]) {
      const page = await render(path);
      if (!page) throw new Error(`${path} was not rendered`);
      const read = readableTexts(new JSDOM(page.html).window.document.body);
      expect(read.length, path).toBeGreaterThan(0);
      expect(slippedIn(read), path).toEqual([]);
    }
  });

  it('finds an English phrase slipped into a French page', () => {
    expect(ENGLISH_PHRASES).toContain('Add to cart');
    const read = readableTexts(
      new JSDOM('<main><h2>Produits</h2><button aria-label="Add to cart">+</button></main>').window.document.body,
    );
    expect(slippedIn(read)).toEqual(['Add to cart']);
  });
});
