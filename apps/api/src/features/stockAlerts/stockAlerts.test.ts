import { randomUUID } from 'node:crypto';
import { STOCK_ALERTS_PER_EMAIL_PER_HOUR } from '@atelier/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, productSizes, products, stockAlerts } from '../../db/schema.ts';
import { buildApp } from '../../start/app.ts';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { makeOrder, makeProduct, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { headerOf, unsubscribeOneClick, unsubscribePathOf } from '../../test/listUnsubscribe.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { mailerFor } from '../outbox/mailer.ts';
import { deliverDueMails } from '../outbox/service.ts';
import { releaseHold } from '../stock/index.ts';
import { type MailLinks, mailLinksOf } from '../unsubscribe/index.ts';
import { VISITOR_ALERTS_PER_ADDRESS_PER_HOUR } from './alertLimits.ts';
import { sendStockAlerts } from './service.ts';

const t = useTestApp();
let smtp: TestSmtpServer;
let links: MailLinks;
const FROM = 'Atelier <shop@atelier.test>';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  links = await mailLinksOf(t.app);
});
afterAll(() => smtp?.stop());

const newAddress = () => `waiting-${randomUUID().slice(0, 8)}@example.com`;
let clients = 0;
/** A client address of its own each time, unless named: visitors' alerts are limited per client address too. */
const newClient = () => `2001:db8:a:${(++clients).toString(16)}::1`;
const ask = (payload: object, cookie?: string, remoteAddress = newClient()) =>
  t.app.inject({ method: 'POST', url: '/api/stock-alerts', payload, headers: cookie ? { cookie } : {}, remoteAddress });
/** What the shop sends now: alerts for the events recorded so far, then the outbox over SMTP. */
async function sendEverything() {
  while ((await sendStockAlerts(t.db, links)) > 0);
  while ((await deliverDueMails(t.db, mailerFor({ smtpUrl: smtp.url, from: FROM, pollMs: 0 }))) > 0);
}
const received = (to: string) => smtp.mails.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === to);
const setStock = (productId: string, stock: number) => t.db.update(products).set({ stock }).where(eq(products.id, productId));

/** A signed-in shopper waiting for a sold-out one-size product. */
async function waitingShopper(product: { id: string }, size?: string) {
  const shopper = await makeSignedInUser(t.app, t.db);
  const res = await ask({ productId: product.id, ...(size ? { size } : {}) }, shopper.cookie);
  expect(res.statusCode).toBe(201);
  return shopper;
}

