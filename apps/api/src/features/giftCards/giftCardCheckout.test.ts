import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceEntries, checkoutSessions, giftCards, orders } from '../../db/schema.ts';
import { en } from '../../shared/refusalCatalogues/en.ts';
import { confirmPayment, openCheckout, PREPAID_SHIPPING_ADDRESS, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import type { Client } from '../../test/httpClient.ts';
import { useInstancesSharingRedis } from '../../test/instancesSharingRedis.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { useTestApp } from '../../test/testApp.ts';
import { WRONG_CODES_PER_HOUR } from './wrongCodeLimit.ts';

// Gift cards spent at checkout over two instances behind the load balancer, sharing Redis: what a card holds and how
// many wrong codes an address may try hold whichever instance answers. On PostgreSQL (TEST_DATABASE_URL) the
// checkouts really run side by side.
const t = useTestApp();
const cluster = useInstancesSharingRedis(t);

let admin: { cookie: string } | undefined;

/** Issues a card through the admin's route and answers it with its code. */
async function issueCard(amount: number): Promise<{ id: string; code: string }> {
  admin ??= await makeSignedInUser(t.app, t.db, 'admin');
  const res = await cluster.client.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { cookie: admin.cookie },
    payload: { amount, recipientEmail: 'friend@example.com', reason: 'A gift' },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json()._id, code: res.json().code };
}

async function cardRow(id: string) {
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, id));
  return card;
}

function checkCode(client: Client, code: string, headers: Record<string, string> = {}) {
  return client.inject({ method: 'POST', url: '/api/gift-cards/check', headers, payload: { code } });
}

/** Every card whose balance or held amount is not the sum of its ledger rows. */
async function ledgerMismatches() {
  return t.db
    .select({ id: giftCards.id })
    .from(giftCards)
    .leftJoin(balanceEntries, eq(balanceEntries.giftCardId, giftCards.id))
    .groupBy(giftCards.id)
    .having(
      sql`${giftCards.balanceCents} <> coalesce(sum(${balanceEntries.amountCents}), 0) or ${giftCards.heldCents} <> coalesce(sum(${balanceEntries.heldCents}), 0)`,
    );
}

