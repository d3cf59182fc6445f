// Invoices issued with payments, their PDFs and who may read them, numbers under concurrent payments, and what an
// issued invoice keeps when the shop changes (decision 540).
import type { InvoiceListPage, Order } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, documents, orders, products } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeShopSettings, makeSignedInUser, writeShopSettings } from '../../test/factories.ts';
import { manyShoppersConfig, payAtOnce } from '../../test/paidOrders.ts';
import { pdfText } from '../../test/pdfText.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp(manyShoppersConfig());
const YEAR = new Date().getUTCFullYear();

const LEGAL = {
  name: 'Atelier Rose SAS',
  address: '3 Rue du Mail\n75002 Paris\nFrance',
  taxId: 'FR40123456824',
  companyNumber: '123 456 789 RCS Paris',
};

async function saveDocumentSettings(fields: Record<string, unknown>) {
  const document = await makeShopSettings(t.db, { name: 'Atelier Rose', email: 'hello@atelier.test' });
  await writeShopSettings(t.db, { ...document, ...fields });
}

/** A customer pays a checkout of `cart` on the sandbox page; answers the order as the confirmation shows it. */
async function paidOrder(
  cart: { _id: string; quantity: number }[],
  customer?: Awaited<ReturnType<typeof makeSignedInUser>>,
  checkout: Record<string, unknown> = {},
) {
  const buyer = customer ?? (await makeSignedInUser(t.app, t.db));
  const opened = await openCheckout(t.app, buyer.cookie, buyer.user.id, cart, checkout);
  expect(opened.statusCode, opened.body).toBe(200);
  expect((await payOnSandboxPage(t.app, opened.json().id)).statusCode).toBe(303);
  const confirmed = await confirmPayment(t.app, buyer.cookie, opened.json().id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { order: confirmed.json<{ order: Order }>().order, buyer };
}

const readPdf = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('an invoice', () => {
  let dressId: string;
  beforeAll(async () => {
    await saveDocumentSettings({ legal: LEGAL });
    dressId = (await makeProduct(t.db, { name: 'Linen dress', priceCents: 12_000, stock: 500 })).id;
  });

  it("is issued with the payment, the year's first numbered 1, and the order's answer links it", async () => {
    const { order, buyer } = await paidOrder([{ _id: dressId, quantity: 2 }]);

    expect(order.invoice).toEqual({
      number: `INV-${YEAR}-00001`,
      issuedAt: expect.any(String),
      url: `/api/invoices/INV-${YEAR}-00001/pdf`,
    });
    expect(order.creditNotes).toEqual([]);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/order/${order._id}`, headers: { cookie: buyer.cookie } });
    expect(read.json<Order>().invoice?.number).toBe(`INV-${YEAR}-00001`);
  });

  it('reads back as a PDF for its customer: seller, buyer, numbers, lines and totals', async () => {
    const { order, buyer } = await paidOrder([{ _id: dressId, quantity: 1 }]);
    const res = await readPdf(order.invoice?.url ?? '', buyer.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(order.invoice?.number);
    expect(text).toContain('Atelier Rose SAS');
    expect(text).toContain('Tax / VAT number: FR40123456824');
    expect(text).toContain('Company number: 123 456 789 RCS Paris');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(`#${order.number}`);
    expect(text).toMatch(/Linen dress\s+1\s+\$120\.00\s+5%\s+\$120\.00/);
    expect(text).toMatch(/Tax 5% on \$120\.00\s+\$6\.00/);
    expect(text).toMatch(new RegExp(`Total paid\\s+\\$${order.amount.toFixed(2).replace('.', '\\.')}`));
  });

  it('is refused to another customer (403) and to a visitor (401)', async () => {
    const { order } = await paidOrder([{ _id: dressId, quantity: 1 }]);
    const stranger = await makeSignedInUser(t.app, t.db);

    expect((await readPdf(order.invoice?.url ?? '', stranger.cookie)).statusCode).toBe(403);
    expect((await readPdf(order.invoice?.url ?? '')).statusCode).toBe(401);
    expect((await readPdf(`/api/invoices/INV-${YEAR}-99999/pdf`, stranger.cookie)).statusCode).toBe(404);
  });

  it("is read by an admin too, and the admin's read is in the audit trail", async () => {
    const { order } = await paidOrder([{ _id: dressId, quantity: 1 }]);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');

    expect((await readPdf(order.invoice?.url ?? '', admin.cookie)).statusCode).toBe(200);
    const trail = await t.db.select().from(auditEntries).where(eq(auditEntries.actorId, admin.user.id));
    expect(trail).toMatchObject([
      { kind: 'document.read', subjectType: 'order', subjectId: order._id, subjectLabel: order.invoice?.number },
    ]);
  });

  it('comes out byte for byte the same after the product and the shop address are edited', async () => {
    const { order, buyer } = await paidOrder([{ _id: dressId, quantity: 1 }]);
    const before = (await readPdf(order.invoice?.url ?? '', buyer.cookie)).rawPayload;

    await t.db.update(products).set({ name: 'Renamed dress', priceCents: 99_00 }).where(eq(products.id, dressId));
    await saveDocumentSettings({ legal: { ...LEGAL, name: 'Another Company Ltd', address: '1 New Street\nLondon' } });
    const after = (await readPdf(order.invoice?.url ?? '', buyer.cookie)).rawPayload;

    expect(after.equals(before)).toBe(true);
    expect(await pdfText(after)).toContain('Atelier Rose SAS');
    await t.db.update(products).set({ name: 'Linen dress', priceCents: 12_000 }).where(eq(products.id, dressId));
    await saveDocumentSettings({ legal: LEGAL });
  });

  it("is drawn in the order's language, which stays with it when the order's language changes later", async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const french = (await paidOrder([{ _id: dressId, quantity: 1 }], undefined, { language: 'fr' })).order;
    const english = (await paidOrder([{ _id: dressId, quantity: 1 }], undefined, { language: 'en' })).order;
    const read = async (order: Order) => (await readPdf(order.invoice?.url ?? '', admin.cookie)).rawPayload;
    const frenchPdf = await read(french);
    const [frenchText, englishText] = [await pdfText(frenchPdf), await pdfText(await read(english))];
    const issuedOn = (order: Order, locale: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(order.invoice?.issuedAt ?? ''),
      );

    expect(frenchText).toMatch(/^\s*Facture/);
    for (const label of ['ÉMETTEUR', 'FACTURÉ À', 'N° de TVA', 'N° de facture', 'Commande', 'Prix unitaire', 'Total payé']) {
      expect(frenchText).toContain(label);
    }
    expect(frenchText).toMatch(new RegExp(`Date d’émission\\s+${issuedOn(french, 'fr-FR')}`));
    expect(frenchText).toMatch(/Linen dress\s+1\s+120,00\s\$US\s+5\s?%\s+120,00\s\$US/);
    expect(frenchText).toMatch(/TVA 5\s% sur 120,00\s\$US\s+6,00\s\$US/);
    expect(frenchText).toContain('Royaume-Uni');
    expect(frenchText).toContain('Prix hors taxes, TVA ajoutée. Payé par carte, paiement');
    expect(frenchText).not.toMatch(/Invoice|Total paid|Unit price/);
    expect(englishText).toMatch(/^\s*Invoice/);
    expect(englishText).toMatch(new RegExp(`Issued on\\s+${issuedOn(english, 'en-GB')}`));
    expect(englishText).toMatch(/Tax 5% on \$120\.00\s+\$6\.00/);
    expect(englishText).toContain('United Kingdom');
    expect(englishText).not.toMatch(/Facture|Total payé/);

    await t.db.update(orders).set({ language: 'en' }).where(eq(orders.id, french._id));
    expect((await read(french)).equals(frenchPdf)).toBe(true);
  });

  it('is not issued for a checkout that is never paid', async () => {
    const before = await t.db.select({ id: documents.id }).from(documents);
    const buyer = await makeSignedInUser(t.app, t.db);
    const opened = await openCheckout(t.app, buyer.cookie, buyer.user.id, [{ _id: dressId, quantity: 1 }]);
    expect(opened.statusCode).toBe(200);

    expect(await t.db.select({ id: documents.id }).from(documents)).toHaveLength(before.length);
  });

  it('takes the next numbers for 50 payments made at once: no gap, no duplicate', async () => {
    const before = await t.db.select({ sequence: documents.sequence }).from(documents).where(eq(documents.kind, 'invoice'));
    const last = Math.max(0, ...before.map((row) => row.sequence));

    await payAtOnce([t.app], t.db, dressId, 50);

    const invoices = await t.db
      .select({ number: documents.number, sequence: documents.sequence })
      .from(documents)
      .where(eq(documents.kind, 'invoice'));
    const taken = invoices
      .map((row) => row.sequence)
      .filter((sequence) => sequence > last)
      .sort((a, b) => a - b);
    expect(taken).toEqual(Array.from({ length: 50 }, (_, i) => last + 1 + i));
    expect(new Set(invoices.map((row) => row.number)).size).toBe(invoices.length);
  });

  it('is listed for admins, found by number and exported by date as CSV; customers get 403', async () => {
    const { order, buyer } = await paidOrder([{ _id: dressId, quantity: 1 }]);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const number = order.invoice?.number ?? '';

    const list = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json<InvoiceListPage>().documents[0]).toMatchObject({
      number,
      kind: 'invoice',
      orderNumber: order.number,
      total: order.amount,
    });
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/invoices?q=${number.slice(-5)}`,
      headers: { cookie: admin.cookie },
    });
    expect(found.json<InvoiceListPage>().documents.map((document) => document.number)).toEqual([number]);
    const today = new Date().toISOString().slice(0, 10);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/export.csv?from=${today}&to=${today}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      'number,kind,issued_at,order_number,corrects,buyer,email,currency,net,tax,total,tax_by_rate',
    );
    expect(csv.body).toContain(`${number},invoice,`);
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices', headers: { cookie: buyer.cookie } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invoices?from=2026-13-01', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(400);
  });
});

describe('packing slips', () => {
  it("print the chosen orders' addresses and items without prices, after a pick list summing them", async () => {
    const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_500, stock: 50, color: 'red' });
    const first = await paidOrder([{ _id: scarf.id, quantity: 2 }]);
    const second = await paidOrder([{ _id: scarf.id, quantity: 1 }]);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/packing-slips',
      headers: { cookie: admin.cookie },
      payload: { orderIds: [first.order._id, second.order._id], pickList: true },
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Pick list[\s\S]*Silk scarf\s+red\s+3\s+2/);
    expect(text).toContain(`Order #${first.order.number}`);
    expect(text).toContain(`Order #${second.order.number}`);
    expect(text).toContain('Ada Lovelace');
    expect(text).not.toMatch(/\$\d/);
  });

  it('print every order still processing, and say how many the file holds', async () => {
    const belt = await makeProduct(t.db, { name: 'Leather belt', priceCents: 3_000, stock: 50 });
    const [packed, waiting, later] = [
      await paidOrder([{ _id: belt.id, quantity: 1 }]),
      await paidOrder([{ _id: belt.id, quantity: 1 }]),
      await paidOrder([{ _id: belt.id, quantity: 1 }]),
    ];
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, packed.order._id));
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, waiting.order._id));
    const admin = await makeSignedInUser(t.app, t.db, 'admin');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/packing-slips',
      headers: { cookie: admin.cookie },
      payload: { allProcessing: true },
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-packing-slips']).toBe('2');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Order #${packed.order.number}`);
    expect(text).toContain(`Order #${waiting.order.number}`);
    expect(text).not.toContain(`Order #${later.order.number}`);
    expect(text.match(/Packing slip/g)).toHaveLength(2);
  });

  it('are refused to customers, and for orders the shop does not have', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const ask = (cookie: string, orderIds: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/orders/packing-slips', headers: { cookie }, payload: { orderIds } });

    expect((await ask(customer.cookie, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(403);
    expect((await ask(admin.cookie, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
    expect((await ask(admin.cookie, ['not-an-id'])).statusCode).toBe(400);
    expect((await ask(admin.cookie, [])).statusCode).toBe(400);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/orders/packing-slips',
      headers: { cookie: admin.cookie },
      payload: { orderIds: ['00000000-0000-4000-8000-000000000000'], allProcessing: true },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ message: 'Choose either orderIds or allProcessing' });
  });
});
