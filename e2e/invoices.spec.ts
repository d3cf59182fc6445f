// Invoices and packing slips in a real browser: the customer opens an order's invoice from its page; the admin ticks
// three orders and prints their slips as one PDF, then prints every order still processing.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Order, Product, ProductListResponse } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { paidOrderOf } from './support/orders.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const run = promisify(execFile);

/** A PDF file's text, as Debian's pdftotext reads it. */
async function pdfTextOf(file: string): Promise<string> {
  return (await run('/usr/bin/pdftotext', ['-layout', file, '-'])).stdout;
}

async function someProduct(): Promise<Product> {
  const listing = (await (await fetch(`${t.shop.url}/api/products?limit=1&sort=price-asc`)).json()) as ProductListResponse;
  return listing.products[0] as Product;
}

describe('invoices', () => {
  it('lets the customer open the invoice of a paid order from its page', async () => {
    const product = await someProduct();
    const customer = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/dashboard');
    const order = await paidOrderOf(customer.page, [{ _id: product._id, quantity: 1 }]);
    const number = order.invoice?.number ?? '';
    expect(number).toMatch(/^INV-\d{4}-\d{5}$/);

    await visit(customer.page, `/orders/${order._id}`);
    const link = customer.page.getByRole('region', { name: 'Invoice' }).getByRole('link', { name: `Invoice ${number}` });
    const [opened] = await Promise.all([customer.page.waitForEvent('popup'), link.click()]);
    const answer = await opened.waitForResponse((response) => response.url().endsWith(`/api/invoices/${number}/pdf`));
    expect(answer.status()).toBe(200);
    // Chromium hands a PDF to its viewer without the headers; the same address read with the customer's cookies shows them.
    const pdf = await customer.page.request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
    await writeFile(file, await pdf.body());
    expect(await pdfTextOf(file)).toContain(number);
    expect(await seriousA11yViolations(customer.page)).toEqual([]);
    expect(customer.problems).toEqual([]);
  });

  it('lets the admin print the packing slips of three orders as one PDF', async () => {
    const product = await someProduct();
    const customer = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/dashboard');
    const orders: Order[] = [];
    for (let i = 0; i < 3; i++) orders.push(await paidOrderOf(customer.page, [{ _id: product._id, quantity: 1 }]));

    const admin = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-orders');
    for (const order of orders) await admin.page.getByLabel(`Select order #${order.number}`).check();
    const slips = admin.page.getByRole('region', { name: 'Packing slips' });
    await slips.getByText('3 orders selected.').waitFor();
    await slips.getByLabel('With a pick list').check();
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      slips.getByRole('button', { name: 'Print packing slips' }).click(),
    ]);

    expect(download.suggestedFilename()).toBe('packing-slips.pdf');
    const text = await pdfTextOf(await download.path());
    expect(text).toContain('Pick list');
    for (const order of orders) expect(text).toContain(`Order #${order.number}`);
    expect(text.match(/Packing slip/g)).toHaveLength(3);

    for (const order of orders.slice(0, 2)) {
      const moved = await admin.page.request.patch(`/api/orders/update-order-status/${order._id}`, {
        data: { status: 'processing' },
      });
      expect(moved.status()).toBe(200);
    }
    const [processing] = await Promise.all([
      admin.page.waitForEvent('download'),
      slips.getByRole('button', { name: 'Print all processing orders' }).click(),
    ]);
    const processingText = await pdfTextOf(await processing.path());
    for (const order of orders.slice(0, 2)) expect(processingText).toContain(`Order #${order.number}`);
    expect(processingText).not.toContain(`Order #${orders[2]?.number}`);
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    expect(admin.problems).toEqual([]);
  });
});
