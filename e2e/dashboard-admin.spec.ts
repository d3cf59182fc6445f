// The admin's dashboard in a real browser: figures, products, users and orders, and who may open it.
import { type AdminStats, formatPrice, type Order, type Product, type ProductListResponse, type User } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { apiGet, scrollToChart, signedInPage, signIn, summaryFigure, TINY_PNG } from './support/dashboard.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

// One shop for the file: each test changes only data it creates or puts back, and reads figures from the API at its own time.
const t = useShopAndBrowser();

const adminPage = (path: string, viewport = DESKTOP) => signedInPage(t.browser, t.shop.url, ADMIN, path, viewport);

describe('admin dashboard', () => {
  it('shows the figures the shop API counts, with both charts', async () => {
    const { page, problems } = await adminPage('/dashboard/admin');
    const stats = await apiGet<AdminStats>(page, '/api/stats/admin-stats');

    await expect.poll(() => summaryFigure(page, 'Total Earnings').textContent()).toBe(formatPrice(stats.totalEarnings));
    expect(await summaryFigure(page, 'Total Orders').textContent()).toBe(String(stats.totalOrders));
    expect(await summaryFigure(page, 'Total Users').textContent()).toBe(String(stats.totalUsers));
    expect(await summaryFigure(page, 'Total Products').textContent()).toBe(String(stats.totalProducts));
    expect(await summaryFigure(page, 'Total Reviews').textContent()).toBe(String(stats.totalReviews));
    await scrollToChart(page, 'Orders, products, reviews and users');
    await expect.poll(() => page.locator('.recharts-pie-sector').count()).toBeGreaterThan(0);
    // The line chart runs January to December whatever months have data (its other axis shows dollars).
    const monthTicks = async () =>
      (await page.locator('.recharts-cartesian-axis-tick-value').allTextContents()).filter((t) => !t.startsWith('$'));
    await scrollToChart(page, 'Monthly earnings');
    await expect.poll(monthTicks).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(problems).toEqual([]);
  });

  it('adds a product (not while a field is missing), finds it in the shop, edits it and deletes it', async () => {
    const { page, problems } = await adminPage('/dashboard/add-new-post');
    const name = `Opera Velvet Gloves ${Date.now()}`;
    const createCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/create-product')) createCalls.push(request.url());
    });

    await page.getByPlaceholder('Ex: Diamond Earrings').fill(name);
    await page.getByLabel('Category', { exact: true }).selectOption('accessories');
    await page.getByLabel('Colour').selectOption('black');
    await page.getByLabel('Price', { exact: true }).fill('64');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Please fill in all fields.').waitFor();
    expect(createCalls).toEqual([]);

    await page.getByLabel('Image').setInputFiles(TINY_PNG);
    await page.getByText('Image uploaded successfully!').waitFor();
    await page.getByLabel('Description', { exact: true }).fill('Elbow-length velvet gloves for evenings out.');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product added successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/shop');
    await page.getByText(name).first().waitFor();
    expect(createCalls).toHaveLength(1);

    await visit(page, '/dashboard/manage-products');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL(/\/dashboard\/update-product\//);
    const id = page.url().split('/').pop() ?? '';
    await expect.poll(() => page.getByPlaceholder('Ex: Diamond Earrings').inputValue()).toBe(name);
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('accessories');
    expect(await page.getByLabel('Price', { exact: true }).inputValue()).toBe('64');
    await page.getByLabel('Price', { exact: true }).fill('72.5');
    await page.getByLabel('Colour').selectOption('red');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/manage-products');
    const { product } = await apiGet<{ product: Product }>(page, `/api/products/${id}`);
    expect(product).toMatchObject({ name, price: 72.5, color: 'red', category: 'accessories' });
    expect(product.image).toMatch(/^\/images\/.+\.webp$/);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete '${name}'?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Product deleted successfully').waitFor();
    await expect.poll(() => page.getByRole('link', { name: `Edit ${name}` }).count()).toBe(0);
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);

    // Activity keeps the change after the product is gone: who made it, and the price and colour before and after.
    await visit(page, '/dashboard/activity');
    await page.getByLabel('Action').selectOption('product.changed');
    // Until the filtered list arrives the table still shows every action, the deletion too: pick the change's row.
    const change = page.getByRole('row', { name: new RegExp(name) }).filter({ hasText: 'Product changed' });
    await change.getByText('$72.50').waitFor();
    expect(await change.getByText('$64.00').count()).toBe(1);
    expect(await change.getByText(ADMIN.email).count()).toBe(1);
    expect(await change.getByText('Product changed').count()).toBe(1);
    await page.getByLabel('Action').selectOption('product.deleted');
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Product deleted')
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('pages through the products twelve at a time', async () => {
    const { page, problems } = await adminPage('/dashboard/manage-products');
    const { totalProducts, totalPages } = await apiGet<ProductListResponse>(page, '/api/products?limit=12');
    await page.getByText(`Showing 1 to ${Math.min(12, totalProducts)} of ${totalProducts} products`).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Page ${totalPages}` }).click();
    await page.getByText(`Showing ${(totalPages - 1) * 12 + 1} to ${totalProducts} of ${totalProducts} products`).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('makes a customer an admin and back', async () => {
    const { page, problems } = await adminPage('/dashboard/users');
    const roleOf = async () => (await apiGet<User[]>(page, '/api/auth/users')).find((u) => u.email === CUSTOMER.email)?.role;

    for (const role of ['admin', 'user'] as const) {
      await page.getByRole('button', { name: `Edit ${CUSTOMER.email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit User!' });
      expect(await dialog.getByLabel('Email').inputValue()).toBe(CUSTOMER.email);
      await dialog.getByLabel('Role').selectOption(role);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('User role updated successfully').last().waitFor();
      await expect.poll(roleOf).toBe(role);
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() =>
          page
            .getByRole('row', { name: new RegExp(CUSTOMER.email) })
            .getByText(role, { exact: true })
            .count(),
        )
        .toBe(1);
    }
    expect(problems).toEqual([]);
  });

  it("moves a customer's order to shipped, and the customer sees it on their timeline", async () => {
    const { page, problems } = await adminPage('/dashboard/manage-orders');
    const orders = await apiGet<Order[]>(page, `/api/orders/${CUSTOMER.email}`);
    const order = orders.find((o) => o.status !== 'shipped');
    if (!order) throw new Error('the demo customer has no order to ship');

    // Manage orders shows 20 at a time: the customer's order is found by its number.
    await page.getByRole('searchbox', { name: 'Order number' }).fill(String(order.number));
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: `Edit order #${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.getByLabel('Status').selectOption('shipped');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(`#${order.number}`) });
    await expect.poll(() => row.getByText('Shipped', { exact: true }).count()).toBe(1);

    const customer = await openPage(t.browser, t.shop.url);
    await signIn(customer.page, CUSTOMER, `/orders/${order._id}`);
    const current = customer.page.locator('[aria-current="step"]');
    await expect.poll(() => current.textContent()).toContain('Shipped');
    expect([...problems, ...customer.problems]).toEqual([]);
  });
});

