import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orderStatusChanges, returns } from '../../db/schema.ts';
import { DAY_MS, deliveredOrder, returnCalls, sizeStock, type Who } from '../../test/deliveredOrder.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let api: ReturnType<typeof returnCalls>;
let admin: Who;
beforeAll(async () => {
  api = returnCalls(t.app);
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const returnsOf = (orderId: string) => t.db.select().from(returns).where(eq(returns.orderId, orderId));

describe('a customer asking to send back an order', () => {
  it('answers 201 with the return, and holds the other size asked for at once', async () => {
    const { customer, dress, order, dressLine, ringLine } = await deliveredOrder(t.app, t.db);
    const res = await api.ask(order.id, customer, {
      lines: [
        { lineId: dressLine, quantity: 1, reason: 'too-small', exchangeSize: 'L' },
        { lineId: ringLine, quantity: 1, reason: 'changed-my-mind' },
      ],
      note: 'The dress is lovely, just tight.',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'requested', note: 'The dress is lovely, just tight.', orderId: order.id });
    expect(body._id).toEqual(expect.any(String));
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    expect(body.lines).toEqual([
      expect.objectContaining({
        lineId: ringLine,
        name: 'Gold ring',
        quantity: 1,
        reason: 'changed-my-mind',
        exchangeSize: null,
      }),
      expect.objectContaining({
        lineId: dressLine,
        name: 'Velvet dress',
        size: 'M',
        quantity: 1,
        reason: 'too-small',
        exchangeSize: 'L',
      }),
    ]);
    expect(body.history).toEqual([{ status: 'requested', changedAt: expect.any(String) }]);
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(1);
  });

  it('accepts an order shipped within the window that was never completed', async () => {
    const { customer, order, ringLine } = await deliveredOrder(t.app, t.db, { status: 'shipped', daysAgo: 29 });
    expect(
      (await api.ask(order.id, customer, { lines: [{ lineId: ringLine, quantity: 1, reason: 'wrong-item' }] })).statusCode,
    ).toBe(201);
  });

  it('counts the window from completion when the order was completed after it shipped', async () => {
    const { customer, order, ringLine } = await deliveredOrder(t.app, t.db, { status: 'completed', daysAgo: 45 });
    // Shipped 45 days ago, completed 10 days ago: still within 30 days of completion.
    await t.db
      .insert(orderStatusChanges)
      .values({ orderId: order.id, status: 'completed', changedAt: new Date(Date.now() - 10 * DAY_MS) });
    expect(
      (await api.ask(order.id, customer, { lines: [{ lineId: ringLine, quantity: 1, reason: 'wrong-item' }] })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['outside the window', { daysAgo: 31 }, 'Returns are accepted within 30 days of delivery'],
    ['not yet shipped', { status: 'processing' as const }, 'Only a shipped or completed order can be returned'],
  ])('refuses an order %s and changes nothing', async (_, shape, message) => {
    const { customer, dress, order, dressLine } = await deliveredOrder(t.app, t.db, shape);
    const res = await api.ask(order.id, customer, {
      lines: [{ lineId: dressLine, quantity: 1, reason: 'too-small', exchangeSize: 'L' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(message);
    expect(await returnsOf(order.id)).toEqual([]);
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(2);
  });

  it("refuses another customer's order, and a visitor", async () => {
    const { order, ringLine } = await deliveredOrder(t.app, t.db);
    const stranger = await makeSignedInUser(t.app, t.db);
    const lines = [{ lineId: ringLine, quantity: 1, reason: 'wrong-item' }];
    expect((await api.ask(order.id, stranger, { lines })).statusCode).toBe(403);
    expect((await api.ask(order.id, undefined, { lines })).statusCode).toBe(401);
    expect(await returnsOf(order.id)).toEqual([]);
  });

  it('refuses more than was bought, less what was refunded and what open returns already hold', async () => {
    const { customer, order, dressLine } = await deliveredOrder(t.app, t.db);
    const three = await api.ask(order.id, customer, { lines: [{ lineId: dressLine, quantity: 3, reason: 'too-large' }] });
    expect(three.statusCode).toBe(409);
    // The field is named as the body names it, for the form to say it under that line's quantity.
    expect(three.json()).toEqual({
      message: 'Only 2 of Velvet dress can still be returned',
      fields: { 'lines.0.quantity': 'Only 2 of Velvet dress can still be returned' },
    });
    // A French page is told in French, under the field as well.
    const inFrench = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: { cookie: customer.cookie, 'accept-language': 'fr' },
      payload: { lines: [{ lineId: dressLine, quantity: 3, reason: 'too-large' }] },
    });
    const french = 'Seuls 2 exemplaires de Velvet dress peuvent encore être retournés';
    expect(inFrench.json()).toEqual({ message: french, fields: { 'lines.0.quantity': french } });
    expect(
      (await api.ask(order.id, customer, { lines: [{ lineId: dressLine, quantity: 1, reason: 'too-large' }] })).statusCode,
    ).toBe(201);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      headers: { cookie: admin?.cookie ?? '' },
      payload: { lines: [{ lineId: dressLine, quantity: 1 }] },
    });
    expect(refunded.statusCode).toBe(200);
    const none = await api.ask(order.id, customer, { lines: [{ lineId: dressLine, quantity: 1, reason: 'too-large' }] });
    expect(none.json().message).toBe('Only 0 of Velvet dress can still be returned');
  });

  it.each([
    ['an unknown size', { exchangeSize: 'XXL' }, 400, 'Size must be one of: XS, S, M, L, XL'],
    ['a size the product does not come in', { exchangeSize: 'XS' }, 400, 'Velvet dress does not come in size XS'],
    ['the size already bought', { exchangeSize: 'M' }, 400, 'Choose a size of Velvet dress other than the one you have'],
    ['an unknown reason', { reason: 'bored' }, 400, 'Reason must be one of: too-small'],
    ['a line of another order', { lineId: '00000000-0000-4000-8000-000000000000' }, 400, 'That line is not part of this order'],
  ])('refuses %s and changes nothing', async (_, change, status, message) => {
    const { customer, dress, order, dressLine } = await deliveredOrder(t.app, t.db);
    const line = { lineId: dressLine, quantity: 1, reason: 'too-small', exchangeSize: 'L', ...change };
    const res = await api.ask(order.id, customer, { lines: [line] });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await returnsOf(order.id)).toEqual([]);
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(2);
  });

  it('refuses a size for a one-size product, and a note over 500 characters', async () => {
    const { customer, order, ringLine } = await deliveredOrder(t.app, t.db);
    const oneSize = await api.ask(order.id, customer, {
      lines: [{ lineId: ringLine, quantity: 1, reason: 'too-small', exchangeSize: 'L' }],
    });
    expect(oneSize.statusCode).toBe(400);
    expect(oneSize.json().message).toBe('Gold ring comes in one size only: ask for your money back instead');
    const long = await api.ask(order.id, customer, {
      lines: [{ lineId: ringLine, quantity: 1, reason: 'too-small' }],
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Note must be at most 500 characters');
    expect(oneSize.json().fields).toEqual({
      'lines.0.exchangeSize': 'Gold ring comes in one size only: ask for your money back instead',
    });
    expect(long.json().fields).toEqual({ note: expect.stringContaining('Note must be at most 500 characters') });
    expect(await returnsOf(order.id)).toEqual([]);
  });

  it('refuses a sold-out size with 409 naming it, and holds nothing of the others', async () => {
    const { customer, order, dressLine, dress } = await deliveredOrder(t.app, t.db, { sizeL: 0 });
    const res = await api.ask(order.id, customer, {
      lines: [{ lineId: dressLine, quantity: 1, reason: 'too-small', exchangeSize: 'L' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Velvet dress in size L is sold out: choose another size or your money back');
    expect(await returnsOf(order.id)).toEqual([]);
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(0);
  });

  it('gives the last unit of a size to one of two customers asking at once; the other is told it is sold out', async () => {
    const first = await deliveredOrder(t.app, t.db, { sizeL: 1 });
    const second = await deliveredOrder(t.app, t.db);
    // Both orders are of the same dress: the second customer's order names the first one's product.
    await t.db.update(orderLines).set({ productId: first.dress.id }).where(eq(orderLines.id, second.dressLine));
    const ask = (shop: typeof first) =>
      api.ask(shop.order.id, shop.customer, {
        lines: [{ lineId: shop.dressLine, quantity: 1, reason: 'too-small', exchangeSize: 'L' }],
      });
    const answers = await Promise.all([ask(first), ask(second)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toContain('in size L is sold out');
    expect(await sizeStock(t.db, first.dress.id, 'L')).toBe(0);
  });
});

describe('a customer cancelling their return', () => {
  it('cancels it while it is requested and gives back the size it held; once cancelled, it stays so', async () => {
    const { customer, dress, order, dressLine } = await deliveredOrder(t.app, t.db);
    const asked = await api.ask(order.id, customer, {
      lines: [{ lineId: dressLine, quantity: 2, reason: 'too-small', exchangeSize: 'L' }],
    });
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(0);
    const stranger = await makeSignedInUser(t.app, t.db);
    expect((await api.cancel(asked.json()._id, stranger)).statusCode).toBe(403);
    const cancelled = await api.cancel(asked.json()._id, customer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(cancelled.json().history.map((change: { status: string }) => change.status)).toEqual(['requested', 'cancelled']);
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(2);
    const again = await api.cancel(asked.json()._id, customer);
    expect(again.statusCode).toBe(409);
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(2);
  });

  it('shows the order its returns, to its customer and admins only', async () => {
    const { customer, order, ringLine } = await deliveredOrder(t.app, t.db);
    await api.ask(order.id, customer, { lines: [{ lineId: ringLine, quantity: 1, reason: 'wrong-item' }] });
    const own = await api.ofOrder(order.id, customer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(1);
    expect((await api.ofOrder(order.id, admin)).json()).toHaveLength(1);
    expect((await api.ofOrder(order.id, await makeSignedInUser(t.app, t.db))).statusCode).toBe(403);
    expect((await api.ofOrder(order.id, undefined)).statusCode).toBe(401);
  });
});
