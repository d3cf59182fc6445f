import { formatOrderNumber } from '@atelier/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceEntries, giftCards, orders, refunds } from '../../db/schema.ts';
import { en } from '../../shared/refusalCatalogues/en.ts';
import { confirmPayment, openCheckout, PREPAID_SHIPPING_ADDRESS, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { giftCardProduct, giftLine, sendMailsAt } from '../../test/giftCards.ts';
import { useTestApp } from '../../test/testApp.ts';
import { recordProviderRefund } from '../orders/index.ts';

// A gift card line refunded takes its card back, or the shop would pay the money back while the card still spends it.
const t = useTestApp();
const DAY_MS = 24 * 60 * 60_000;

/** A customer's paid order of a $45 scarf and a $50 gift card for Grace, mailed on `sendAt`. */
async function orderWithGiftCard(sendAt: Date) {
  const buyer = await makeSignedInUser(t.app, t.db);
  const product = await giftCardProduct(t.db);
  const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
  const recipientEmail = `grace-${sendAt.getTime()}-${Math.random()}@example.com`;
  const opened = await openCheckout(t.app, buyer.cookie, buyer.user.id, [
    { _id: scarf.id, quantity: 1 },
    giftLine(product.id, { recipientEmail, sendAt: sendAt.toISOString() }),
  ]);
  expect(opened.statusCode).toBe(200);
  await payOnSandboxPage(t.app, opened.json().id);
  const order = (await confirmPayment(t.app, buyer.cookie, opened.json().id)).json().order;
  const lineOf = (gift: boolean) =>
    order.products.find((line: { giftCard?: unknown }) => Boolean(line.giftCard) === gift)._id as string;
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.orderId, order._id));
  if (!card) throw new Error('no gift card issued');
  return { buyer, order, recipientEmail, giftLineId: lineOf(true), scarfLineId: lineOf(false), cardId: card.id };
}

async function cardNow(id: string) {
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, id));
  const entries = await t.db
    .select({ kind: balanceEntries.kind, amountCents: balanceEntries.amountCents, reason: balanceEntries.reason })
    .from(balanceEntries)
    .where(eq(balanceEntries.giftCardId, id))
    .orderBy(asc(balanceEntries.seq));
  return { card, entries };
}

async function refund(orderId: string, lines?: { lineId: string; quantity: number }[]) {
  const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { cookie },
    payload: lines ? { lines } : {},
  });
}