describe('POST /api/stock-alerts', () => {
  it('subscribes a signed-in shopper at once, and answers 200 when asked again', async () => {
    const product = await makeProduct(t.db, { stock: 0 });
    const shopper = await waitingShopper(product);
    const again = await ask({ productId: product.id }, shopper.cookie);
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(rows).toEqual([expect.objectContaining({ email: shopper.user.email, confirmedAt: expect.any(Date) })]);
  });

  it('refuses a product in stock, a size a one-size product lacks, a size a sized one lacks, and a bad email with 400', async () => {
    const inStock = await makeProduct(t.db, { stock: 2 });
    const oneSize = await makeProduct(t.db, { stock: 0 });
    const dress = await makeSizedProduct(t.db, { S: 0, M: 3 });
    const refusals = [
      { productId: inStock.id, email: newAddress() },
      { productId: oneSize.id, size: 'M', email: newAddress() },
      { productId: dress.id, size: 'XL', email: newAddress() },
      { productId: dress.id, size: 'M', email: newAddress() },
      { productId: oneSize.id, email: 'not-an-address' },
      { productId: oneSize.id },
      { productId: oneSize.id, email: newAddress(), size: 'huge' },
    ];
    for (const payload of refusals) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    // A bad or missing address is named as the field, for the form to say it under the email.
    expect((await ask({ productId: oneSize.id, email: 'not-an-address' })).json().fields).toEqual({
      email: 'Email must be a valid email address',
    });
    expect((await ask({ productId: oneSize.id })).json().fields).toEqual({ email: 'Email is required' });
    expect((await ask({ productId: randomUUID(), email: newAddress() })).statusCode).toBe(404);
    expect((await ask({ productId: dress.id, size: 'S', email: newAddress() })).statusCode).toBe(201);
  });

  it('answers a visitor alike whether the address has an account or not', async () => {
    const product = await makeProduct(t.db, { stock: 0 });
    const { user } = await makeSignedInUser(t.app, t.db);
    const forAccount = await ask({ productId: product.id, email: user.email });
    const forStranger = await ask({ productId: product.id, email: newAddress() });
    expect([forAccount.statusCode, forAccount.json()]).toEqual([forStranger.statusCode, forStranger.json()]);
  });

  it(`accepts ${STOCK_ALERTS_PER_EMAIL_PER_HOUR} alerts an hour for one address, then answers 429`, async () => {
    const email = newAddress();
    const soldOut = await Promise.all(
      Array.from({ length: STOCK_ALERTS_PER_EMAIL_PER_HOUR + 1 }, () => makeProduct(t.db, { stock: 0 })),
    );
    const answers = [];
    for (const product of soldOut) answers.push((await ask({ productId: product.id, email: email.toUpperCase() })).statusCode);
    expect(answers).toEqual([...Array(STOCK_ALERTS_PER_EMAIL_PER_HOUR).fill(201), 429]);
  });

  it(`mails a visitor at most ${VISITOR_ALERTS_PER_ADDRESS_PER_HOUR} confirmations an hour from one client, whatever addresses it names`, async () => {
    const product = await makeProduct(t.db, { stock: 0 });
    const client = newClient();
    const emails = Array.from({ length: VISITOR_ALERTS_PER_ADDRESS_PER_HOUR + 1 }, newAddress);
    const answers = [];
    for (const email of emails) answers.push(await ask({ productId: product.id, email }, undefined, client));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(VISITOR_ALERTS_PER_ADDRESS_PER_HOUR).fill(201), 429]);
    expect(answers.at(-1)?.json()).toEqual({
      message: `At most ${VISITOR_ALERTS_PER_ADDRESS_PER_HOUR} alerts an hour can be asked for from here. Please try again later.`,
    });
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
    const asked = await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(asked).toHaveLength(VISITOR_ALERTS_PER_ADDRESS_PER_HOUR);
    // Another client, and a signed-in shopper on the same one, whose own address gets no confirmation, still ask.
    expect((await ask({ productId: product.id, email: newAddress() })).statusCode).toBe(201);
    const shopper = await makeSignedInUser(t.app, t.db);
    expect((await ask({ productId: product.id }, shopper.cookie, client)).statusCode).toBe(201);
  });
});

describe('a visit’s double opt-in', () => {
  it('mails a confirmation link first, sends nothing else until it is opened, then the alert', async () => {
    const product = await makeProduct(t.db, { stock: 0, name: 'Opt-in scarf' });
    const email = newAddress();
    expect((await ask({ productId: product.id, email })).statusCode).toBe(201);
    await sendEverything();
    const [confirmation] = received(email);
    expect(confirmation?.subject).toContain('Confirm');
    // Back before the address is confirmed: nothing.
    await setStock(product.id, 3);
    await sendEverything();
    expect(received(email)).toHaveLength(1);

    await setStock(product.id, 0);
    const link = /\/stock-alerts\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    const confirmed = await t.app.inject({ url: link });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your address is confirmed');
    const used = await t.app.inject({ url: link });
    expect([used.statusCode, used.body.includes('This link does not work')]).toEqual([200, true]);
    const wrong = await t.app.inject({ url: '/stock-alerts/confirm?token=nonsense' });
    expect([wrong.statusCode, wrong.body.includes('This link does not work')]).toEqual([200, true]);

    await setStock(product.id, 2);
    await sendEverything();
    expect(received(email).map((mail) => mail.subject)).toEqual([confirmation?.subject, 'Opt-in scarf is back in stock']);
  });
});

