import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { giftCards } from '../../db/schema.ts';
import { confirmPayment, openCheckout, PREPAID_SHIPPING_ADDRESS, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { deliveredOrder, returnCalls } from '../../test/deliveredOrder.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Refunds of orders paid partly by gift card: the card gets its own money back first, then the gift card; or all of
// it goes to store credit, which the customer then spends.
const t = useTestApp();

async function admin() {
  return makeSignedInUser(t.app, t.db, 'admin');
}

async function issueCard(cookie: string, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { cookie },
    payload: { amount, recipientEmail: 'friend@example.com', reason: 'A gift' },
  });
  return { id: res.json()._id as string, code: res.json().code as string };
}

async function balanceOf(id: string) {
  const [card] = await t.db.select({ balanceCents: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.id, id));
  return card?.balanceCents;
}

/** An order of two $45 scarves ($94.50 with tax), $20 of it paid by a new gift card and the rest by card. */
async function orderPaidPartlyByGiftCard(adminCookie: string) {
  const card = await issueCard(adminCookie, 20);
  const shopper = await makeSignedInUser(t.app, t.db);
  const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
  const opened = await openCheckout(t.app, shopper.cookie, shopper.user.id, [{ _id: scarf.id, quantity: 2 }], {
    giftCards: [card.code],
  });
  expect(opened.json()).toMatchObject({ due: 74.5 });
  await payOnSandboxPage(t.app, opened.json().id);
  const order = (await confirmPayment(t.app, shopper.cookie, opened.json().id)).json().order;
  return { card, shopper, order };
}

function refund(cookie: string, orderId: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refunds`, headers: { cookie }, payload });
}

describe('refunds of orders paid partly by gift card', () => {
  it('gives the card its own money first, then the gift card what it paid', async () => {
    const { cookie } = await admin();
    const { card, order } = await orderPaidPartlyByGiftCard(cookie);
    expect(await balanceOf(card.id)).toBe(0);
    const toCard = vi.spyOn(t.app.payments, 'refundPayment');

    const first = await refund(cookie, order._id, { lines: [{ lineId: order.products[0]._id, quantity: 1 }] });
    expect(first.statusCode).toBe(200);
    expect(toCard).toHaveBeenLastCalledWith(expect.objectContaining({ amountCents: 4_725 }));
    expect(await balanceOf(card.id)).toBe(0);

    const rest = await refund(cookie, order._id);
    expect(rest.statusCode).toBe(200);
    expect(toCard).toHaveBeenLastCalledWith(expect.objectContaining({ amountCents: 2_725 }));
    expect(await balanceOf(card.id)).toBe(2_000);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedAmount: 94.5 });
    toCard.mockRestore();
  });

  it('sends all of it to store credit when asked, which the customer then spends at checkout', async () => {
    const { cookie } = await admin();
    const { card, shopper, order } = await orderPaidPartlyByGiftCard(cookie);
    const toCard = vi.spyOn(t.app.payments, 'refundPayment');

    const res = await refund(cookie, order._id, { to: 'storeCredit' });

    expect(res.statusCode).toBe(200);
    expect(toCard).not.toHaveBeenCalled();
    expect(await balanceOf(card.id)).toBe(0);
    const credit = await t.app.inject({ method: 'GET', url: '/api/store-credit', headers: { cookie: shopper.cookie } });
    expect(credit.json()).toMatchObject({ balance: 94.5, entries: [{ kind: 'refund', amount: 94.5, orderId: order._id }] });

    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const spent = await openCheckout(t.app, shopper.cookie, shopper.user.id, [{ _id: scarf.id, quantity: 1 }], {
      useStoreCredit: true,
      shippingAddress: PREPAID_SHIPPING_ADDRESS,
    });
    expect(spent.json()).toMatchObject({ giftCards: [], storeCredit: 47.25, due: 0 });
    const after = await t.app.inject({ method: 'GET', url: '/api/store-credit', headers: { cookie: shopper.cookie } });
    expect(after.json().balance).toBe(47.25);
    toCard.mockRestore();
  });
});

describe('store credit changed by an admin', () => {
  it('adds and removes credit with a reason, never below 0, and only for admins', async () => {
    const { cookie } = await admin();
    const shopper = await makeSignedInUser(t.app, t.db);
    const change = (amount: number, who = cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${shopper.user.id}/store-credit`,
        headers: { cookie: who },
        payload: { amount, reason: 'Late delivery' },
      });

    expect((await change(15)).json()).toMatchObject({
      balance: 15,
      entries: [{ kind: 'adjustment', amount: 15, reason: 'Late delivery' }],
    });
    expect((await change(-5)).json()).toMatchObject({ balance: 10 });
    const tooMuch = await change(-11);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ message: 'The customer does not have that much store credit' });
    expect((await change(5, shopper.cookie)).statusCode).toBe(403);
    const mine = await t.app.inject({ method: 'GET', url: '/api/store-credit', headers: { cookie: shopper.cookie } });
    expect(mine.json().balance).toBe(10);
  });
});

