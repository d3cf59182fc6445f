import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../db/schema.ts';
import { answeredFromCopy } from '../test/answeredFromCopy.ts';
import { makeProduct, makeSignedInUser } from '../test/factories.ts';
import { fakeWebBuild } from '../test/fakeWebBuild.ts';
import { useTestApp } from '../test/testApp.ts';

const t = useTestApp({ webDistDir: fakeWebBuild(), copyFreshMs: 60_000, cacheHitHeader: true });

/** Counts the statements the shop sends to its database while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const timings = t.database.queryTimings;
  const metrics = timings.listener;
  let statements = 0;
  timings.listener = (seconds) => {
    statements += 1;
    metrics?.(seconds);
  };
  try {
    await work();
  } finally {
    timings.listener = metrics;
  }
  return statements;
}

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
/** A copy's answer: the test proves there is a copy to outdate before it changes anything. */
const fromCopy = (url: string, headers: Record<string, string> = {}) => answeredFromCopy(t.app, { url, headers });

describe('copies of pages and answers', () => {
  it('serves a page again without asking the database from its third visit on, whatever tracking tags its address carries', async () => {
    const product = await makeProduct(t.db, { priceCents: 4_500 });
    const url = `/shop/${product.id}`;
    // The first visit's page is not kept (an address asked for once may never be asked for again); the second's is.
    expect(await statementsDuring(() => page(url))).toBeGreaterThan(0);
    expect(await statementsDuring(() => page(`${url}?utm_source=y`))).toBeGreaterThan(0);

    for (const again of [url, `${url}?utm_source=x`, `${url}?utm_source=x&utm_medium=mail`, `${url}?nocopy=1`]) {
      let res: Awaited<ReturnType<typeof page>> | undefined;
      expect(await statementsDuring(async () => (res = await page(again)))).toBe(0);
      expect(res?.body).toContain('<p>$45.00</p>');
    }
  });

  it('shows a change made behind the API’s back in the next page within a second, rebuilt once for many visitors', async () => {
    const product = await makeProduct(t.db, { priceCents: 4_500 });
    const url = `/shop/${product.id}`;
    expect((await fromCopy(url)).body).toContain('<p>$45.00</p>');

    await t.db.update(products).set({ priceCents: 4_800 }).where(eq(products.id, product.id));
    await expect.poll(async () => (await page(url)).body, { timeout: 1_000 }).toContain('<p>$48.00</p>');

    // What one rebuild costs, then what many visitors arriving together after a change cost.
    await t.db.update(products).set({ priceCents: 5_000 }).where(eq(products.id, product.id));
    await t.database.caughtUp();
    const oneRebuild = await statementsDuring(() => page(url));
    await t.db.update(products).set({ priceCents: 5_100 }).where(eq(products.id, product.id));
    await t.database.caughtUp();
    let answers: Awaited<ReturnType<typeof page>>[] = [];
    const rebuilt = await statementsDuring(async () => {
      answers = await Promise.all(Array.from({ length: 10 }, () => page(url)));
    });
    expect(oneRebuild).toBeGreaterThan(0);
    expect(rebuilt).toBe(oneRebuild);
    for (const answer of answers) expect(answer.body).toContain('<p>$51.00</p>');
  });

  it('shows a change made through the API in the very next answer and page', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db, { priceCents: 4_500 });
    expect((await fromCopy(`/api/products/${product.id}`)).json().product.price).toBe(45);
    expect((await fromCopy(`/shop/${product.id}`)).body).toContain('<p>$45.00</p>');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      payload: { price: 52 },
      headers: { cookie: admin.cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect((await page(`/api/products/${product.id}`)).json().product.price).toBe(52);
    expect((await page(`/shop/${product.id}`)).body).toContain('<p>$52.00</p>');
  });

  it('answers a write to no table a copy shows without waiting for the database’s change notices: a beacon', async () => {
    const caughtUp = vi.spyOn(t.app.database, 'caughtUp');
    try {
      const beacon = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ type: 'pageview', path: '/' }),
      });
      expect(beacon.statusCode).toBe(202);
      expect(caughtUp).not.toHaveBeenCalled();
      // A write that may change what copies show still waits: signing in.
      await makeSignedInUser(t.app, t.db);
      expect(caughtUp).toHaveBeenCalled();
    } finally {
      caughtUp.mockRestore();
    }
  });

  it('keeps a missing product’s page a 404 until the product appears', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const url = `/shop/${id}`;
    const copied = await fromCopy(url);
    expect(copied.statusCode).toBe(404);
    expect(copied.body).toContain('<title>Page not found | Atelier</title>');

    await makeProduct(t.db, { id });
    await t.database.caughtUp();
    expect((await page(url)).statusCode).toBe(200);
  });

  it('answers from a copy with the security headers, a request id of its own and a metrics sample', async () => {
    const product = await makeProduct(t.db);
    const url = `/shop/${product.id}`;
    const first = await page(url);
    // The page route's count of answers in the request histogram.
    const samples = async () => {
      const histogram = await t.app.metrics.registry.getSingleMetric('http_request_duration_seconds')?.get();
      const values = (histogram?.values ?? []) as { value: number; labels: Record<string, unknown>; metricName?: string }[];
      const counted = values.find((value) => value.labels.route === '/*' && value.metricName?.endsWith('_count'));
      return counted?.value ?? 0;
    };
    const before = await samples();

    const again = await page(url);
    expect(again.headers['x-request-id']).toBeDefined();
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    for (const header of ['content-security-policy', 'x-content-type-options', 'referrer-policy'])
      expect(again.headers[header]).toBe(first.headers[header]);
    expect(again.headers['content-security-policy']).toBeDefined();
    expect(await samples()).toBe(before + 1);

    const answer = await page(`/api/products/${product.id}`);
    const answerAgain = await page(`/api/products/${product.id}`);
    expect(answerAgain.headers['x-request-id']).not.toBe(answer.headers['x-request-id']);
    expect(answerAgain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 to a browser that has the page or answer, and tells caches in front to keep a page a second', async () => {
    const product = await makeProduct(t.db);
    for (const url of [`/shop/${product.id}`, `/api/products/${product.id}`]) {
      const first = await page(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w+/=-]+"$/);
      const again = await page(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await page(`/shop/${product.id}`)).headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect((await page(`/api/products/${product.id}`)).headers['cache-control']).toBe('no-cache');
  });

  it('sends a copy brotli- or gzip-compressed, as the browser takes it', async () => {
    const product = await makeProduct(t.db);
    const url = `/shop/${product.id}`;
    const plain = await page(url);
    const br = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page(url, { 'accept-encoding': 'gzip' });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toContain('Accept-Encoding');
  });

  it('gives the shop’s figures from a copy to admins only', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const customer = await makeSignedInUser(t.app, t.db);
    const stats = (cookie?: string) => t.app.inject({ url: '/api/stats/admin-stats', headers: cookie ? { cookie } : {} });
    expect((await stats(admin.cookie)).statusCode).toBe(200);
    expect((await stats(customer.cookie)).statusCode).toBe(403);
    expect((await stats()).statusCode).toBe(401);

    const products = (await fromCopy('/api/stats/admin-stats', { cookie: admin.cookie })).json().totalProducts;
    await makeProduct(t.db);
    await t.database.caughtUp();
    expect((await stats(admin.cookie)).json().totalProducts).toBe(products + 1);
  });

  it('refuses a query its schema refuses, however fresh the copies of the same listing are', async () => {
    await makeProduct(t.db);
    expect((await page('/api/products?limit=8')).statusCode).toBe(200);
    expect((await page('/api/products?limit=8&utm_source=mail')).statusCode).toBe(200);
    const refused = await page('/api/products?limit=8&minPrice=-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('minPrice must not be negative');
    expect((await page('/api/products?limit=8')).statusCode).toBe(200);
  });
});

describe('what the database announces', () => {
  it('drops no copy for a statement that changes nothing', async () => {
    const product = await makeProduct(t.db, { priceCents: 4_500 });
    const url = `/shop/${product.id}`;
    await page(url);
    await page(url);
    await t.db.update(products).set({ priceCents: 4_500 }).where(eq(products.id, product.id));
    await t.db.update(products).set({ priceCents: 1 }).where(eq(products.id, '00000000-0000-4000-8000-00000000ffff'));
    await t.database.caughtUp();
    expect(await statementsDuring(() => page(url))).toBe(0);
  });
});
