import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeShopSettings } from '../test/factories.ts';
import { fakeWebBuild, STYLES } from '../test/fakeWebBuild.ts';
import { useTestApp } from '../test/testApp.ts';

describe('the shop’s pages', () => {
  const t = useTestApp({ webDistDir: fakeWebBuild() });

  it('sends a product page rendered with the product, its code preloaded and its styles inline', async () => {
    const product = await makeProduct(t.db, { name: 'Silk slip dress' });
    const res = await t.app.inject({ url: `/shop/${product.id}` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"><h1>Silk slip dress</h1>');
    expect(res.body).toContain('<script type="application/json">{}</script>');
    // The page reads without its code, which waits in an inert template, with the page's own hints, until the page
    // is painted; the pictures and fonts have the first connections to themselves.
    const template = /<template id="page-code">(.*?)<\/template><script>(.*?)<\/script>/.exec(res.body);
    expect(template?.[1]).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/en-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/ProductPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/api-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/en-reviews-1.js">',
    );
    expect(res.body.match(/src="\/assets\/index-1\.js"|rel="modulepreload"/g)).toHaveLength(5); // nowhere else
    expect(res.body).not.toContain('/assets/react-1.js'); // the entry already loads it
    const loader = createHash('sha256')
      .update(template?.[2] ?? '')
      .digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${loader}'`);
    // The stylesheet is in the page, and the page's policy lets exactly that <style> in.
    expect(res.body).toContain(`<style>${STYLES}</style>`);
    // Its file is named only by a disabled link, there for the code's loader to find: the browser neither fetches
    // nor applies it.
    expect(res.body.match(/<link[^>]*index-1\.css[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css" disabled>',
    ]);
    const hash = createHash('sha256').update(STYLES).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
  });

  it('preloads the home page’s code on /, and no page’s code on a page without hints', async () => {
    expect((await t.app.inject({ url: '/' })).body).toContain('href="/assets/HomePage-1.js"');
    expect((await t.app.inject({ url: '/contact' })).body).not.toMatch(/Page-1\.js|DashboardApp-1\.js/);
  });

  it('preloads the dashboard’s code on every dashboard page, at the priority of a page that waits for it', async () => {
    for (const url of ['/dashboard/admin', '/dashboard/manage-orders/1?tab=refunds']) {
      const body = (await t.app.inject({ url })).body;
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/DashboardApp-1.js">');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/api-1.js">');
    }
    expect((await t.app.inject({ url: '/dashboards' })).body).not.toContain('DashboardApp-1.js');
  });

  it('compresses the page for a browser that takes brotli', async () => {
    const product = await makeProduct(t.db);
    const plain = await t.app.inject({ url: `/shop/${product.id}` });
    const res = await t.app.inject({ url: `/shop/${product.id}`, headers: { 'accept-encoding': 'br' } });

    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('tells search engines and shared links what a product page is, with absolute addresses', async () => {
    const name = 'Silk </script><script>alert(1)</script> dress';
    const product = await makeProduct(t.db, { name, description: 'Bias-cut "silk" & lace.', priceCents: 12_950 });
    const res = await t.app.inject({ url: `/shop/${product.id}?from=home` });
    const page = new URL(`/shop/${product.id}`, t.app.config.publicUrl).toString();

    expect(res.body).toContain(`<title>${name.replace(/</g, '&lt;').replace(/>/g, '&gt;')} | Maison Claire</title>`);
    expect(res.body).toContain('<meta name="description" content="Bias-cut &quot;silk&quot; &amp; lace.">');
    expect(res.body).toContain(`<link rel="canonical" href="${page}">`);
    expect(res.body).toContain(`<meta property="og:url" content="${page}">`);
    expect(res.body).toContain('<meta property="og:type" content="product">');
    // The shop's name as the page was drawn with it, from the shop's settings.
    expect(res.body).toContain('<meta property="og:site_name" content="Maison Claire">');
    expect(res.body).toContain(`<meta property="og:image" content="${t.app.config.publicUrl}/images/${product.id}">`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The product's name closes no script: the only </script> tags are the page's own.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toEqual({ '@type': 'Product', name, url: page, offers: { price: '129.50' } });
  });

  it('names the canonical address the page gives, made absolute, in the canonical link and Open Graph', async () => {
    const product = await makeProduct(t.db);
    const res = await t.app.inject({ url: `/shop/${product.id}?page=2&utm_source=mail` });
    const page = new URL(`/shop/${product.id}?page=2`, t.app.config.publicUrl).toString();

    expect(res.body).toContain(`<link rel="canonical" href="${page}">`);
    expect(res.body).toContain(`<meta property="og:url" content="${page}">`);
  });

  it('sends a French page in French: its language on <html>, its catalogue and code preloaded, kept apart', async () => {
    const product = await makeProduct(t.db, { name: 'Silk slip dress' });
    const res = await t.app.inject({ url: `/fr/shop/${product.id}` });
    const english = await t.app.inject({ url: `/shop/${product.id}` });

    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr">');
    expect(res.headers['content-language']).toBe('fr');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductPage-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-reviews-1.js">');
    expect(res.body).not.toMatch(/\/assets\/en-(reviews-)?1\.js/);
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers['content-language']).toBe('en');
    expect(english.body).not.toMatch(/\/assets\/fr-(reviews-)?1\.js/);
  });

  it('names every storefront page in English, French and x-default, and no dashboard page', async () => {
    const product = await makeProduct(t.db);
    const origin = t.app.config.publicUrl;
    for (const url of [`/fr/shop/${product.id}`, `/shop/${product.id}`]) {
      const body = (await t.app.inject({ url })).body;
      expect(body).toContain(`<link rel="alternate" hreflang="en" href="${origin}/shop/${product.id}">`);
      expect(body).toContain(`<link rel="alternate" hreflang="fr" href="${origin}/fr/shop/${product.id}">`);
      expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/shop/${product.id}">`);
    }
    const cart = (await t.app.inject({ url: '/fr/cart' })).body;
    expect(cart).toContain('<html lang="fr">');
    expect(cart).toContain(`<link rel="alternate" hreflang="en" href="${origin}/cart">`);
    expect((await t.app.inject({ url: '/dashboard/admin' })).body).not.toContain('hreflang');
  });

  it('renders an unknown product’s page with the API’s own answer, and answers 404', async () => {
    const res = await t.app.inject({ url: '/shop/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found | Atelier</title>');
    expect(res.body).toMatch(/<h1>[^<]*not found[^<]*<\/h1>/i);
  });

  it('sends the plain page, drawn in the browser, when the page is not rendered or its rendering fails', async () => {
    for (const url of ['/login', '/dashboard/users', '/shop/broken', '/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(`<style>${STYLES}</style>`);
      // Drawn by its code: the code comes first.
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    }
  });

  it('hands a page drawn in the browser the shop’s settings and payment config, so its frame comes in the first paint', async () => {
    await makeShopSettings(t.db, { name: 'Maison Lune' });
    for (const url of ['/login', '/success?session_id=cs_1', '/shop/broken']) {
      const body = (await t.app.inject({ url })).body;
      const start = /<div id="root"><\/div><script type="application\/json" id="page-start">(.*?)<\/script>/.exec(body);
      const { shop, clientConfig } = JSON.parse(start?.[1] ?? '{}');
      expect({ name: shop?.shop.name, demoPayments: clientConfig?.demoPayments }, url).toEqual({
        name: 'Maison Lune',
        demoPayments: false,
      });
    }
    // A server-rendered page brings all of it in its own state instead.
    const product = await makeProduct(t.db);
    expect((await t.app.inject({ url: `/shop/${product.id}` })).body).not.toContain('id="page-start"');
  });

  it('keeps unknown API paths, other methods and the server’s renderer out of the pages', async () => {
    const api = await t.app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/no-such-thing not found' });

    const post = await t.app.inject({ method: 'POST', url: '/shop' });
    expect(post.statusCode).toBe(404);

    const renderer = await t.app.inject({ url: '/.ssr/entry-server.js' });
    expect(renderer.body).not.toContain('createPageRenderer');
  });
});
