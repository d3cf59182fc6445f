import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, giftCards, orders } from '../../db/schema.ts';
import { en } from '../../shared/refusalCatalogues/en.ts';
import { confirmPayment, openCheckout, PREPAID_SHIPPING_ADDRESS, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { giftCardProduct, giftLine, sendMailsAt } from '../../test/giftCards.ts';
import { useTestApp } from '../../test/testApp.ts';
import { hashGiftCardCode } from './codes.ts';

// A gift card bought at checkout for someone: no tax and no delivery on it, issued when the payment is recorded, its
// code only in the recipient's mail, sent once on its date by whichever sender claims it (two run side by side here;
// on PostgreSQL, TEST_DATABASE_URL, they really race), readdressed by its buyer until then.
const t = useTestApp();
const DAY_MS = 24 * 60 * 60_000;

async function issueByHand(amount: number): Promise<string> {
  const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { cookie },
    payload: { amount, recipientEmail: 'me@example.com', reason: 'A gift' },
  });
  return res.json().code;
}

const earnings = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: { cookie } })).json();

describe('a gift card bought at checkout', () => {
  it('carries no tax and no delivery, is issued on payment worth what was paid, and is mailed once on its date with its code', async () => {
    const { cookie: adminCookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const before = await earnings(adminCookie);
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const card = await giftCardProduct(t.db);
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const sendAt = new Date(Date.now() + 3 * DAY_MS);
    const recipientEmail = `grace-${sendAt.getTime()}@example.com`;
    const lines = [
      { _id: scarf.id, quantity: 1 },
      giftLine(card.id, { recipientEmail, message: 'Joyeux anniversaire !', sendAt: sendAt.toISOString() }),
    ];

    // The cart and the checkout agree: $45 + 5 % on the scarf, $50 untaxed.
    const applied = await t.app.inject({ method: 'POST', url: '/api/promotions/apply', payload: { products: lines } });
    expect(applied.json()).toMatchObject({ subtotal: 95, tax: 2.25, total: 97.25 });
    const opened = await openCheckout(t.app, cookie, user.id, lines, { language: 'fr' });
    expect(opened.statusCode).toBe(200);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, opened.json().id));
    expect(session).toMatchObject({ subtotalCents: 9_500, taxCents: 225, totalCents: 9_725 });
    expect(session?.lines.find((line) => line.giftCard)).toMatchObject({ priceCents: 5_000, taxRate: 0, discountCents: 0 });

    expect((await payOnSandboxPage(t.app, opened.json().id)).statusCode).toBe(303);
    const confirmed = (await confirmPayment(t.app, cookie, opened.json().id)).json().order;
    expect(confirmed.amount).toBe(97.25);
    const giftCardLine = confirmed.products.find((line: { giftCard?: unknown }) => line.giftCard);
    expect(giftCardLine).toMatchObject({
      price: 50,
      taxRate: 0,
      giftCard: {
        recipientName: 'Grace',
        recipientEmail,
        message: 'Joyeux anniversaire !',
        sendAt: sendAt.toISOString(),
        sent: false,
      },
    });

    const [issued] = await t.db.select().from(giftCards).where(eq(giftCards.orderId, confirmed._id));
    expect(issued).toMatchObject({ balanceCents: 5_000, orderLineId: giftCardLine._id, recipientEmail });
    // Money taken, not revenue: the shop earned the scarf.
    const after = await earnings(adminCookie);
    expect(after.totalEarnings - before.totalEarnings).toBeCloseTo(47.25, 2);
    expect(after.totalGiftCardSales - before.totalGiftCardSales).toBeCloseTo(50, 2);

    expect((await sendMailsAt(t.db, new Date(sendAt.getTime() - 60_000))).filter((mail) => mail.to === recipientEmail)).toEqual(
      [],
    );
    const onTheDay = await sendMailsAt(t.db, new Date(sendAt.getTime() + 60_000));
    const later = await sendMailsAt(t.db, new Date(sendAt.getTime() + DAY_MS));
    const toGrace = [...onTheDay, ...later].filter((mail) => mail.to === recipientEmail);
    expect(toGrace).toHaveLength(1);
    const mail = toGrace[0];
    // In the buyer's language, with the amount, the message, the shop's address and the code whose hash the card keeps.
    expect(mail?.subject).toMatch(/^Une carte cadeau de 50,00\u00a0\$US pour /);
    expect(mail?.text).toContain('Joyeux anniversaire !');
    expect(mail?.text).toContain('/gift-cards/balance');
    const code = mail?.text.match(/Le code de votre carte cadeau\u202f: ([A-Z0-9]{16})/)?.[1] ?? '';
    expect(hashGiftCardCode(code)).toBe(issued?.codeHash);
    const check = await t.app.inject({ method: 'POST', url: '/api/gift-cards/check', payload: { code } });
    expect(check.json()).toMatchObject({ balance: 50, last4: code.slice(-4) });
  });

  it('can be sent to another email by its buyer only, until its mail has gone', async () => {
    const buyer = await makeSignedInUser(t.app, t.db);
    const stranger = await makeSignedInUser(t.app, t.db);
    const card = await giftCardProduct(t.db);
    const sendAt = new Date(Date.now() + 5 * DAY_MS);
    const opened = await openCheckout(t.app, buyer.cookie, buyer.user.id, [
      giftLine(card.id, { amount: 25, sendAt: sendAt.toISOString() }),
    ]);
    expect(opened.statusCode).toBe(200);
    await payOnSandboxPage(t.app, opened.json().id);
    const order = (await confirmPayment(t.app, buyer.cookie, opened.json().id)).json().order;
    const lineId = order.products[0]._id;
    const readdress = (cookie: string, recipientEmail: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/lines/${lineId}/gift-card`,
        headers: { cookie },
        payload: { recipientEmail },
      });

    expect((await readdress(stranger.cookie, 'thief@example.com')).statusCode).toBe(403);
    const bad = await readdress(buyer.cookie, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    const newEmail = `grace-new-${sendAt.getTime()}@example.com`;
    const changed = await readdress(buyer.cookie, newEmail);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().giftCard).toMatchObject({ recipientEmail: newEmail, sent: false });

    const sent = await sendMailsAt(t.db, new Date(sendAt.getTime() + 60_000));
    expect(sent.filter((mail) => mail.to === newEmail)).toHaveLength(1);
    expect(sent.filter((mail) => mail.to === 'grace@example.com' && mail.text.includes('$25.00'))).toEqual([]);

    const tooLate = await readdress(buyer.cookie, 'someone-else@example.com');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({ message: en['giftCard.mailSent'] });
    const shown = await t.app.inject({ method: 'GET', url: `/api/orders/order/${order._id}`, headers: { cookie: buyer.cookie } });
    expect(shown.json().products[0].giftCard).toMatchObject({ recipientEmail: newEmail, sent: true });
  });

  it('refuses what it does not sell, a date over a year ahead, and a gift card line without its recipient', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const card = await giftCardProduct(t.db);
    const open = (line: Record<string, unknown>) => openCheckout(t.app, cookie, user.id, [line as never]);
    const refusal = async (line: Record<string, unknown>) => {
      const res = await open(line);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };

    expect(await refusal(giftLine(card.id, { amount: 300 }))).toBe('Atelier gift card is not sold for 300');
    expect(await refusal(giftLine(card.id, { amount: 5 }))).toBe('Atelier gift card is not sold for 5');
    const nextYear = new Date(Date.now() + 400 * DAY_MS).toISOString();
    expect(await refusal(giftLine(card.id, { sendAt: nextYear }))).toBe('A gift card can be sent at most a year ahead');
    expect(await refusal({ _id: card.id, quantity: 1 })).toBe('Choose an amount and a recipient for Atelier gift card');
    expect(await refusal({ ...giftLine(card.id, {}), quantity: 2 })).toBe('A gift card line is one card: add one line per card');
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    expect(await refusal(giftLine(scarf.id, {}))).toBe('Only a gift card line takes giftCard');
    // A custom amount within the limits is sold.
    expect((await open(giftLine(card.id, { amount: 120 }))).statusCode).toBe(200);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('cannot be paid with another gift card: a card pays only the goods beside it', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const card = await giftCardProduct(t.db);
    const code = await issueByHand(200);

    const alone = await openCheckout(t.app, cookie, user.id, [giftLine(card.id, {})], { giftCards: [code] });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({ message: en['giftCard.paidWithPrepayment'] });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/apply',
      payload: { products: [giftLine(card.id, {})], useStoreCredit: true },
      headers: { cookie },
    });
    expect(applied.json()).toEqual({ message: en['giftCard.paidWithPrepayment'] });

    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const mixed = await openCheckout(t.app, cookie, user.id, [{ _id: scarf.id, quantity: 1 }, giftLine(card.id, {})], {
      giftCards: [code],
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toMatchObject({ giftCards: [{ amount: 47.25 }], due: 50 });
  });
});

describe('an order gift cards pay in full', () => {
  it('needs the shipping address no payment page will ask for, and keeps it', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const code = await issueByHand(100);
    const lines = [{ _id: scarf.id, quantity: 1 }];

    const without = await openCheckout(t.app, cookie, user.id, lines, { giftCards: [code] });
    expect(without.statusCode).toBe(400);
    // The cart asks the address when the refusal names the field, whatever its wording.
    expect(without.json()).toEqual({
      message: 'Gift cards and store credit pay this whole order: enter the shipping address',
      fields: { shippingAddress: 'Gift cards and store credit pay this whole order: enter the shipping address' },
    });
    const check = await t.app.inject({ method: 'POST', url: '/api/gift-cards/check', payload: { code } });
    expect(check.json().balance).toBe(100);

    const shippingAddress = PREPAID_SHIPPING_ADDRESS;
    const placed = await openCheckout(t.app, cookie, user.id, lines, { giftCards: [code], shippingAddress });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ due: 0 });
    const order = (await confirmPayment(t.app, cookie, placed.json().id)).json().order;
    expect(order.shippingAddress).toEqual({ ...shippingAddress, line2: '' });
  });
});
