import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutReminders, checkoutSessions } from '../../db/schema.ts';
import { buildApp } from '../../start/app.ts';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { makeOrder, makeProduct, makeShopSettings, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { headerOf, unsubscribeOneClick, unsubscribePathOf } from '../../test/listUnsubscribe.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { mailerFor } from '../outbox/mailer.ts';
import { deliverDueMails } from '../outbox/service.ts';
import { type MailLinks, mailLinksOf } from '../unsubscribe/index.ts';
import { sendCheckoutReminders } from './service.ts';

const PUBLIC_URL = 'https://shop.example';
const t = useTestApp({ publicUrl: PUBLIC_URL });
const AFTER_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const FROM = 'Atelier <shop@atelier.test>';
let smtp: TestSmtpServer;
let links: MailLinks;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  links = await mailLinksOf(t.app);
  await makeShopSettings(t.db, { name: 'Maison Lune' });
});
afterAll(() => smtp?.stop());

type Shopper = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A signed-in customer who ticked "Email me about my cart and new arrivals" on their profile, or not. */
async function customer(consents: boolean): Promise<Shopper> {
  const shopper = await makeSignedInUser(t.app, t.db);
  if (consents) {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: shopper.cookie },
      payload: { userId: shopper.user.id, username: shopper.user.username, marketingEmails: true },
    });
    expect(edit.json().user.marketingEmails).toBe(true);
  }
  return shopper;
}

/** Opens a checkout of `lines` and leaves its payment page by cancelling, as the customer's browser does. */
async function leaveCheckout(
  shopper: Shopper,
  lines: { _id: string; quantity: number; size?: string }[],
  checkout: Record<string, unknown> = {},
) {
  const opened = await openCheckout(t.app, shopper.cookie, shopper.user.id, lines, checkout);
  expect(opened.statusCode).toBe(200);
  const cancelled = await t.app.inject({
    method: 'POST',
    url: '/api/orders/cancel-checkout-session',
    headers: { cookie: shopper.cookie },
    payload: { session_id: opened.json().id },
  });
  expect(cancelled.statusCode).toBe(200);
  const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, opened.json().id));
  return session;
}

/** What the shop sends `afterMs` from now: the reminders due then, then the outbox over SMTP. */
async function sendEverything(afterMs = AFTER_MS + 60_000) {
  const at = new Date(Date.now() + afterMs);
  while ((await sendCheckoutReminders(t.db, links, AFTER_MS, at)) > 0);
  while ((await deliverDueMails(t.db, mailerFor({ smtpUrl: smtp.url, from: FROM, pollMs: 0 }))) > 0);
}

const received = (to: string) => smtp.mails.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === to);
const outcomeOf = async (checkoutId = '') =>
  (await t.db.select().from(checkoutReminders).where(eq(checkoutReminders.checkoutSessionId, checkoutId)))[0]?.outcome;
/** As if the customer's last reminder had been sent `days` ago. */
const remindedDaysAgo = (userId: string, days: number) =>
  t.db
    .update(checkoutReminders)
    .set({ decidedAt: new Date(Date.now() - days * DAY_MS) })
    .where(and(eq(checkoutReminders.userId, userId), eq(checkoutReminders.outcome, 'sent')));

