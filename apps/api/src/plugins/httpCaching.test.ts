import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productListQuery } from '@atelier/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SharedAnswer } from '../routePolicy.ts';
import { makeProduct, makeSignedInUser } from '../test/factories.ts';
import { useTestApp } from '../test/testApp.ts';
import { preferredEncoding } from './contentEncoding.ts';
import httpCachingPlugin from './httpCaching.ts';

describe('catalog answers in the shop', () => {
  const t = useTestApp();

  it('lets a browser revalidate the listing: 304 while it is unchanged, a new ETag once it changes', async () => {
    await makeProduct(t.db, { category: 'cosmetics', color: 'beige' });
    const url = '/api/products?category=cosmetics';
    const first = await t.app.inject({ url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await makeProduct(t.db, { category: 'cosmetics', color: 'red' });
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().totalProducts).toBe(2);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 304 for a product page the browser already has', async () => {
    const product = await makeProduct(t.db);
    const url = `/api/products/${product.id}`;
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url, headers: { 'if-none-match': `"other", ${first.headers.etag}` } });
    expect(again.statusCode).toBe(304);
  });

  it('sends the listing brotli-compressed to a browser that takes it, gzip to one that takes only gzip', async () => {
    for (let i = 0; i < 6; i++) await makeProduct(t.db, { category: 'jewellery' });
    const url = '/api/products?category=jewellery';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toContain('Accept-Encoding');
  });

  it('gives no ETag to answers that differ by who asks', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await t.app.inject({ url: '/api/auth/users', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});

/** A promise the test resolves when it chooses. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('short-lived copies of catalog answers and shop figures', () => {
  let app: FastifyInstance;
  let listingsBuilt = 0;
  let figuresBuilt = 0;
  let slowBuilt = 0;
  let slowGate = gate();

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    // Stands in for the session plugin: the role comes from a header.
    app.addHook('onRequest', async (request) => {
      const role = request.headers['x-role'];
      request.actor =
        role === 'admin' || role === 'user' ? { id: role, email: `${role}@example.com`, username: role, role } : null;
    });
    await app.register(httpCachingPlugin, { copyTtlMs: 2_000 });
    const catalog: SharedAnswer = { servesTo: 'everyone', revalidated: true, changedBy: ['products'] };
    const figures: SharedAnswer = { servesTo: 'admins', revalidated: false };
    app.get('/api/products', { config: { sharedAnswer: catalog }, schema: { querystring: productListQuery } }, async () => ({
      products: [],
      built: ++listingsBuilt,
    }));
    app.get('/api/stats/admin-stats', { config: { sharedAnswer: figures } }, async (request, reply) =>
      request.actor?.role === 'admin' ? { built: ++figuresBuilt } : reply.status(403).send({ message: 'Forbidden' }),
    );
    app.get('/api/products/:id', { config: { sharedAnswer: catalog } }, async (_request, reply) =>
      reply.status(404).send({ message: 'Product not found' }),
    );
    app.patch('/api/products/update-product/:id', { config: { feature: 'products' } }, async () => ({
      message: 'Product updated successfully',
    }));
    app.post('/api/orders/create-checkout-session', { config: { feature: 'checkout' } }, async () => ({ id: 'cs_1' }));
    // Shop figures that take as long as the test says: each build waits for `slowGate` to open.
    app.get('/api/stats/slow-figures', { config: { sharedAnswer: figures } }, async () => {
      const built = ++slowBuilt;
      await slowGate.promise;
      return { built };
    });
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const built = async (url = '/api/products?page=1') => (await app.inject({ url })).json().built as number;

  /** What a listing asked for twice is answered with: the second time it is built again, and kept. */
  const askedTwice = async (url?: string) => {
    await built(url);
    return built(url);
  };

  it('keeps no copy of a listing asked for once', async () => {
    const first = await built('/api/products?page=4');
    expect(await built('/api/products?page=4')).toBe(first + 1);
  });

  it('answers a listing asked for twice from the copy, then asks again once the copy is two seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = await askedTwice();
    expect(await built()).toBe(kept);
    expect(await askedTwice('/api/products?page=2')).toBe(kept + 2);
    vi.advanceTimersByTime(2_001);
    expect(await built()).toBe(listingsBuilt);
    expect(listingsBuilt).toBe(kept + 3);
  });

  it('answers a listing asked with unknown parameters, or its parameters in another order, from the same copy', async () => {
    const kept = await askedTwice('/api/products?category=dress&color=black&page=2');
    expect(await built('/api/products?color=black&page=2&category=dress&utm_source=x')).toBe(kept);
    expect(await built('/api/products?page=2&nocopy=17&category=dress&color=black&limit=10')).toBe(kept);
    expect(await built('/api/products?category=dress&color=black&page=3')).toBe(kept + 1);
  });

  it('answers 400, never a copy or a fault, to a listing query it refuses', async () => {
    const refused = await app.inject({ url: '/api/products?page=0' });
    expect(refused.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/products?page=0' })).statusCode).toBe(400);
  });

  it('forgets the copies as soon as a product is changed, not when an order is placed', async () => {
    const first = await askedTwice();
    await app.inject({ method: 'POST', url: '/api/orders/create-checkout-session' });
    expect(await built()).toBe(first);
    await app.inject({ method: 'PATCH', url: '/api/products/update-product/1' });
    expect(await built()).toBe(listingsBuilt);
    expect(listingsBuilt).toBeGreaterThan(first);
  });

  it('hands the shop figures copy to admins only, without an ETag, and forgets it when an order is placed', async () => {
    const asAdmin = { url: '/api/stats/admin-stats', headers: { 'x-role': 'admin' } };
    await app.inject(asAdmin);
    const first = await app.inject(asAdmin);
    expect(first.headers.etag).toBeUndefined();
    expect((await app.inject(asAdmin)).json().built).toBe(first.json().built);

    const asCustomer = await app.inject({ ...asAdmin, headers: { 'x-role': 'user' } });
    expect(asCustomer.statusCode).toBe(403);

    await app.inject({ method: 'POST', url: '/api/orders/create-checkout-session' });
    expect((await app.inject(asAdmin)).json().built).toBe(first.json().built + 1);
  });

  describe('figures that take a while to build', () => {
    const asAdmin = { url: '/api/stats/slow-figures', headers: { 'x-role': 'admin' } };
    const ask = () => app.inject(asAdmin).then((res) => res.json().built as number);
    /** Opens the gate for the builds under way, closing it again for the next ones. */
    const finishBuilds = () => {
      slowGate.open();
      slowGate = gate();
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

    it('builds them once for admins asking together, not once per admin', async () => {
      const before = slowBuilt;
      const answers = Array.from({ length: 5 }, ask);
      await settle();
      finishBuilds();
      expect(new Set(await Promise.all(answers))).toEqual(new Set([before + 1]));
      expect(slowBuilt).toBe(before + 1);
    });

    it('keeps handing out the copy while one admin has the next one built, in the copy’s last half second', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const first = ask();
      await settle();
      finishBuilds();
      const old = await first;
      vi.advanceTimersByTime(1_600);
      const renewing = ask();
      await settle();
      expect(await ask()).toBe(old);
      finishBuilds();
      expect(await renewing).toBe(old + 1);
      expect(await ask()).toBe(old + 1);
    });

    it('neither waits for nor keeps figures begun before a change', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.advanceTimersByTime(5_000); // past any copy of the test before
      const begunBefore = ask();
      await settle();
      const gateBefore = slowGate;
      slowGate = gate();
      await app.inject({ method: 'POST', url: '/api/orders/create-checkout-session' });
      const askedAfter = ask();
      await settle();
      finishBuilds();
      const after = await askedAfter;
      gateBefore.open(); // the outdated figures arrive last
      expect(await begunBefore).toBe(after - 1);
      expect(await ask()).toBe(after);
    });
  });

  it('never copies an error answer', async () => {
    const res = await app.inject({ url: '/api/products/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('copies kept within their byte budget', () => {
  let app: FastifyInstance;
  let built = 0;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    // Each answer about 1,000 bytes, so three do not fit in 2,500.
    await app.register(httpCachingPlugin, { copyTtlMs: 60_000, copiesMaxBytes: 2_500 });
    const catalog: SharedAnswer = { servesTo: 'everyone', revalidated: true, changedBy: ['products'] };
    app.get('/api/products', { config: { sharedAnswer: catalog }, schema: { querystring: productListQuery } }, async () => ({
      built: ++built,
      padding: 'x'.repeat(980),
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const builtFor = async (page: number, headers: Record<string, string> = {}) =>
    (await app.inject({ url: `/api/products?page=${page}`, headers })).json().built as number;

  /** Asks for the page twice, so that its answer is kept. */
  const keptFor = async (page: number) => {
    await builtFor(page);
    return builtFor(page);
  };

  it('forgets the oldest copy when a new one does not fit, and keeps the newest', async () => {
    const first = await keptFor(1);
    expect(await builtFor(1)).toBe(first);
    const second = await keptFor(2);
    await keptFor(3);
    expect(await builtFor(2)).toBe(second);
    expect(await builtFor(1)).toBeGreaterThan(first);
  });

  it('keeps the copies in use while a crawler asks for page after page once each', async () => {
    const inUse = await keptFor(10);
    for (let page = 11; page <= 20; page++) await builtFor(page);
    expect(await builtFor(10)).toBe(inUse);
  });
});

describe('choosing a compression the browser accepts', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s gives %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