describe('a received return sent to store credit', () => {
  it('credits what the returned line cost to the customer, and asks nothing of the card', async () => {
    const { cookie } = await admin();
    const returns = returnCalls(t.app);
    const shop = await deliveredOrder(t.app, t.db);
    const asked = await returns.ask(shop.order.id, shop.customer, {
      lines: [{ lineId: shop.ringLine, quantity: 1, reason: 'changed-my-mind' }],
    });
    await returns.approve(asked.json()._id, { cookie });
    const toCard = vi.spyOn(t.app.payments, 'refundPayment');

    const received = await t.app.inject({
      method: 'POST',
      url: `/api/returns/${asked.json()._id}/receive`,
      headers: { cookie },
      payload: { lines: [{ lineId: shop.ringLine, quantity: 1, damaged: 0 }], to: 'storeCredit' },
    });

    expect(received.statusCode).toBe(200);
    expect(toCard).not.toHaveBeenCalled();
    const credit = await t.app.inject({ method: 'GET', url: '/api/store-credit', headers: { cookie: shop.customer.cookie } });
    // The ring, $12.50 with its 5% tax.
    expect(credit.json()).toMatchObject({ balance: 13.13, entries: [{ kind: 'refund', orderId: shop.order.id }] });
    toCard.mockRestore();
  });

  it('goes to store credit when the customer asked for it, unless the admin chooses the card on receipt', async () => {
    const { cookie } = await admin();
    const returns = returnCalls(t.app);
    const receive = (id: string, lineId: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/returns/${id}/receive`,
        headers: { cookie },
        payload: { lines: [{ lineId, quantity: 1, damaged: 0 }], ...extra },
      });
    const creditOf = async (who: { cookie: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/store-credit', headers: { cookie: who.cookie } })).json().balance;

    const asking = await deliveredOrder(t.app, t.db);
    const asked = await returns.ask(asking.order.id, asking.customer, {
      lines: [{ lineId: asking.ringLine, quantity: 1, reason: 'changed-my-mind' }],
      to: 'storeCredit',
    });
    expect(asked.json().to).toBe('storeCredit');
    await returns.approve(asked.json()._id, { cookie });
    const toCard = vi.spyOn(t.app.payments, 'refundPayment');
    expect((await receive(asked.json()._id, asking.ringLine)).statusCode).toBe(200);
    expect(toCard).not.toHaveBeenCalled();
    expect(await creditOf(asking.customer)).toBe(13.13);

    const overruled = await deliveredOrder(t.app, t.db);
    const askedAgain = await returns.ask(overruled.order.id, overruled.customer, {
      lines: [{ lineId: overruled.ringLine, quantity: 1, reason: 'changed-my-mind' }],
      to: 'storeCredit',
    });
    await returns.approve(askedAgain.json()._id, { cookie });
    expect((await receive(askedAgain.json()._id, overruled.ringLine, { to: 'card' })).statusCode).toBe(200);
    expect(toCard).toHaveBeenCalledTimes(1);
    expect(await creditOf(overruled.customer)).toBe(0);
    toCard.mockRestore();
  });
});
