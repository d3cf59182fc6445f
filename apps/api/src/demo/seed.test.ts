import { CATEGORIES, COLORS } from '@atelier/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import {
  images,
  orderLines,
  orderStatusChanges,
  orders,
  productSizes,
  products,
  promotions,
  reviews,
  users,
} from '../db/schema.ts';
import { makeUser } from '../test/factories.ts';
import { useTestApp } from '../test/testApp.ts';
import { seed } from './index.ts';
import { DEMO_SHIPPING } from './shipping.ts';

const t = useTestApp();
const seedAdmin = { email: 'owner@example.com', password: 'owner-password' };

async function tally() {
  const rows = async (
    table: typeof users | typeof products | typeof reviews | typeof orders | typeof orderLines | typeof images,
  ) => (await t.db.select({ n: count() }).from(table))[0]?.n;
  return {
    users: await rows(users),
    products: await rows(products),
    reviews: await rows(reviews),
    orders: await rows(orders),
    orderLines: await rows(orderLines),
    images: await rows(images),
  };
}

describe('demo seed', () => {
  it('fills an empty shop once and adds nothing on the next start', async () => {
    await seed(t.db, { seedAdmin, seedDemo: true });
    const first = await tally();
    expect(first.products).toBeGreaterThanOrEqual(24);
    expect(first.reviews).toBeGreaterThan(first.products ?? 0);
    expect(first.orders).toBeGreaterThanOrEqual(40);
    expect(first.images).toBeGreaterThan(first.products ?? 0);

    await seed(t.db, { seedAdmin, seedDemo: true });
    expect(await tally()).toEqual(first);
  });

  it('speaks French: every product, page and shop text has its French words, and "echarpe" finds the silk scarf', async () => {
    const catalog = await t.db.select({ translations: products.translations }).from(products);
    expect(catalog.filter((p) => !p.translations.fr?.name || !p.translations.fr.description)).toEqual([]);
    const found = await t.app.inject({ url: '/api/products?q=echarpe&lang=fr' });
    expect(found.json().products.map((p: { name: string }) => p.name)).toContain('Écharpe en twill de soie Jardin');
    for (const slug of ['shipping', 'returns', 'privacy', 'terms']) {
      const page = (await t.app.inject({ url: `/api/pages/${slug}?lang=fr` })).json();
      expect(page.title, slug).not.toBe((await t.app.inject({ url: `/api/pages/${slug}` })).json().title);
    }
    const settings = (await t.app.inject({ url: '/api/settings?lang=fr' })).json();
    expect(settings.hero.title).toBe('Des pièces calmes pour un monde bruyant');
    // The demo's zones are written only into a shop with none, which a started test shop already has.
    const methods = DEMO_SHIPPING.flatMap((zone) => zone.methods);
    expect(methods.filter((method) => !method.translations.fr.name)).toEqual([]);
    const offers = await t.db.select({ translations: promotions.translations }).from(promotions);
    expect(offers.filter((p) => !p.translations.fr?.label)).toEqual([]);
  });

  it('offers every category and colour, from under $50 to over $200', async () => {
    const catalog = await t.db.select().from(products);
    expect(new Set(catalog.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(catalog.map((p) => p.color))).toEqual(new Set(COLORS));
    expect(catalog.some((p) => p.priceCents < 5_000)).toBe(true);
    expect(catalog.some((p) => p.priceCents > 20_000)).toBe(true);
    expect(catalog.filter((p) => p.oldPriceCents !== null).every((p) => (p.oldPriceCents ?? 0) > p.priceCents)).toBe(true);
  });

  it('shows every stock state: dresses in sizes, sold-out sizes, a sold-out product and some running low', async () => {
    const [catalog, sizes] = await Promise.all([t.db.select().from(products), t.db.select().from(productSizes)]);
    for (const dress of catalog.filter((p) => p.category === 'dress')) {
      const own = sizes.filter((s) => s.productId === dress.id);
      expect(own.length, dress.name).toBeGreaterThan(0);
      expect(dress.stock).toBe(own.reduce((sum, s) => sum + s.stock, 0));
    }
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
    expect(catalog.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(catalog.some((p) => p.stock > 0 && p.stock <= 3)).toBe(true);
    const [newest] = [...catalog].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(sizes.some((s) => s.productId === newest?.id)).toBe(false);
    expect(newest?.stock).toBeGreaterThan(0);
  });

  it('shows each product with its own picture, served as WebP', async () => {
    const catalog = await t.db.select().from(products);
    expect(new Set(catalog.map((p) => p.image)).size).toBe(catalog.length);
    for (const product of catalog) {
      const res = await t.app.inject({ method: 'GET', url: product.image });
      expect(res.statusCode, product.name).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('shows several products in two to four pictures, the first the one cards show, every stored picture in use', async () => {
    const catalog = await t.db.select().from(products);
    const galleries = catalog.filter((product) => product.images.length > 0);
    expect(galleries.length).toBeGreaterThanOrEqual(6);
    for (const product of galleries) {
      expect(product.images.length, product.name).toBeGreaterThanOrEqual(2);
      expect(product.images.length, product.name).toBeLessThanOrEqual(4);
      expect(product.images[0]?.url, product.name).toBe(product.image);
    }
    const shown = catalog.flatMap((product) => [product.image, ...product.images.slice(1).map((picture) => picture.url)]);
    const stored = await t.db.select({ id: images.id }).from(images);
    expect(new Set(shown)).toEqual(new Set(stored.map((image) => `/images/${image.id}.webp`)));
    expect(shown).toHaveLength(stored.length);

    const [gallery] = galleries;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${gallery?.id}` });
    const answered: { url: string; alt: string }[] = res.json().product.images;
    expect(answered.map((picture) => picture.url)).toEqual(gallery?.images.map((picture) => picture.url));
    expect(answered.every((picture) => picture.alt.startsWith(`${gallery?.name}, `))).toBe(true);
    for (const { url } of answered.slice(1)) {
      const picture = await t.app.inject({ method: 'GET', url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
  });

  it('makes a few pieces in two or three colours, each colour offering the others on its page', async () => {
    const catalog = await t.db.select().from(products);
    const styles = new Map<string, typeof catalog>();
    for (const product of catalog) {
      if (product.style) styles.set(product.style, [...(styles.get(product.style) ?? []), product]);
    }
    expect(styles.size).toBeGreaterThanOrEqual(2);
    for (const [style, colours] of styles) {
      expect(colours.length, style).toBeGreaterThanOrEqual(2);
      expect(colours.length, style).toBeLessThanOrEqual(3);
      expect(new Set(colours.map((product) => product.color)).size, style).toBe(colours.length);
    }
    const [one, ...others] = [...styles.values()][0] ?? [];
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${one?.id}` });
    const siblings: { name: string }[] = res.json().siblings;
    expect(siblings.map((sibling) => sibling.name).sort()).toEqual(others.map((product) => product.name).sort());
  });

  it('keeps each product rating the average of its reviews', async () => {
    const [catalog, all] = await Promise.all([t.db.select().from(products), t.db.select().from(reviews)]);
    for (const product of catalog) {
      const ratings = all.filter((r) => r.productId === product.id).map((r) => r.rating);
      expect(product.reviewCount).toBe(ratings.length);
      expect(product.rating).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 5);
    }
  });

  it('gives the dashboards a year of orders in every status, charged subtotal plus 5% tax', async () => {
    const history = await t.db.select().from(orders);
    const lines = await t.db.select().from(orderLines);
    expect(new Set(history.map((o) => o.status))).toEqual(new Set(['pending', 'processing', 'shipped', 'completed']));
    const oldest = Math.min(...history.map((o) => o.createdAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(300 * 24 * 3_600_000);
    for (const order of history) {
      const subtotal = lines.filter((l) => l.orderId === order.id).reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
      expect(subtotal).toBeGreaterThan(0);
      expect(order.amountCents).toBe(subtotal + Math.round(subtotal * 0.05));
    }
    const customerOrders = history.filter((o) => o.email === 'customer@atelier.test');
    expect(customerOrders.length).toBeGreaterThanOrEqual(3);
  });

  it('numbers the demo orders in the order they were placed, the oldest #1001', async () => {
    const history = await t.db.select().from(orders).orderBy(orders.createdAt);
    expect(history.map((order) => order.number)).toEqual(history.map((_, i) => 1001 + i));
  });

  it('ships every demo order to an address, with a status history from pending to its status now', async () => {
    const history = await t.db.select().from(orders);
    const changes = await t.db.select().from(orderStatusChanges);
    for (const order of history) {
      expect(order.shippingName).toBeTruthy();
      const own = changes
        .filter((change) => change.orderId === order.id)
        .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
      expect(own[0]).toMatchObject({ status: 'pending', changedAt: order.createdAt });
      expect(own.at(-1)).toMatchObject({ status: order.status, changedAt: order.updatedAt });
    }
  });
});

describe('seed in production', () => {
  const fresh = useTestApp();
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-enough-length',
    PUBLIC_URL: 'https://shop.example.com',
    SEED_ADMIN_EMAIL: 'owner@example.com',
    SEED_ADMIN_PASSWORD: 'owner-password',
    STRIPE_SECRET_KEY: 'sk_test_production_like',
    STRIPE_WEBHOOK_SECRET: 'whsec_production_like',
  };

  it('creates only the admin: no demo customer with its published password, no demo catalog', async () => {
    await seed(fresh.db, loadConfig(production));
    const accounts = await fresh.db.select({ email: users.email, role: users.role }).from(users);
    expect(accounts).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
    expect((await fresh.db.select({ n: count() }).from(products))[0]?.n).toBe(0);
  });

  it('creates the configured admin, who can sign in, even when the shop already has another admin', async () => {
    await makeUser(fresh.db, { role: 'admin' });
    await seed(fresh.db, loadConfig({ ...production, SEED_ADMIN_EMAIL: 'new-owner@example.com' }));
    const signIn = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new-owner@example.com', password: production.SEED_ADMIN_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role).toBe('admin');
  });

  it('seeds the demo when SEED_DEMO=true asks for it', () => {
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
