import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, documents, exchangeHolds, orderLines, orders, outboxMails, refunds } from '../../db/schema.ts';
import { deliveredOrder, productStock, returnCalls, sizeStock, type Who } from '../../test/deliveredOrder.ts';
import { makeOrder, makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let api: ReturnType<typeof returnCalls>;
let admin: Who;
beforeAll(async () => {
  api = returnCalls(t.app);
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

/** A delivered order with a return asked for: one dress M for an L, and the ring for the money back. */
async function askedReturn(reason = 'changed-my-mind') {
  const shop = await deliveredOrder(t.app, t.db);
  const asked = await api.ask(shop.order.id, shop.customer, {
    lines: [
      { lineId: shop.dressLine, quantity: 1, reason: 'too-small', exchangeSize: 'L' },
      { lineId: shop.ringLine, quantity: 1, reason },
    ],
  });
  expect(asked.statusCode).toBe(201);
  return { ...shop, returnId: asked.json()._id as string };
}

const statusesOf = (body: { history: { status: string }[] }) => body.history.map((change) => change.status);
const mailsTo = (email: string) => t.db.select().from(outboxMails).where(eq(outboxMails.to, email));
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('the returns list', () => {
  it('lists returns for admins, oldest first, by status', async () => {
    const older = await askedReturn();
    const newer = await askedReturn();
    await api.approve(newer.returnId, admin);
    const requested = await api.list(admin, '?status=requested');
    expect(requested.statusCode).toBe(200);
    const ids = requested.json().map((r: { _id: string }) => r._id);
    expect(ids).toContain(older.returnId);
    expect(ids).not.toContain(newer.returnId);
    const all = (await api.list(admin)).json().map((r: { _id: string }) => r._id);
    expect(all.indexOf(older.returnId)).toBeLessThan(all.indexOf(newer.returnId));
    expect((await api.list(admin, '?status=lost')).statusCode).toBe(400);
    expect((await api.list(older.customer)).statusCode).toBe(403);
    expect((await api.list(undefined)).statusCode).toBe(401);
  });
});

describe('an admin handling a return', () => {
  it("approves it, audited, and mails the customer where to send the parcel: the shop's address", async () => {
    const { customer, returnId } = await askedReturn();
    const res = await api.approve(returnId, admin);
    expect(res.statusCode).toBe(200);
    expect(statusesOf(res.json())).toEqual(['requested', 'approved']);
    const [mail] = await mailsTo(customer.user.email);
    expect(mail?.subject).toMatch(/return for order #\d+ is approved/);
    expect(mail?.text).toMatch(/Reply to this mail and we will tell you where to send your parcel|Please send your parcel to/);
    const audited = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, returnId));
    expect(audited.map((entry) => entry.kind)).toEqual(['return.approved']);
  });

  it('rejects it with a reason, gives back the size it held, and mails the reason', async () => {
    const { customer, dress, returnId } = await askedReturn();
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(1);
    const res = await api.reject(returnId, admin, 'Bought more than 30 days ago');
    expect(res.statusCode).toBe(200);
    expect(res.json().history[1]).toMatchObject({ status: 'rejected', note: 'Bought more than 30 days ago' });
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(2);
    const [mail] = await mailsTo(customer.user.email);
    expect(mail?.text).toContain('Bought more than 30 days ago');
    expect((await api.reject(returnId, admin, '')).statusCode).toBe(400);
  });

  it('answers 409 to every move the states do not allow, naming the state', async () => {
    const rejected = await askedReturn();
    await api.reject(rejected.returnId, admin);
    const arrived = (shop: typeof rejected) => [{ lineId: shop.ringLine, quantity: 1, damaged: 0 }];
    const refused = async (res: Promise<{ statusCode: number; json(): { message: string } }>, state: string) => {
      const answer = await res;
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(new RegExp(`^This return is ${state}: it can no longer be`));
    };
    await refused(api.approve(rejected.returnId, admin), 'rejected');
    await refused(api.cancel(rejected.returnId, rejected.customer), 'rejected');
    await refused(api.receive(rejected.returnId, admin, arrived(rejected)), 'rejected');

    const requested = await askedReturn();
    await refused(api.receive(requested.returnId, admin, arrived(requested)), 'requested');
    await refused(api.close(requested.returnId, admin), 'requested');
    await api.approve(requested.returnId, admin);
    await refused(api.approve(requested.returnId, admin), 'approved');
    await refused(api.cancel(requested.returnId, requested.customer), 'approved');
    await refused(api.reject(requested.returnId, admin), 'approved');
    await refused(api.close(requested.returnId, admin), 'approved');
  });

  it('refuses the admin actions to customers and visitors, and changes nothing', async () => {
    const { customer, returnId, order, ringLine } = await askedReturn();
    for (const who of [customer, undefined]) {
      const expected = who ? 403 : 401;
      expect((await api.approve(returnId, who)).statusCode).toBe(expected);
      expect((await api.reject(returnId, who)).statusCode).toBe(expected);
      expect((await api.receive(returnId, who, [{ lineId: ringLine, quantity: 1, damaged: 0 }])).statusCode).toBe(expected);
      expect((await api.close(returnId, who)).statusCode).toBe(expected);
    }
    expect(statusesOf((await api.ofOrder(order.id, admin)).json()[0])).toEqual(['requested']);
  });
});

describe('receiving a return', () => {
  it('refunds the money-back line with its tax, restocks only what is fit to sell, and sends the new size as an order', async () => {
    const { customer, dress, ring, order, dressLine, ringLine, returnId } = await askedReturn();
    await api.approve(returnId, admin);
    const res = await api.receive(returnId, admin, [
      { lineId: dressLine, quantity: 1, damaged: 0 },
      { lineId: ringLine, quantity: 1, damaged: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(statusesOf(body)).toEqual(['requested', 'approved', 'received']);
    expect(body.refundedAmount).toBe(13.13); // $12.50 and its 5 % tax
    // The dress M came back fit to sell; the ring arrived broken and stays out of stock.
    expect(await sizeStock(t.db, dress.id, 'M')).toBe(4);
    expect(await sizeStock(t.db, dress.id, 'L')).toBe(1);
    expect(await productStock(t.db, ring.id)).toBe(7);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ amountCents: 1_313, idempotencyKey: `return-${returnId}` });

    const [replacement] = await t.db.select().from(orders).where(eq(orders.id, body.replacementOrderId));
    expect(replacement).toMatchObject({
      status: 'processing',
      amountCents: 0,
      replacesOrderId: order.id,
      userId: customer.user.id,
      shippingName: 'Ada Lovelace',
      shippingCity: 'London',
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, body.replacementOrderId));
    expect(lines).toEqual([expect.objectContaining({ productId: dress.id, name: 'Velvet dress', size: 'L', quantity: 1 })]);
    const [hold] = await t.db.select().from(exchangeHolds).where(eq(exchangeHolds.returnLineId, body.lines[1]._id));
    expect(hold?.status).toBe('sent');

    const mail = (await mailsTo(customer.user.email)).find((m) => m.subject.includes('has arrived'));
    expect(mail?.text).toContain('We are refunding $13.13 to the card you paid with.');
    expect(mail?.text).toContain(`Your new size leaves with order #${replacement?.number}.`);
    const customerOrders = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${replacement?.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(customerOrders.json()).toMatchObject({ status: 'processing', amount: 0, replacesOrderId: order.id });

    const closed = await api.close(returnId, admin);
    expect(statusesOf(closed.json())).toEqual(['requested', 'approved', 'received', 'closed']);
  });

  it('leaves an exchanged unit and one returned for money out of a later refund of the rest, in money and in stock', async () => {
    const { dress, ring, order, dressLine, ringLine, returnId } = await askedReturn();
    await api.approve(returnId, admin);
    await api.receive(returnId, admin, [
      { lineId: dressLine, quantity: 1, damaged: 0 },
      { lineId: ringLine, quantity: 1, damaged: 0 },
    ]);
    await api.close(returnId, admin);
    expect(await sizeStock(t.db, dress.id, 'M')).toBe(4);
    expect(await productStock(t.db, ring.id)).toBe(8);

    const refundTheRest = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refunds`, headers: { cookie: admin?.cookie ?? '' } });
    const rest = await refundTheRest();
    expect(rest.statusCode).toBe(200);
    // The dress kept in M; the one exchanged for an L and the ring were settled by the return.
    expect(rest.json().refund).toMatchObject({
      amount: 47.25,
      lines: [expect.objectContaining({ lineId: dressLine, quantity: 1 })],
    });
    expect(await sizeStock(t.db, dress.id, 'M')).toBe(5);
    expect(await productStock(t.db, ring.id)).toBe(8);
    const again = await refundTheRest();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Nothing is left to refund on this order' });
    expect(await sizeStock(t.db, dress.id, 'M')).toBe(5);
    expect((await refundsOf(order.id)).reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(1_313 + 4_725);
  });

  it('gives back the delivery paid with a whole order returned as arrived damaged: the unit, its tax and the $5.95', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_567, stock: 4 });
    const order = await makeOrder(t.db, {
      userId: customer.user.id,
      email: customer.user.email,
      status: 'completed',
      shippingPriceCents: 595,
      amountCents: 4_567 + 228 + 595,
      lines: [{ productId: scarf.id, name: 'Silk scarf', priceCents: 4_567, quantity: 1 }],
    });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const asked = await api.ask(order.id, customer, {
      lines: [{ lineId: line?.id, quantity: 1, reason: 'arrived-damaged' }],
    });
    await api.approve(asked.json()._id, admin);
    const received = await api.receive(asked.json()._id, admin, [{ lineId: line?.id, quantity: 1, damaged: 1 }]);

    expect(received.json().refundedAmount).toBe(53.9);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ amountCents: 5_390, shippingCents: 595 })]);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ refundedCents: 5_390, status: 'refunded' });
  });

  it('refunds exactly what its credit note prints: the units, and their tax rounded once per rate', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const names = ['Hair clip', 'Hair band', 'Hair pin'];
    const items = await Promise.all(names.map((name) => makeProduct(t.db, { name, priceCents: 110, stock: 5 })));
    // 3 × $1.10 with 5 % added on $3.30: $3.47.
    const order = await makeOrder(t.db, {
      userId: customer.user.id,
      email: customer.user.email,
      status: 'completed',
      amountCents: 347,
      lines: items.map((item, i) => ({ productId: item.id, name: names[i] ?? '', priceCents: 110, quantity: 1 })),
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const sentBack = lines.filter((line) => line.name !== 'Hair pin');
    const asked = await api.ask(order.id, customer, {
      lines: sentBack.map((line) => ({ lineId: line.id, quantity: 1, reason: 'changed-my-mind' })),
    });
    await api.approve(asked.json()._id, admin);
    const received = await api.receive(
      asked.json()._id,
      admin,
      sentBack.map((line) => ({ lineId: line.id, quantity: 1, damaged: 0 })),
    );

    // $2.20 and 5 % of it, $0.11; each line's tax rounded alone would give back $0.12.
    expect(received.json().refundedAmount).toBe(2.31);
    const [refund] = await refundsOf(order.id);
    expect(refund?.amountCents).toBe(231);
    const [note] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.refundId, refund?.id ?? ''));
    const data = note?.data;
    const printed =
      (data?.lines.reduce((sum, line) => sum + line.amountCents, 0) ?? 0) +
      (data?.deliveryCents ?? 0) +
      (data?.taxLines.reduce((sum, line) => sum + line.taxCents, 0) ?? 0);
    expect(printed).toBe(-231);
    expect(data?.totalCents).toBe(-231);
  });

  it('refunds what was paid for the units that arrived, and gives back the size held for the units that did not', async () => {
    const shop = await deliveredOrder(t.app, t.db);
    const asked = await api.ask(shop.order.id, shop.customer, {
      lines: [{ lineId: shop.dressLine, quantity: 2, reason: 'arrived-damaged' }],
    });
    const returnId = asked.json()._id;
    await api.approve(returnId, admin);
    const res = await api.receive(returnId, admin, [{ lineId: shop.dressLine, quantity: 1, damaged: 1 }]);
    expect(res.json().refundedAmount).toBe(47.25);
    expect(await sizeStock(t.db, shop.dress.id, 'M')).toBe(3);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, shop.dressLine));
    expect(line?.refundedQuantity).toBe(1);
    // The second dress never came: it can still be sent back.
    const again = await api.ask(shop.order.id, shop.customer, {
      lines: [{ lineId: shop.dressLine, quantity: 1, reason: 'too-large' }],
    });
    expect(again.statusCode).toBe(201);
  });

  it('refunds a returned line of a discounted order at what was paid for it: its price less its share, plus tax', async () => {
    const shop = await deliveredOrder(t.app, t.db, { discountPercent: 10 });
    const asked = await api.ask(shop.order.id, shop.customer, {
      lines: [{ lineId: shop.ringLine, quantity: 1, reason: 'changed-my-mind' }],
    });
    const returnId = asked.json()._id;
    await api.approve(returnId, admin);
    const res = await api.receive(returnId, admin, [{ lineId: shop.ringLine, quantity: 1, damaged: 0 }]);
    // 10 % of $102.50 spread in proportion: the ring's share of $10.25 is $1.25; $11.25 back with its 5 % tax.
    expect(res.json().refundedAmount).toBe(11.81);
    const [refund] = await refundsOf(shop.order.id);
    expect(refund?.amountCents).toBe(1_181);
  });

  it('refuses a receipt of more than was sent back, or more damaged than arrived, and changes nothing', async () => {
    const { returnId, dressLine, ringLine, order } = await askedReturn();
    await api.approve(returnId, admin);
    const tooMany = await api.receive(returnId, admin, [{ lineId: dressLine, quantity: 2, damaged: 0 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 1 of Velvet dress were sent back');
    const tooDamaged = await api.receive(returnId, admin, [{ lineId: ringLine, quantity: 1, damaged: 2 }]);
    expect(tooDamaged.json().message).toBe('Damaged units of Gold ring cannot be more than those that arrived');
    expect(await refundsOf(order.id)).toEqual([]);
    expect(statusesOf((await api.ofOrder(order.id, admin)).json()[0])).toEqual(['requested', 'approved']);
  });

  it('makes one receipt, one refund and one restock when two admins receive the same return at once', async () => {
    const { dress, order, dressLine, ringLine, returnId } = await askedReturn();
    const other = await makeSignedInUser(t.app, t.db, 'admin');
    await api.approve(returnId, admin);
    const lines = [
      { lineId: dressLine, quantity: 1, damaged: 0 },
      { lineId: ringLine, quantity: 1, damaged: 0 },
    ];
    const answers = await Promise.all([api.receive(returnId, admin, lines), api.receive(returnId, other, lines)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await sizeStock(t.db, dress.id, 'M')).toBe(4);
    const replacements = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.replacesOrderId, order.id)));
    expect(replacements).toHaveLength(1);
  });
});