describe.skipIf(await servicesMissing(['haproxy', 'redis']))('gift cards at checkout, on two instances', () => {
  it('lets 20 checkouts opened at once on one card hold no more than its balance; the rest get 409', async () => {
    // A total of $47.25 each (5% tax): the card pays two in full and part of a third.
    const card = await issueCard(100);
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => ({
        ...(await makeSignedInUser(t.app, t.db)),
        scarf: await makeProduct(t.db, { priceCents: 4_500, stock: 5 }),
      })),
    );

    const answers = await Promise.all(
      shoppers.map(({ user, cookie, scarf }) =>
        openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }], {
          giftCards: [card.code],
          shippingAddress: PREPAID_SHIPPING_ADDRESS,
        }),
      ),
    );

    expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    for (const refused of answers.filter((res) => res.statusCode === 409))
      expect(refused.json()).toEqual({ message: en['giftCard.balanceInUse'] });
    const taken = answers.filter((res) => res.statusCode === 200).map((res) => res.json().giftCards[0].amount);
    expect(taken.sort()).toEqual([47.25, 47.25, 5.5]);
    // The two it pays in full are orders already; the third holds what is left until it is paid.
    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 550, heldCents: 550 });
    const ids = shoppers.map(({ user }) => user.id);
    expect(await t.db.select().from(orders).where(inArray(orders.userId, ids))).toHaveLength(2);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('takes two cards on one checkout in order, leaves the right balance on the second, and places a zero-total order', async () => {
    const first = await issueCard(20);
    const second = await issueCard(50);
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });

    const res = await openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }], {
      giftCards: [first.code, second.code],
      shippingAddress: PREPAID_SHIPPING_ADDRESS,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      giftCards: [
        { last4: first.code.slice(-4), amount: 20 },
        { last4: second.code.slice(-4), amount: 27.25 },
      ],
      storeCredit: 0,
      due: 0,
    });
    // Already paid: the order exists, and confirming it answers that order.
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ amountCents: 4_725, status: 'pending' });
    const confirmed = await confirmPayment(cluster.client, cookie, res.json().id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order._id).toBe(order?.id);
    expect(confirmed.json().order.totals).toMatchObject({
      total: 47.25,
      giftCards: [
        { last4: first.code.slice(-4), amount: 20 },
        { last4: second.code.slice(-4), amount: 27.25 },
      ],
      storeCredit: 0,
      due: 0,
    });
    expect(await cardRow(first.id)).toMatchObject({ balanceCents: 0, heldCents: 0 });
    expect(await cardRow(second.id)).toMatchObject({ balanceCents: 2_275, heldCents: 0 });
    expect((await checkCode(cluster.client, second.code)).json()).toMatchObject({ balance: 22.75 });
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('charges the card only what the gift card leaves due, and spends the hold when paid', async () => {
    const card = await issueCard(10);
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });

    const res = await openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }], { giftCards: [card.code] });
    expect(res.json()).toMatchObject({ giftCards: [{ amount: 10 }], due: 37.25 });
    expect((await checkCode(cluster.client, card.code)).json()).toMatchObject({ balance: 0 });
    const page = await cluster.client.inject({ method: 'GET', url: `/checkout/sandbox/${res.json().id}` });
    expect(page.body).toContain('$37.25');
    expect((await payOnSandboxPage(cluster.client, res.json().id)).statusCode).toBe(303);
    const confirmed = await confirmPayment(cluster.client, cookie, res.json().id);
    expect(confirmed.json().order.totals).toMatchObject({ total: 47.25, giftCards: [{ amount: 10 }], due: 37.25 });

    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 0, heldCents: 0 });
    const kinds = await t.db
      .select({ kind: balanceEntries.kind })
      .from(balanceEntries)
      .where(eq(balanceEntries.giftCardId, card.id));
    expect(kinds.map(({ kind }) => kind)).toEqual(['issue', 'hold', 'spend']);
  });

  it('refunds the rest once when two admins ask at once on two instances: the card its own, the gift card what it paid', async () => {
    const card = await issueCard(20);
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const opened = await openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 2 }], {
      giftCards: [card.code],
    });
    expect(opened.json()).toMatchObject({ due: 74.5 });
    await payOnSandboxPage(cluster.client, opened.json().id);
    const order = (await confirmPayment(cluster.client, cookie, opened.json().id)).json().order;
    admin ??= await makeSignedInUser(t.app, t.db, 'admin');
    const adminCookie = admin.cookie;

    const answers = await Promise.all(
      [0, 1].map(() =>
        cluster.client.inject({
          method: 'POST',
          url: `/api/orders/${order._id}/refunds`,
          headers: { cookie: adminCookie },
          payload: {},
        }),
      ),
    );

    // The second finds the first's refund (the same request named the same) or nothing left: never a second refund.
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ refundedCents: 9_450, status: 'refunded' });
    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 2_000, heldCents: 0 });
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('gives the held balance back when the checkout is cancelled or expires', async () => {
    const card = await issueCard(30);
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const opened = await openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }], {
      giftCards: [card.code],
    });
    const cancelled = await cluster.client.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout-session',
      headers: { cookie },
      payload: { session_id: opened.json().id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 3_000, heldCents: 0 });

    const again = await openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }], {
      giftCards: [card.code],
    });
    expect(await cardRow(card.id)).toMatchObject({ heldCents: 3_000 });
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(checkoutSessions.providerSessionId, again.json().id));
    // The sweep of any instance expires it; opening any checkout sweeps first.
    const other = await makeSignedInUser(t.app, t.db);
    await openCheckout(cluster.client, other.cookie, other.user.id, [{ _id: scarf.id, quantity: 1 }]);
    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 3_000, heldCents: 0 });
    expect(await ledgerMismatches()).toEqual([]);
  });

  it(`answers 429 to the wrong code past ${WRONG_CODES_PER_HOUR} an hour from one address, whichever instance answers`, async () => {
    const card = await issueCard(5);
    // Every request comes from this machine's address, as the balancer forwards it; no other test here tries a wrong code.
    const headers = {};
    for (let i = 0; i < WRONG_CODES_PER_HOUR; i++) {
      const wrong = await checkCode(cluster.client, `WRONGCODE${i}`, headers);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ message: 'No gift card with this code' });
    }
    const right = await checkCode(cluster.client, card.code, headers);
    expect(right.json()).toEqual({ balance: 5, last4: card.code.slice(-4), expiresAt: null });

    const eleventh = await checkCode(cluster.client, 'WRONGCODE11', headers);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: en['limit.giftCardCodes'] });
  });
});