describe('dashboard access', () => {
  it('sends a visitor to /login with "You must be logged in!"', async () => {
    const { page } = await openPage(t.browser, t.shop.url);
    await visit(page, '/dashboard/manage-products');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('You must be logged in!').waitFor();
  });

  it('refuses a customer the admin screens with "Access denied!"', async () => {
    const { page } = await openPage(t.browser, t.shop.url);
    await signIn(page, CUSTOMER, '/dashboard');
    await visit(page, '/dashboard/users');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Access denied!').waitFor();
    // The server refuses too: hiding the screen is not the protection.
    expect((await page.request.get('/api/auth/users')).status()).toBe(403);
  });

  it('opens the admin menu from the top bar on a phone', async () => {
    const { page, problems } = await adminPage('/dashboard/admin', PHONE);
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard' });
    await drawer.getByRole('link', { name: 'All Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/manage-orders');
    await drawer.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});

describe('admin screens', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('have no serious accessibility violation on a %s', async (_name, viewport) => {
    const { page, problems } = await adminPage('/dashboard/admin', viewport);
    const violations: string[] = [];
    const scan = async (what: string) => violations.push(...(await seriousA11yViolations(page)).map((v) => `${what}: ${v}`));

    await summaryFigure(page, 'Total Orders').waitFor();
    // Both charts are scanned: on a phone they are drawn only once scrolled to.
    await scrollToChart(page, 'Orders, products, reviews and users');
    await page.locator('.recharts-pie-sector').first().waitFor();
    await scrollToChart(page, 'Monthly earnings');
    await page.locator('.recharts-line').waitFor();
    await scan('admin dashboard');
    await visit(page, '/dashboard/add-new-post');
    await page.getByPlaceholder('Ex: Diamond Earrings').waitFor();
    await scan('add product');
    await visit(page, '/dashboard/manage-products');
    await page.getByText(/^Showing /).waitFor();
    await scan('manage products');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect.poll(() => page.getByPlaceholder('Ex: Diamond Earrings').inputValue()).not.toBe('');
    await scan('update product');
    await visit(page, '/dashboard/users');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Edit User!' }).waitFor();
    await scan('users with the role editor open');
    await visit(page, '/dashboard/manage-orders');
    await page
      .getByRole('button', { name: /^Edit order / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Update Order Status' }).waitFor();
    await scan('orders with the status editor open');
    await visit(page, '/dashboard/activity');
    await page.getByText(/^\d+ entr(y|ies)$|^No admin activity yet\.$/).waitFor();
    await scan('activity');

    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
