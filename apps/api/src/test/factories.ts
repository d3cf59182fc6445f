// Small factories for test data: each call makes a new, unique row.
import { randomUUID } from 'node:crypto';
import { NEUTRAL_SETTINGS, type ShopSettings, type Size } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  images,
  orderLines,
  orderStatusChanges,
  orders,
  pages,
  productSizes,
  products,
  promotions,
  reviews,
  settings,
  shippingMethods,
  shippingZoneCountries,
  shippingZones,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { dropHeldSettings } from '../features/settings/index.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export async function makeUser(db: Db, fields: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const unique = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      username: `shopper-${unique}`,
      email: `shopper-${unique}@example.com`,
      passwordHash: await passwordHash,
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function makeProduct(db: Db, fields: Partial<typeof products.$inferInsert> = {}) {
  const [product] = await db
    .insert(products)
    .values({
      name: `Silk scarf ${randomUUID().slice(0, 6)}`,
      category: 'accessories',
      color: 'red',
      description: 'A light silk scarf.',
      priceCents: 4_500,
      stock: 50,
      ...fields,
    })
    .returning();
  if (!product) throw new Error('product not created');
  return product;
}

/** A picture stored by the shop (a few bytes standing for one); answers the url products name it by. */
export async function makeImage(db: Db): Promise<string> {
  const [image] = await db
    .insert(images)
    .values({ data: Buffer.from('RIFF....WEBP'), contentType: 'image/webp', width: 1, height: 1 })
    .returning({ id: images.id });
  if (!image) throw new Error('image not stored');
  return `/images/${image.id}.webp`;
}

/** A sized product with the stock of each size, e.g. `{ S: 2, M: 0 }`; its `stock` is their sum. */
export async function makeSizedProduct(
  db: Db,
  stockBySize: Partial<Record<Size, number>>,
  fields: Partial<typeof products.$inferInsert> = {},
) {
  const stock = Object.values(stockBySize).reduce((sum, n) => sum + n, 0);
  const product = await makeProduct(db, { category: 'dress', stock, ...fields });
  await db
    .insert(productSizes)
    .values(Object.entries(stockBySize).map(([size, n]) => ({ productId: product.id, size: size as Size, stock: n })));
  return product;
}

export async function makeReview(
  db: Db,
  fields: Pick<typeof reviews.$inferInsert, 'userId' | 'productId'> & Partial<typeof reviews.$inferInsert>,
) {
  const [review] = await db
    .insert(reviews)
    .values({ comment: 'Lovely.', rating: 4, ...fields })
    .returning();
  if (!review) throw new Error('review not created');
  return review;
}

interface OrderLineFields {
  productId?: string | null;
  name?: string;
  size?: Size | null;
  quantity?: number;
  priceCents?: number;
  /** The line's share of the order's discount. */
  discountCents?: number;
}

/** A paid order with its lines; `amountCents` defaults to the lines' total. */
export async function makeOrder(db: Db, fields: Partial<typeof orders.$inferInsert> & { lines?: OrderLineFields[] } = {}) {
  const { lines = [{}], ...orderFields } = fields;
  const priced = lines.map((line) => ({ productId: null, quantity: 1, priceCents: 2_000, ...line }));
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `pi_test_${randomUUID().slice(0, 12)}`,
      email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
      amountCents: priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
      ...orderFields,
    })
    .returning();
  if (!order) throw new Error('order not created');
  await db.insert(orderLines).values(priced.map((line) => ({ name: 'Test item', ...line, orderId: order.id })));
  // Its history starts as a paid order's does, with the status it was made with.
  await db.insert(orderStatusChanges).values({ orderId: order.id, status: order.status, changedAt: order.createdAt });
  return order;
}

let signIns = 0;

/**
 * Signs a user in through the API and returns the Cookie header value to send with requests. Each sign-in comes
 * from its own (documentation-range) address, as shoppers do, so the per-IP sign-in limit never trips in tests.
 */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, userAgent = ''): Promise<string> {
  signIns += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
    remoteAddress: `2001:db8:${signIns.toString(16)}::1`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  return `token=${token}`;
}

/** The session a `token=…` cookie names, read from the token's claims. */
export function sessionIdOf(cookie: string): string {
  const [, claims = ''] = cookie.replace('token=', '').split('.');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()).sid;
}

/** A signed-in user of the given role, with the cookie to act as them. */
export async function makeSignedInUser(app: FastifyInstance, db: Db, role: 'user' | 'admin' = 'user') {
  const user = await makeUser(db, { role });
  return { user, cookie: await signIn(app, user.email) };
}

/** The shop's settings (one row, replaced): the neutral ones with the given shop fields, written straight to the table. */
export async function makeShopSettings(db: Db, shop: Partial<ShopSettings['shop']> = {}): Promise<ShopSettings> {
  const document: ShopSettings = { ...NEUTRAL_SETTINGS, shop: { ...NEUTRAL_SETTINGS.shop, ...shop } };
  await writeShopSettings(db, document);
  return document;
}

/** `document` in place of the shop's settings, straight to the table; the apps of this process read it next, as after a save. */
export async function writeShopSettings(db: Db, document: ShopSettings): Promise<void> {
  await db.insert(settings).values({ id: true, document }).onConflictDoUpdate({ target: settings.id, set: { document } });
  dropHeldSettings(db);
}

export async function makePage(db: Db, fields: Partial<typeof pages.$inferInsert> = {}) {
  const [page] = await db
    .insert(pages)
    .values({ slug: `page-${randomUUID().slice(0, 8)}`, title: 'About us', body: 'We make *quiet* clothes.', ...fields })
    .returning();
  if (!page) throw new Error('page not created');
  return page;
}

let zoneCountries = 0;
/** A two-letter code no other zone of the test run holds (from ZA… downwards, clear of real shipping countries). */
export function freshCountryCode(): string {
  zoneCountries += 1;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `${letters[25 - (Math.floor(zoneCountries / 26) % 26)]}${letters[zoneCountries % 26]}`;
}

/** A shipping zone holding `countries` (a fresh code when none is given), written straight to the tables; 5 % tax unless told. */
export async function makeShippingZone(
  db: Db,
  fields: { countries?: string[] } & Partial<
    Pick<typeof shippingZones.$inferInsert, 'name' | 'taxRate' | 'categoryTaxRates'>
  > = {},
) {
  const { countries: wanted, ...zoneFields } = fields;
  const [zone] = await db
    .insert(shippingZones)
    .values({ name: 'Zone', ...zoneFields })
    .returning();
  if (!zone) throw new Error('zone not stored');
  const countries = wanted ?? [freshCountryCode()];
  await db.insert(shippingZoneCountries).values(countries.map((country) => ({ country, zoneId: zone.id })));
  return { ...zone, countries };
}

export async function makeShippingMethod(db: Db, zoneId: string, fields: Partial<typeof shippingMethods.$inferInsert> = {}) {
  const [method] = await db
    .insert(shippingMethods)
    .values({ zoneId, name: 'Standard', priceCents: 500, freeFromCents: null, minDays: 2, maxDays: 4, ...fields })
    .returning();
  if (!method) throw new Error('method not stored');
  return method;
}

/** A promotion written straight to the table: a 10 % code of its own unless told otherwise. */
export async function makePromotion(db: Db, fields: Partial<typeof promotions.$inferInsert> = {}) {
  const [promotion] = await db
    .insert(promotions)
    .values({ code: `CODE${randomUUID().slice(0, 8)}`, label: '10% off', kind: 'percentage', value: 10, ...fields })
    .returning();
  if (!promotion) throw new Error('promotion not created');
  return promotion;
}
