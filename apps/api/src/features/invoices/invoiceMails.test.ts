// The order confirmation carries the invoice and the refund mail the credit note, as PDFs, unless the owner says not to.
import type { Order } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeShopSettings, makeSignedInUser, writeShopSettings } from '../../test/factories.ts';
import { pdfText } from '../../test/pdfText.ts';
import { useShopWithMail } from '../../test/shopWithMail.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
const mail = useShopWithMail(t);

async function paidOrder() {
  const product = await makeProduct(t.db, { name: 'Wool coat', priceCents: 20_000, stock: 10 });
  const customer = await makeSignedInUser(mail.shop, t.db);
  const opened = await openCheckout(mail.shop, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 1 }]);
  expect((await payOnSandboxPage(mail.shop, opened.json().id)).statusCode).toBe(303);
  const confirmed = await confirmPayment(mail.shop, customer.cookie, opened.json().id);
  return { order: confirmed.json<{ order: Order }>().order, customer };
}

describe('mails about a paid order', () => {
  it('carry its invoice, then the credit note of its refund, as PDFs', async () => {
    const { order, customer } = await paidOrder();
    const [confirmation] = await mail.smtp.mailsTo(customer.user.email);

    const invoice = confirmation?.attachments.find((file) => file.filename === `${order.invoice?.number}.pdf`);
    expect(invoice?.contentType).toBe('application/pdf');
    expect(await pdfText(invoice?.content ?? Buffer.alloc(0))).toContain(order.invoice?.number);

    const admin = await makeSignedInUser(mail.shop, t.db, 'admin');
    const refunded = await mail.shop.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: { cookie: admin.cookie },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const note = refunded.json<{ order: Order }>().order.creditNotes[0];
    const [, refundMail] = await mail.smtp.mailsTo(customer.user.email, 2);
    expect(refundMail?.attachments.map((file) => file.filename)).toEqual([`${note?.number}.pdf`]);
  });

  it('carry nothing once the owner turns attaching off', async () => {
    const document = await makeShopSettings(t.db);
    await writeShopSettings(t.db, { ...document, attachInvoices: false });
    const { customer } = await paidOrder();

    const [confirmation] = await mail.smtp.mailsTo(customer.user.email);

    expect(confirmation?.attachments).toEqual([]);
  });
});
