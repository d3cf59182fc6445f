import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/factories.ts';
import { useTestApp } from '../test/testApp.ts';

const STYLES = 'body{color:#222}';

// Stands in for the web build's renderer: it asks the API for the product in the address, the way the real one
// does through its data layer, and fails for /shop/broken.
const FAKE_RENDERER = `
export function createPageRenderer(fetchApi) {
  return {
    async render(url) {
      if (url.pathname === '/shop/broken') throw new Error('render failed');
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
      return { html: '<h1>' + text + '</h1>' + 'x'.repeat(2000), state: '<script type="application/json">{}</script>', head };
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
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><h1>Silk slip dress</h1>');
    expect(res.body).toContain('<script type="application/json">{}</script>');
    // The page reads without its code, which therefore yields the first connections to pictures and fonts.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ProductPage-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/api-1.js">');
    expect(res.body).not.toContain('/assets/react-1.js'); // the entry already loads it
    // The stylesheet is in the page, and the page's policy lets exactly that <style> in.
    expect(res.body).toContain(`<style>${STYLES}</style>`);
    expect(res.body).not.toContain('index-1.css');
    const hash = createHash('sha256').update(STYLES).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('preloads the home page’s code on /, and no page’s code on a page without hints', async () => {
    expect((await t.app.inject({ url: '/' })).body).toContain('href="/assets/HomePage-1.js"');
    expect((await t.app.inject({ url: '/contact' })).body).not.toContain('rel="modulepreload"');
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
