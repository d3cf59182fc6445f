import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { makeProduct, makeSignedInUser } from '../test/factories.ts';
import { useTestApp } from '../test/testApp.ts';

const STYLES = 'body{color:#222}';

// Stands in for the web build's renderer: it asks the API for the product in the address, the way the real one
// does through its data layer, and fails for /shop/broken.
const FAKE_RENDERER = `
export function createPageRenderer(fetchApi) {
  return {
    async render(url) {
      if (url.pathname === '/shop/broken') throw new Error('render failed');
      if (url.pathname === '/about') {
        // What the API tells this page's own calls about the users and their sessions.
        const users = await (await fetchApi(new Request('http://atelier.server/api/auth/users'))).text();
        const sessions = await (await fetchApi(new Request('http://atelier.server/api/auth/sessions'))).text();
        return { html: '<pre>' + users + sessions + '</pre>', state: '', head: { status: 200, title: 'About', structuredData: [] } };
      }
      const id = /^\\/shop\\/([^/]+)$/.exec(url.pathname)?.[1];
      if (!id) return null;
      const answer = await fetchApi(new Request('http://atelier.server/api/products/' + id));
      const body = await answer.json();
      const text = answer.ok ? body.product.name : body.message;
      const head = answer.ok
        ? {
            status: 200,
            title: text + ' — Atelier',
            description: body.product.description,
            image: '/images/' + id,
            ...(url.searchParams.has('page') ? { canonical: url.pathname + '?page=' + url.searchParams.get('page') } : {}),
            structuredData: [{ '@type': 'Product', name: text, url: '/shop/' + id, offers: { price: body.product.price.toFixed(2) } }],
          }
        : { status: 404, title: 'Page not found — Atelier', structuredData: [] };
      const price = answer.ok ? '<p>$' + body.product.price.toFixed(2) + '</p>' : '';
      return { html: '<h1>' + text + '</h1>' + price + 'x'.repeat(2000), state: '<script type="application/json">{}</script>', head };
    },
  };
}
`;

/** A web build as Vite lays it out: the page, its stylesheet, a manifest, and the server's renderer. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  for (const sub of ['.vite', '.ssr', 'assets']) mkdirSync(join(dir, sub));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Atelier</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets/index-1.css'), STYLES);
  writeFileSync(join(dir, '.ssr/entry-server.js'), FAKE_RENDERER);
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_api-1.js': { file: 'assets/api-1.js', imports: ['_react-1.js'] },
    'src/features/products/ShopPage.tsx': { file: 'assets/ShopPage-1.js', imports: ['_api-1.js', 'index.html'] },
    'src/app/routes/ProductPage.tsx': { file: 'assets/ProductPage-1.js', imports: ['_api-1.js'] },
    'src/app/routes/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_react-1.js'] },
    'src/dashboard/DashboardApp.tsx': { file: 'assets/DashboardApp-1.js', imports: ['_api-1.js'] },
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

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
        '<link rel="modulepreload" crossorigin href="/assets/ProductPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/api-1.js">',
    );
    expect(res.body.match(/src="\/assets\/index-1\.js"|rel="modulepreload"/g)).toHaveLength(3); // nowhere else
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
    expect((await t.app.inject({ url: '/contact' })).body).not.toContain('rel="modulepreload"');
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

    expect(res.body).toContain(`<title>${name.replace(/</g, '&lt;').replace(/>/g, '&gt;')} — Atelier</title>`);
    expect(res.body).toContain('<meta name="description" content="Bias-cut &quot;silk&quot; &amp; lace.">');
    expect(res.body).toContain(`<link rel="canonical" href="${page}">`);
    expect(res.body).toContain(`<meta property="og:url" content="${page}">`);
    expect(res.body).toContain('<meta property="og:type" content="product">');
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

  it('renders an unknown product’s page with the API’s own answer, and answers 404', async () => {
    const res = await t.app.inject({ url: '/shop/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found — Atelier</title>');
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

describe('the shared copies of the pages', () => {
  const t = useTestApp({ webDistDir: fakeWebBuild(), pageCopyFreshMs: 60_000 });

  it('shows a product’s new price in the next page once the product is changed', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db, { priceCents: 4_500 });
    const url = `/shop/${product.id}`;
    expect((await t.app.inject({ url })).body).toContain('<p>$45.00</p>');

    // Changed behind the shop's back: the page still comes from its copy.
    await t.db.update(products).set({ priceCents: 4_800 }).where(eq(products.id, product.id));
    expect((await t.app.inject({ url })).body).toContain('<p>$45.00</p>');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      payload: { price: 52 },
      headers: { cookie: admin.cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url })).body).toContain('<p>$52.00</p>');
  });

  it('answers an address with a tracking tag or a cache buster from the copy of the page without it', async () => {
    const product = await makeProduct(t.db, { priceCents: 4_500 });
    const url = `/shop/${product.id}`;
    expect((await t.app.inject({ url })).body).toContain('<p>$45.00</p>');

    await t.db.update(products).set({ priceCents: 4_800 }).where(eq(products.id, product.id));
    for (const tagged of [`${url}?utm_source=x`, `${url}?utm_source=x&utm_medium=mail`, `${url}?nocopy=1`]) {
      const res = await t.app.inject({ url: tagged });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p>$45.00</p>');
    }
  });

  it('gives a signed-in customer the page every visitor gets, with nothing of theirs in it', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const token = admin.cookie.replace(/^token=/, '').split(';')[0] ?? '';
    const signedIn = await t.app.inject({
      url: '/about',
      headers: { cookie: admin.cookie, authorization: `Bearer ${token}` },
    });
    const visitor = await t.app.inject({ url: '/about' });

    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<pre>');
    for (const personal of [admin.user.email, admin.user.username, token]) expect(signedIn.body).not.toContain(personal);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(visitor.body).toBe(signedIn.body);
  });

  it('answers 304 to a browser that has the page, and tells caches in front how long to keep it', async () => {
    const product = await makeProduct(t.db);
    const url = `/shop/${product.id}`;
    const first = await t.app.inject({ url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');

    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The copy is shared; the request id and the page's policy are still the answer's own.
    expect(again.headers['x-request-id']).toBeDefined();
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('sends the copy brotli- or gzip-compressed, as the browser takes it', async () => {
    const product = await makeProduct(t.db);
    const url = `/shop/${product.id}`;
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toContain('Accept-Encoding');
  });

  it('keeps a missing product’s page a 404 when it is served from the copy', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const url = `/shop/${id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);

    // The product appears behind the shop's back: the answer still comes from the copy.
    await makeProduct(t.db, { id });
    const fromCopy = await t.app.inject({ url });
    expect(fromCopy.statusCode).toBe(404);
    expect(fromCopy.body).toContain('<title>Page not found — Atelier</title>');
  });
});