describe('an alert asked from a French page', () => {
  it('refuses a size the product lacks in French, under the size field too', async () => {
    const product = await makeSizedProduct(t.db, { M: 0 }, { name: 'Robe courte' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      payload: { productId: product.id, size: 'XL', email: newAddress() },
      headers: { 'accept-language': 'fr' },
      remoteAddress: newClient(),
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      message: 'Ce produit n’existe pas en taille XL',
      fields: { size: 'Ce produit n’existe pas dans cette taille' },
    });
  });

  it("writes to a visitor in the page's language, kept with the alert: confirmation, its page, the news and the way out", async () => {
    const product = await makeSizedProduct(t.db, { M: 0 }, { name: 'Écharpe en soie' });
    const email = newAddress();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      payload: { productId: product.id, size: 'M', email },
      headers: { 'accept-language': 'fr' },
      remoteAddress: newClient(),
    });
    expect(asked.statusCode).toBe(201);
    await sendEverything();
    const [confirmation] = received(email);
    expect(confirmation?.subject).toMatch(/^Confirmez\u202f: Écharpe en soie en taille M de retour en stock chez /);
    expect(confirmation?.headers.get('content-language')).toBe('fr');
    expect(confirmation?.html).toMatch(/<html [^>]*lang="fr"/);

    // The link opens in French whatever the browser that opens it prefers.
    const link = /\/stock-alerts\/confirm\?token=[\w-]+&lang=fr/.exec(confirmation?.text ?? '')?.[0] ?? '';
    const confirmed = await t.app.inject({ url: link, headers: { 'accept-language': 'en' } });
    expect(confirmed.body).toContain('<html lang="fr">');
    expect(confirmed.headers['content-language']).toBe('fr');
    expect(confirmed.body).toContain('Nous vous écrirons une fois, quand Écharpe en soie en taille M sera de retour en stock.');
    const used = await t.app.inject({ url: link });
    expect(used.body).toContain('Ce lien ne fonctionne pas');

    await t.db.update(productSizes).set({ stock: 2 }).where(eq(productSizes.productId, product.id));
    await sendEverything();
    const back = received(email)[1];
    expect(back?.subject).toBe('Écharpe en soie en taille M est de retour en stock');
    expect(back?.text).toContain(`/fr/shop/${product.id}`);
    expect(back?.text).toContain('Se désabonner');
    const unsubscribe = await t.app.inject({ url: unsubscribePathOf(back) });
    expect(unsubscribe.body).toContain('<html lang="fr">');
    expect(unsubscribe.body).toContain('Me désabonner');
    const left = await unsubscribeOneClick(t.app, unsubscribePathOf(back));
    expect(left.body).toContain('ne recevra plus de messages de retour en stock');
  });

  it("falls back on English for a browser that prefers neither, and uses a signed-in shopper's account language", async () => {
    const product = await makeProduct(t.db, { stock: 0, name: 'Linen tote' });
    const email = newAddress();
    const headers = { 'accept-language': 'de-DE,de;q=0.9' };
    await t.app.inject({ method: 'POST', url: '/api/stock-alerts', payload: { productId: product.id, email }, headers });
    const shopper = await makeSignedInUser(t.app, t.db);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      payload: { userId: shopper.user.id, username: shopper.user.username, language: 'fr' },
      headers: { cookie: shopper.cookie },
    });
    await ask({ productId: product.id }, shopper.cookie);
    const alerts = await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(alerts.map((alert) => [alert.email, alert.language]).sort()).toEqual(
      [
        [email, 'en'],
        [shopper.user.email, 'fr'],
      ].sort(),
    );
  });
});