describe('a refunded gift card line', () => {
  it('takes its unspent card back: balance 0 in the ledger, disabled, its mail never sent, its recipient fixed', async () => {
    const sendAt = new Date(Date.now() + 3 * DAY_MS);
    const { buyer, order, recipientEmail, giftLineId, cardId } = await orderWithGiftCard(sendAt);

    const refunded = await refund(order._id, [{ lineId: giftLineId, quantity: 1 }]);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().refund.amount).toBe(50);

    const { card, entries } = await cardNow(cardId);
    expect(card).toMatchObject({ balanceCents: 0, heldCents: 0 });
    expect(card?.disabledAt).not.toBeNull();
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'issue', amountCents: 5_000 }),
      { kind: 'adjustment', amountCents: -5_000, reason: `Refunded with order ${formatOrderNumber(order.number)}` },
    ]);
    const sent = await sendMailsAt(t.db, new Date(sendAt.getTime() + 60_000));
    expect(sent.filter((mail) => mail.to === recipientEmail)).toEqual([]);
    const readdressed = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/lines/${giftLineId}/gift-card`,
      headers: { cookie: buyer.cookie },
      payload: { recipientEmail: 'someone@example.com' },
    });
    expect(readdressed.statusCode).toBe(409);
    expect(readdressed.json()).toEqual({ message: en['giftCard.withdrawn'] });
  });

  it('is refused once its card is held or spent, changing nothing, while the order’s other lines can still be refunded', async () => {
    const { order, recipientEmail, giftLineId, scarfLineId, cardId } = await orderWithGiftCard(new Date());
    const [mail] = (await sendMailsAt(t.db, new Date(Date.now() + 60_000))).filter((sent) => sent.to === recipientEmail);
    const code = mail?.text.match(/Your gift card code: ([A-Z0-9]{16})/)?.[1] ?? '';
    const spender = await makeSignedInUser(t.app, t.db);
    // A $60 belt: the card pays $50 of it, held while the checkout waits for the rest.
    const belt = await makeProduct(t.db, { priceCents: 6_000, stock: 5 });
    const spending = await openCheckout(t.app, spender.cookie, spender.user.id, [{ _id: belt.id, quantity: 1 }], {
      giftCards: [code],
    });
    expect(spending.json()).toMatchObject({ due: 13 });
    const before = await cardNow(cardId);
    const last4 = before.card?.last4;

    const message = `The gift card ending in ${last4} bought with this order has been spent: refund the order's other lines`;
    for (const lines of [[{ lineId: giftLineId, quantity: 1 }], undefined]) {
      const refused = await refund(order._id, lines);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message });
    }
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    expect(await cardNow(cardId)).toEqual(before);

    const scarfBack = await refund(order._id, [{ lineId: scarfLineId, quantity: 1 }]);
    expect(scarfBack.statusCode).toBe(200);
    expect((await cardNow(cardId)).card?.disabledAt).toBeNull();
  });

  it('raced by a checkout spending its card, either takes the card back or is refused, never both gives and spends', async () => {
    const { order, recipientEmail, giftLineId, cardId } = await orderWithGiftCard(new Date());
    const [mail] = (await sendMailsAt(t.db, new Date(Date.now() + 60_000))).filter((sent) => sent.to === recipientEmail);
    const code = mail?.text.match(/Your gift card code: ([A-Z0-9]{16})/)?.[1] ?? '';
    const spender = await makeSignedInUser(t.app, t.db);
    const belt = await makeProduct(t.db, { priceCents: 6_000, stock: 5 });

    const [refunded, spending] = await Promise.all([
      refund(order._id, [{ lineId: giftLineId, quantity: 1 }]),
      openCheckout(t.app, spender.cookie, spender.user.id, [{ _id: belt.id, quantity: 1 }], { giftCards: [code] }),
    ]);

    const { card } = await cardNow(cardId);
    if (refunded.statusCode === 200) {
      expect(spending.statusCode).toBe(400);
      expect(card).toMatchObject({ balanceCents: 0, heldCents: 0 });
    } else {
      expect(refunded.statusCode).toBe(409);
      expect(spending.json()).toMatchObject({ due: 13 });
      expect(card).toMatchObject({ balanceCents: 5_000, heldCents: 5_000, disabledAt: null });
    }
  });

  it('refunded in the provider’s dashboard with the rest of the order, takes what is left on the card, spent or not', async () => {
    const { order, recipientEmail, cardId } = await orderWithGiftCard(new Date());
    const [mail] = (await sendMailsAt(t.db, new Date(Date.now() + 60_000))).filter((sent) => sent.to === recipientEmail);
    const code = mail?.text.match(/Your gift card code: ([A-Z0-9]{16})/)?.[1] ?? '';
    const spender = await makeSignedInUser(t.app, t.db);
    const belt = await makeProduct(t.db, { priceCents: 1_000, stock: 5 });
    const spending = await openCheckout(t.app, spender.cookie, spender.user.id, [{ _id: belt.id, quantity: 1 }], {
      giftCards: [code],
      shippingAddress: PREPAID_SHIPPING_ADDRESS,
    });
    expect(spending.json()).toMatchObject({ due: 0 });

    const [paid] = await t.db.select({ reference: orders.orderId }).from(orders).where(eq(orders.id, order._id));
    await recordProviderRefund(t.db, paid?.reference ?? '', Math.round(order.amount * 100), 'http://shop.test');

    // $10.50 paid for the belt and its tax; the $39.50 left is taken.
    const { card, entries } = await cardNow(cardId);
    expect(card).toMatchObject({ balanceCents: 0, heldCents: 0 });
    expect(card?.disabledAt).not.toBeNull();
    expect(entries.at(-1)).toMatchObject({ kind: 'adjustment', amountCents: -3_950 });
  });
});

describe('a gift card line of a delivered order', () => {
  it('cannot be sent back', async () => {
    const { buyer, order, giftLineId } = await orderWithGiftCard(new Date());
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    for (const status of ['processing', 'shipped']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/update-order-status/${order._id}`,
        headers: { cookie },
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: { cookie: buyer.cookie },
      payload: { lines: [{ lineId: giftLineId, quantity: 1, reason: 'too-small' }] },
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe('Atelier gift card is a gift card: it cannot be sent back');
  });
});
