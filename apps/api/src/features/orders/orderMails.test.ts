import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeOrder, makeProduct, makeShopSettings, makeSignedInUser, makeSizedProduct, makeUser } from '../../test/factories.ts';
import { useShopWithMail } from '../../test/shopWithMail.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
const mailed = useShopWithMail(t);

beforeAll(async () => {
  await makeShopSettings(t.db, { name: 'Maison Lune' });
});

/** Addresses of anything the mail would fetch: images, stylesheets, fonts. */
const fetchedAddresses = (html: string) =>
  [...html.matchAll(/(?:src=|url\(|<link[^>]*href=)["']?([^"')\s>]+)/g)].map((m) => m[1]);

describe('order mails', () => {
  it("confirms a paid order by mail once, in the shop's name, with its lines, tax at 5 % and a link to it, however often it is confirmed", async () => {
    const { user, cookie } = await makeSignedInUser(mailed.shop, t.db);
    const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_500 });
    const ring = await makeProduct(t.db, { name: 'Gold ring', priceCents: 1_250 });
    const opened = await openCheckout(mailed.shop, cookie, user.id, [
      { _id: scarf.id, quantity: 2 },
      { _id: ring.id, quantity: 1 },
    ]);
    const sessionId: string = opened.json().id;
    await payOnSandboxPage(mailed.shop, sessionId);
    const confirmed = await confirmPayment(mailed.shop, cookie, sessionId);
    await confirmPayment(mailed.shop, cookie, sessionId);
    const order = confirmed.json().order;

    const [mail] = await mailed.smtp.mailsTo(user.email);
    expect(mail?.subject).toBe(`Your Maison Lune order #${order.number} is confirmed`);
    expect(mail?.text).toContain(`Order #${order.number}:`);
    // The payment's reference is the bank's business, not a name for the order.
    expect(mail?.text).not.toContain(order.orderId);
    const text = mail?.text ?? '';
    expect(text).toMatch(/Silk scarf × 2\s+\$90\.00/);
    expect(text).toMatch(/Gold ring × 1\s+\$12\.50/);
    expect(text).toContain('Shipping to Ada Lovelace, 12 St James’s Square, SW1Y 4JH London, United Kingdom.');
    expect(text).toMatch(/Subtotal\s+\$102\.50/);
    expect(text).toMatch(/Tax \(5 %\)\s+\$5\.13/);
    expect(text).toMatch(/Total\s+\$107\.63/);
    expect(text).toContain(`http://localhost:3000/orders/${order._id}`);
    expect(mail?.html).toContain(`href="http://localhost:3000/orders/${order._id}"`);
    expect(fetchedAddresses(String(mail?.html))).toEqual([]);
    expect(await t.db.select().from(outboxMails).where(eq(outboxMails.to, user.email))).toHaveLength(1);
  });

  it('names the size of each sized line it confirms', async () => {
    const { user, cookie } = await makeSignedInUser(mailed.shop, t.db);
    const dress = await makeSizedProduct(t.db, { M: 3 }, { name: 'Linen dress', priceCents: 8_000 });
    const opened = await openCheckout(mailed.shop, cookie, user.id, [{ _id: dress.id, quantity: 2, size: 'M' }]);
    const sessionId: string = opened.json().id;
    await payOnSandboxPage(mailed.shop, sessionId);
    await confirmPayment(mailed.shop, cookie, sessionId);

    const [mail] = await mailed.smtp.mailsTo(user.email);
    expect(mail?.text).toMatch(/Linen dress \(size M\) × 2\s+\$160\.00/);
  });

  it("tells the customer, in the shop's name, when an admin ships and completes the order, and only then", async () => {
    const admin = await makeSignedInUser(mailed.shop, t.db, 'admin');
    const customer = await makeUser(t.db);
    const order = await makeOrder(t.db, { userId: customer.id, email: customer.email, orderId: 'pi_status_mails' });
    const setStatus = (status: string) =>
      mailed.shop.inject({
        method: 'PATCH',
        url: `/api/orders/update-order-status/${order.id}`,
        headers: { cookie: admin.cookie },
        payload: { status },
      });
    for (const status of ['processing', 'shipped', 'shipped', 'completed'])
      expect((await setStatus(status)).statusCode).toBe(200);

    const mails = await mailed.smtp.mailsTo(customer.email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Your Maison Lune order #${order.number} is complete`,
      `Your Maison Lune order #${order.number} is on its way`,
    ]);
    expect(mails[0]?.text).toContain(`Order #${order.number} `);
    expect(mails[0]?.text).not.toContain('pi_status_mails');
    expect(mails[0]?.text).toContain(`http://localhost:3000/orders/${order.id}`);
    expect(await t.db.select().from(outboxMails).where(eq(outboxMails.to, customer.email))).toHaveLength(2);
  });
});
