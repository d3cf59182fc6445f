// A delivered order to send back, for the returns tests: a velvet dress in M (sized, with L in stock) and a gold ring.
import { discountCents, discountedTotalsCents } from '@atelier/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { orderLines, productSizes, products } from '../db/schema.ts';
import { makeOrder, makeProduct, makeSignedInUser, makeSizedProduct } from './factories.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export type Who = { cookie: string } | undefined;

const ADDRESS = {
  shippingName: 'Ada Lovelace',
  shippingLine1: '12 St James’s Square',
  shippingCity: 'London',
  shippingPostalCode: 'SW1Y 4JH',
  shippingCountry: 'GB',
};

/**
 * A customer's order of 2 velvet dresses in M ($45.00) and a gold ring ($12.50), charged with tax ($107.63), in
 * `status` since `daysAgo` days; the dress has `sizeL` left in L. With `discountPercent`, paid with a code taking that
 * much off, spread over the lines as checkout spreads it.
 */
export async function deliveredOrder(
  app: FastifyInstance,
  db: Db,
  {
    status = 'completed',
    daysAgo = 1,
    sizeL = 2,
    discountPercent = 0,
  }: { status?: 'completed' | 'shipped' | 'processing'; daysAgo?: number; sizeL?: number; discountPercent?: number } = {},
) {
  const customer = await makeSignedInUser(app, db);
  const dress = await makeSizedProduct(db, { M: 3, L: sizeL }, { name: 'Velvet dress', priceCents: 4_500 });
  const ring = await makeProduct(db, { name: 'Gold ring', priceCents: 1_250, stock: 7 });
  const bought = [
    { productId: dress.id, name: 'Velvet dress', size: 'M' as const, priceCents: 4_500, quantity: 2, category: 'dress' as const },
    { productId: ring.id, name: 'Gold ring', priceCents: 1_250, quantity: 1, category: 'jewellery' as const },
  ];
  const off = discountCents({ kind: 'percentage', value: discountPercent, categories: [] }, bought);
  const lines = bought.map(({ category: _, ...line }, i) => ({ ...line, discountCents: off.lineDiscountsCents[i] ?? 0 }));
  const order = await makeOrder(db, {
    userId: customer.user.id,
    email: customer.user.email,
    status,
    amountCents: discountedTotalsCents(bought, off.lineDiscountsCents).totalCents,
    discountCents: off.linesDiscountCents,
    createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    lines,
    ...ADDRESS,
  });
  const stored = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const lineOf = (name: string) => stored.find((line) => line.name === name)?.id ?? '';
  return { customer, dress, ring, order, dressLine: lineOf('Velvet dress'), ringLine: lineOf('Gold ring') };
}

export async function sizeStock(db: Db, productId: string, size: 'M' | 'L') {
  const [row] = await db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return row?.stock;
}

export async function productStock(db: Db, productId: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

/** The calls of the returns API, as a customer or an admin makes them. */
export function returnCalls(app: FastifyInstance) {
  const headers = (who: Who) => (who ? { cookie: who.cookie } : {});
  const post = (url: string, who: Who, payload?: object) =>
    app.inject({ method: 'POST', url, headers: headers(who), ...(payload ? { payload } : {}) });
  return {
    ask: (orderId: string, who: Who, payload: object) => post(`/api/orders/${orderId}/returns`, who, payload),
    ofOrder: (orderId: string, who: Who) =>
      app.inject({ method: 'GET', url: `/api/orders/${orderId}/returns`, headers: headers(who) }),
    list: (who: Who, query = '') => app.inject({ method: 'GET', url: `/api/returns${query}`, headers: headers(who) }),
    cancel: (id: string, who: Who) => post(`/api/returns/${id}/cancel`, who),
    approve: (id: string, who: Who) => post(`/api/returns/${id}/approve`, who),
    reject: (id: string, who: Who, reason = 'Worn and washed') => post(`/api/returns/${id}/reject`, who, { reason }),
    receive: (id: string, who: Who, lines: object[]) => post(`/api/returns/${id}/receive`, who, { lines }),
    close: (id: string, who: Who) => post(`/api/returns/${id}/close`, who),
  };
}
