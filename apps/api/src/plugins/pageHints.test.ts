import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/factories.ts';
import { useTestApp } from '../test/testApp.ts';

/** A web build as Vite lays it out: the page, and a manifest naming each module's chunk and imports. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Atelier</title></head><body></body></html>');
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_api-1.js': { file: 'assets/api-1.js', imports: ['_react-1.js'] },
    'src/features/products/ShopPage.tsx': { file: 'assets/ShopPage-1.js', imports: ['_api-1.js', 'index.html'] },
    'src/features/products/ProductPage.tsx': { file: 'assets/ProductPage-1.js', imports: ['_api-1.js'] },
    'src/features/products/prefetch.ts': { file: 'assets/prefetch-1.js', imports: ['_api-1.js'] },
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('preload hints in the shop’s HTML', () => {
  const t = useTestApp({ webDistDir: fakeWebBuild() });

  it('has a product page preload its code, its answer and its picture, in the sizes the page shows', async () => {
    const product = await makeProduct(t.db, { image: '/images/silk-dress.webp' });
    const res = await t.app.inject({ url: `/shop/${product.id}` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductPage-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/api-1.js">');
    expect(res.body).not.toContain('/assets/react-1.js'); // the entry already loads it
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" href="/api/products/${product.id}" crossorigin="use-credentials">`,
    );
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/images\/silk-dress.webp" imagesrcset="[^"]*\?w=320 320w[^"]*" imagesizes="[^"]+" fetchpriority="high">/,
    );
  });

  it('has /shop preload the first listing page and its first pictures', async () => {
    await makeProduct(t.db, { image: '/images/newest.webp' });
    const res = await t.app.inject({ url: '/shop' });

    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ShopPage-1.js">');
    expect(res.body).toContain('href="/api/products?minPrice=0&amp;page=1&amp;limit=8"');
    expect(res.body).toContain('<link rel="preload" as="image" href="/images/newest.webp"');
  });

  it('serves an unknown product’s page, and the home page, as they are', async () => {
    for (const url of ['/shop/no-such-product', '/shop/00000000-0000-4000-8000-000000000000', '/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('rel="preload"');
    }
  });

  it('escapes a picture address that is not the shop’s own', async () => {
    const product = await makeProduct(t.db, { image: 'https://example.com/a.webp?x="><script>' });
    const res = await t.app.inject({ url: `/shop/${product.id}` });

    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('href="https://example.com/a.webp?x=&quot;&gt;&lt;script&gt;"');
    expect(res.body).not.toContain('imagesrcset');
  });
});