describe('the reminder of a checkout left unpaid', () => {
  it('comes once, an hour after, naming the pieces, with the link that fills the cart again and a one-click unsubscribe', async () => {
    const dress = await makeSizedProduct(t.db, { S: 3, M: 3 }, { name: 'Linen dress' });
    const bag = await makeProduct(t.db, { name: 'Straw bag' });
    const shopper = await customer(true);
    const left = await leaveCheckout(shopper, [
      { _id: dress.id, quantity: 2, size: 'M' },
      { _id: bag.id, quantity: 1 },
    ]);
    await sendEverything(AFTER_MS - 60_000);
    expect(received(shopper.user.email)).toEqual([]);

    await sendEverything();
    await sendEverything();
    const mails = received(shopper.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your cart at Maison Lune is waiting']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Linen dress in size M × 2');
    expect(text).toContain('Straw bag × 1');
    expect(text).toContain(`${PUBLIC_URL}/cart?item=${dress.id}.2.M&item=${bag.id}.1`);
    expect(headerOf(mails[0], 'list-unsubscribe')).toMatch(/^<https:\/\/shop\.example\/unsubscribe\?token=[\w.-]+>$/);
    expect(headerOf(mails[0], 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain('Unsubscribe');
    expect(await outcomeOf(left?.id)).toBe('sent');
  });

  it('speaks the language the checkout was opened in, its cart link and its way out too', async () => {
    const dress = await makeSizedProduct(t.db, { M: 3 }, { name: 'Robe en lin' });
    const shopper = await customer(true);
    await leaveCheckout(shopper, [{ _id: dress.id, quantity: 1, size: 'M' }], { language: 'fr' });
    await sendEverything();
    const [mail] = received(shopper.user.email);
    expect(mail?.subject).toBe('Votre panier chez Maison Lune vous attend');
    expect(mail?.headers.get('content-language')).toBe('fr');
    expect(mail?.text).toContain('Robe en lin en taille M × 1');
    expect(mail?.text).toContain(`${PUBLIC_URL}/fr/cart?item=${dress.id}.1.M`);
    expect(mail?.text).toContain('Se désabonner');
    expect(headerOf(mail, 'list-unsubscribe')).toMatch(/\/unsubscribe\?token=[\w.-]+&lang=fr>$/);
  });

  it('never comes to a customer who did not agree to it', async () => {
    const shopper = await customer(false);
    const left = await leaveCheckout(shopper, [{ _id: (await makeProduct(t.db)).id, quantity: 1 }]);
    await sendEverything();
    expect(received(shopper.user.email)).toEqual([]);
    expect(await outcomeOf(left?.id)).toBe('no_consent');
  });

  it('does not come once the customer has paid for an order since', async () => {
    const shopper = await customer(true);
    const left = await leaveCheckout(shopper, [{ _id: (await makeProduct(t.db)).id, quantity: 1 }]);
    await makeOrder(t.db, { userId: shopper.user.id, email: shopper.user.email });
    await sendEverything();
    expect(received(shopper.user.email)).toEqual([]);
    expect(await outcomeOf(left?.id)).toBe('paid_since');
  });

  it('comes once in 7 days however many checkouts are left, and again for one left after the week', async () => {
    const shopper = await customer(true);
    const product = await makeProduct(t.db);
    await leaveCheckout(shopper, [{ _id: product.id, quantity: 1 }]);
    await sendEverything();
    const second = await leaveCheckout(shopper, [{ _id: product.id, quantity: 2 }]);
    await sendEverything();
    expect(received(shopper.user.email)).toHaveLength(1);
    expect(await outcomeOf(second?.id)).toBe('reminded_recently');

    await remindedDaysAgo(shopper.user.id, 8);
    await leaveCheckout(shopper, [{ _id: product.id, quantity: 3 }]);
    await sendEverything();
    expect(received(shopper.user.email)).toHaveLength(2);
  });

  it('ends at once with a one-click POST to its unsubscribe address, which withdraws the consent', async () => {
    const shopper = await customer(true);
    const product = await makeProduct(t.db);
    await leaveCheckout(shopper, [{ _id: product.id, quantity: 1 }]);
    await sendEverything();
    const address = unsubscribePathOf(received(shopper.user.email)[0]);
    const page = await t.app.inject({ url: address });
    expect(page.body).toContain('Stop mails about your cart and new arrivals');
    const oneClick = await unsubscribeOneClick(t.app, address);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');

    // Past the week, so only the unsubscribing stands in the way of the next one.
    await remindedDaysAgo(shopper.user.id, 8);
    const next = await leaveCheckout(shopper, [{ _id: product.id, quantity: 2 }]);
    await sendEverything();
    expect(received(shopper.user.email)).toHaveLength(1);
    expect(await outcomeOf(next?.id)).toBe('no_consent');
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: shopper.cookie },
      payload: { userId: shopper.user.id, username: shopper.user.username },
    });
    expect(profile.json().user.marketingEmails).toBe(false);
  });
});

describe('two instances writing reminders', () => {
  const senders: FastifyInstance[] = [];
  afterAll(async () => {
    for (const sender of senders) await sender.close();
  });

  it('write each customer one reminder for the checkouts they left', async () => {
    const product = await makeProduct(t.db, { name: 'Busy piece' });
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => customer(true)));
    for (const shopper of shoppers) {
      await leaveCheckout(shopper, [{ _id: product.id, quantity: 1 }]);
      await leaveCheckout(shopper, [{ _id: product.id, quantity: 2 }]);
    }
    const config = testConfig({
      publicUrl: PUBLIC_URL,
      checkoutReminderAfterMs: 0,
      mail: { smtpUrl: smtp.url, from: FROM, pollMs: 5 },
    });
    for (let i = 0; i < 2; i++) senders.push(await buildApp(config, t.database));
    await Promise.all(senders.map((sender) => sender.ready()));
    for (const shopper of shoppers) await smtp.mailsTo(shopper.user.email);
    for (const sender of senders) await sender.close();
    for (const shopper of shoppers) expect(received(shopper.user.email)).toHaveLength(1);
  });
});