describe('stock coming back', () => {
  it('mails every confirmed subscriber once when an admin restocks a product, with a one-click unsubscribe', async () => {
    const product = await makeProduct(t.db, { stock: 0, name: 'Restocked bag' });
    const [a, b] = [await waitingShopper(product), await waitingShopper(product)];
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      headers: { cookie: admin.cookie },
      payload: { stock: 4, version: product.version },
    });
    expect(edit.statusCode).toBe(200);
    await sendEverything();
    for (const shopper of [a, b]) {
      const mails = received(shopper.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Restocked bag is back in stock']);
      const [mail] = mails;
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(mail, 'list-unsubscribe')).toMatch(/^<http.+\/unsubscribe\?token=.+>$/);
      expect(mail?.text).toContain('Unsubscribe');
    }
  });

  it('mails the subscriber of a size when that size is back, and not those of another size', async () => {
    const dress = await makeSizedProduct(t.db, { S: 0, M: 0, L: 1 }, { name: 'Sized dress' });
    const waitingForS = await waitingShopper(dress, 'S');
    const waitingForM = await waitingShopper(dress, 'M');
    await t.db
      .update(productSizes)
      .set({ stock: 2 })
      .where(and(eq(productSizes.productId, dress.id), eq(productSizes.size, 'S')));
    await sendEverything();
    expect(received(waitingForS.user.email).map((mail) => mail.subject)).toEqual(['Sized dress in size S is back in stock']);
    expect(received(waitingForM.user.email)).toEqual([]);
  });

  it('mails once when a released hold puts the last piece back', async () => {
    const product = await makeProduct(t.db, { stock: 1, name: 'Held piece' });
    const buyer = await makeSignedInUser(t.app, t.db);
    const opened = await openCheckout(t.app, buyer.cookie, buyer.user.id, [{ _id: product.id, quantity: 1 }]);
    expect(opened.statusCode).toBe(200);
    const shopper = await waitingShopper(product);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, buyer.user.id));
    await releaseHold(t.db, session?.id ?? '', 'expired');
    await sendEverything();
    expect(received(shopper.user.email).map((mail) => mail.subject)).toEqual(['Held piece is back in stock']);
  });

  it('mails once when a refund puts stock back', async () => {
    const product = await makeProduct(t.db, { stock: 0, name: 'Refunded piece' });
    const order = await makeOrder(t.db, { lines: [{ productId: product.id, name: 'Refunded piece', quantity: 1 }] });
    const shopper = await waitingShopper(product);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      headers: { cookie: admin.cookie, 'idempotency-key': randomUUID() },
    });
    expect(refunded.statusCode).toBe(200);
    await sendEverything();
    expect(received(shopper.user.email).map((mail) => mail.subject)).toEqual(['Refunded piece is back in stock']);
  });

  it('sends no second mail when stock flickers back, out and back again', async () => {
    const product = await makeProduct(t.db, { stock: 0, name: 'Flickering piece' });
    const shopper = await waitingShopper(product);
    await setStock(product.id, 1);
    await setStock(product.id, 0);
    await setStock(product.id, 1);
    await sendEverything();
    await setStock(product.id, 0);
    await setStock(product.id, 2);
    await sendEverything();
    expect(received(shopper.user.email)).toHaveLength(1);
  });

  it('ends every waiting alert of an address at a one-click POST to its unsubscribe address, without signing in', async () => {
    const [first, second] = [await makeProduct(t.db, { stock: 0 }), await makeProduct(t.db, { stock: 0, name: 'Left' })];
    const shopper = await waitingShopper(first);
    await ask({ productId: second.id }, shopper.cookie);
    await setStock(first.id, 1);
    await sendEverything();
    const address = unsubscribePathOf(received(shopper.user.email)[0]);
    const page = await t.app.inject({ url: address });
    expect(page.body).toContain('Unsubscribe');
    const oneClick = await unsubscribeOneClick(t.app, address);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    await setStock(second.id, 1);
    await sendEverything();
    expect(received(shopper.user.email)).toHaveLength(1);
    const forged = await t.app.inject({ method: 'POST', url: `${address}x` });
    expect([forged.statusCode, forged.body.includes('This link does not work')]).toEqual([200, true]);
  });
});

describe('two instances sending stock alerts', () => {
  const senders: FastifyInstance[] = [];
  afterAll(async () => {
    for (const sender of senders) await sender.close();
  });

  it('write each subscriber exactly one mail for one stock-back event', async () => {
    const product = await makeProduct(t.db, { stock: 0, name: 'Busy piece' });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => waitingShopper(product)));
    await setStock(product.id, 5);
    for (let i = 0; i < 2; i++) {
      senders.push(await buildApp(testConfig({ mail: { smtpUrl: smtp.url, from: FROM, pollMs: 5 } }), t.database));
    }
    await Promise.all(senders.map((sender) => sender.ready()));
    for (const shopper of shoppers) await smtp.mailsTo(shopper.user.email);
    for (const sender of senders) await sender.close();
    for (const shopper of shoppers) expect(received(shopper.user.email)).toHaveLength(1);
  });
});
