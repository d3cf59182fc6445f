import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { makePage, makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

/** The sitemap as a crawler reads it: parsed as XML (a malformed document throws), each address with its lastmod. */
async function readSitemap(): Promise<Map<string, string | undefined>> {
  const res = await t.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const { document } = new JSDOM(res.body, { contentType: 'application/xml' }).window;
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return new Map(
    [...document.getElementsByTagName('url')].map((url) => [
      url.getElementsByTagName('loc')[0]?.textContent ?? '',
      url.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
    ]),
  );
}

describe('sitemap and robots.txt', () => {
  it('lists every product with its update time, every category and the public pages', async () => {
    const scarf = await makeProduct(t.db, { name: 'Scarf & <shawl>', category: 'accessories' });
    const ring = await makeProduct(t.db, { category: 'jewellery', updatedAt: new Date('2026-01-02T03:04:05.000Z') });
    const shop = t.app.config.publicUrl;

    const sitemap = await readSitemap();
    expect(sitemap.get(`${shop}/shop/${ring.id}`)).toBe('2026-01-02T03:04:05.000Z');
    expect(sitemap.get(`${shop}/shop/${scarf.id}`)).toBe(scarf.updatedAt.toISOString());
    expect(sitemap.get(`${shop}/categories/accessories`)).toBe(scarf.updatedAt.toISOString());
    expect(sitemap.get(`${shop}/categories/jewellery`)).toBe('2026-01-02T03:04:05.000Z');
    for (const page of ['/', '/shop', '/categories/dress', '/categories/cosmetics', '/contact']) {
      expect(sitemap.has(`${shop}${page}`), page).toBe(true);
    }
  });

  it('lists every page in English and French, each naming both and English as x-default', async () => {
    const ring = await makeProduct(t.db, { category: 'jewellery', updatedAt: new Date('2026-01-02T03:04:05.000Z') });
    const shop = t.app.config.publicUrl;
    const res = await t.app.inject({ url: '/sitemap.xml' });
    const { document } = new JSDOM(res.body, { contentType: 'application/xml' }).window;
    const urls = [...document.getElementsByTagName('url')];
    const french = urls.find((url) => url.getElementsByTagName('loc')[0]?.textContent === `${shop}/fr/shop/${ring.id}`);
    expect(french?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-01-02T03:04:05.000Z');
    const alternates = [...(french?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${shop}/shop/${ring.id}`],
      ['fr', `${shop}/fr/shop/${ring.id}`],
      ['x-default', `${shop}/shop/${ring.id}`],
    ]);
    expect(urls.some((url) => url.getElementsByTagName('loc')[0]?.textContent === `${shop}/fr`)).toBe(true);
  });

  it("lists every page of the shop's own at /pages/{slug}, with its update time, until it is deleted", async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const returns = await makePage(t.db, { slug: 'returns', updatedAt: new Date('2026-03-04T05:06:07.000Z') });
    const address = `${t.app.config.publicUrl}/pages/returns`;
    expect((await readSitemap()).get(address)).toBe('2026-03-04T05:06:07.000Z');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/pages/${returns.slug}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await readSitemap()).has(address)).toBe(false);
  });

  it('follows the catalog as products are changed and deleted', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db);
    const address = `${t.app.config.publicUrl}/shop/${product.id}`;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      headers: { cookie },
      payload: { name: 'Renamed scarf' },
    });
    expect(renamed.statusCode).toBe(200);
    const [changed] = await t.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, product.id));
    expect((await readSitemap()).get(address)).toBe(changed?.updatedAt.toISOString());

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await readSitemap()).has(address)).toBe(false);
  });

  it('points crawlers to the sitemap and keeps them out of the dashboard, checkout and API', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /checkout',
        'Disallow: /api',
        `Sitemap: ${t.app.config.publicUrl}/sitemap.xml`,
      ]),
    );
  });
});
