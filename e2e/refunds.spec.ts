// A refund in a real browser: the admin refunds one line of a paid order, and the customer sees the money come back.
import {
  discountedRefundCents,
  formatPrice,
  type Order,
  type Product,
  type ProductListResponse,
  toCents,
  toDollars,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { visit } from './support/browser.ts';
import { apiGet, signedInPage } from './support/dashboard.ts';
import { paidOrderOf } from './support/orders.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

describe('refunds', () => {
  it('lets the admin refund one line of a paid order, which the customer then sees on the order and in payments', async () => {
    const listing = (await (await fetch(`${t.shop.url}/api/products?limit=2&sort=price-asc`)).json()) as ProductListResponse;
    const [refunded, kept] = listing.products as [Product, Product];
    const customer = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/dashboard');
    const order = await paidOrderOf(
      customer.page,
      [refunded, kept].map((product) => ({ _id: product._id, quantity: 1 })),
    );
    const amount = formatPrice(
      toDollars(discountedRefundCents([{ priceCents: toCents(refunded.price), quantity: 1, discountCents: 0 }], [], [1])),
    );

    const admin = await signedInPage(t.browser, t.shop.url, ADMIN, `/dashboard/manage-orders/${order._id}`);
    const refunds = admin.page.getByRole('region', { name: 'Refunds' });
    await refunds.getByLabel(new RegExp(refunded.name)).selectOption('1');
    await refunds.getByRole('button', { name: 'Refund selected' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Confirm refund' });
    expect(await confirm.textContent()).toContain(`${amount} goes back to`);
    await confirm.getByRole('button', { name: `Refund ${amount}` }).click();
    await refunds.getByRole('list', { name: 'Refunds' }).getByText(`−${amount}`).waitFor();
    expect(await refunds.textContent()).toContain(`1 × ${refunded.name}`);
    // Refund selected has disabled itself: focus is on what was refunded, not lost to the page.
    expect(await refunds.getByRole('button', { name: 'Refund selected' }).isDisabled()).toBe(true);
    expect(await admin.page.evaluate(() => document.activeElement?.textContent)).toMatch(/refunded of .* paid\.$/);
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    expect(admin.problems).toEqual([]);

    await visit(customer.page, `/orders/${order._id}`);
    const items = customer.page.getByRole('region', { name: 'Items' });
    await items.getByText('1 refunded').waitFor();
    expect(await customer.page.getByRole('region', { name: 'Refunds' }).textContent()).toContain(`−${amount}`);
    // Partly refunded, the order keeps its step on the timeline.
    expect(
      await customer.page.getByRole('list', { name: 'Order status' }).locator('[aria-current="step"]').textContent(),
    ).toContain('Pending');

    await visit(customer.page, '/dashboard/payments');
    const row = customer.page.getByRole('region', { name: 'Payments' }).locator('tbody tr', { hasText: order.orderId });
    await row.getByText(`${amount} refunded`).waitFor();
    const orders = await apiGet<Order[]>(customer.page, `/api/orders/${CUSTOMER.email}`);
    const netCents = orders.reduce((sum, each) => sum + toCents(each.amount) - toCents(each.refundedAmount), 0);
    await customer.page.getByText(formatPrice(toDollars(netCents)), { exact: true }).waitFor();
    expect(await seriousA11yViolations(customer.page)).toEqual([]);
    expect(customer.problems).toEqual([]);
  });
});
