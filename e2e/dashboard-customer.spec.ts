// The customer's dashboard in a real browser: their figures, orders, payments, reviews and profile.
import { formatPrice, type Order, type User, type UserReview, type UserStats } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit } from './support/browser.ts';
import { apiGet, scrollToChart, signedInPage, summaryFigure, TINY_PNG } from './support/dashboard.ts';
import { CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

// One shop for the file: only the profile test changes data, and only the customer's own profile.
const t = useShopAndBrowser();

const customerPage = (path: string, viewport = DESKTOP) => signedInPage(t.browser, t.shop.url, CUSTOMER, path, viewport);

describe('customer dashboard', () => {
  it('greets the customer and shows their own totals with a chart', async () => {
    const { page, problems } = await customerPage('/dashboard');
    const stats = await apiGet<UserStats>(page, `/api/stats/user-stats/${CUSTOMER.email}`);
    await expect.poll(() => summaryFigure(page, 'Total Payments').textContent()).toBe(formatPrice(stats.totalPayments));
    expect(await summaryFigure(page, 'Total Reviews').textContent()).toBe(String(stats.totalReviews));
    expect(await summaryFigure(page, 'Total Purchased Products').textContent()).toBe(String(stats.totalPurchasedProducts));
    await scrollToChart(page, 'Your activity');
    await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBe(3);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Welcome, .+!$/);
    expect(problems).toEqual([]);
  });

  it('lists their orders, each leading to its timeline', async () => {
    const { page, problems } = await customerPage('/dashboard/orders');
    const orders = await apiGet<Order[]>(page, `/api/orders/${CUSTOMER.email}`);
    expect(orders.length).toBeGreaterThan(0);
    const links = page.locator('main a[href^="/orders/"]');
    await expect.poll(() => links.count()).toBe(orders.length);
    const first = orders[0] as Order;
    await links.first().click();
    await page.waitForURL((url) => url.pathname === `/orders/${first._id}`);
    expect(problems).toEqual([]);
  });

  it('shows what they paid in total and for each order', async () => {
    const { page, problems } = await customerPage('/dashboard/payments');
    const orders = await apiGet<Order[]>(page, `/api/orders/${CUSTOMER.email}`);
    const total = orders.reduce((sum, order) => sum + order.amount, 0);
    await page.getByText(formatPrice(total), { exact: true }).waitFor();
    const rows = page.getByRole('region', { name: 'Payments' }).locator('tbody tr');
    expect(await rows.count()).toBe(orders.length);
    const first = orders[0] as Order;
    expect(await rows.first().textContent()).toContain(first.orderId);
    expect(await rows.first().textContent()).toContain(formatPrice(first.amount));
    expect(problems).toEqual([]);
  });

  it('lists the reviews they wrote, each linking to its product', async () => {
    const { page, problems } = await customerPage('/dashboard/reviews');
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { _id: string });
    const reviews = await apiGet<UserReview[]>(page, `/api/reviews/${me._id}`);
    expect(reviews.length).toBeGreaterThan(0);
    const first = reviews[0] as UserReview;
    await page.getByRole('link', { name: first.productName }).first().waitFor();
    expect(await page.locator('main a[href^="/shop/"]').count()).toBe(reviews.length);
    expect(await page.getByRole('link', { name: first.productName }).first().getAttribute('href')).toBe(
      `/shop/${first.productId}`,
    );
    expect(problems).toEqual([]);
  });

  it('edits their profile in a modal, image included, and keeps it after a reload', async () => {
    const { page, problems } = await customerPage('/dashboard/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Username').fill('Amelia Hart');
    await dialog.getByLabel('Profession').fill('Architect');
    await dialog.getByLabel('Bio').fill('Linen in summer, velvet in winter.');
    await dialog.getByLabel('Profile image').setInputFiles(TINY_PNG);
    await dialog.getByText('Image uploaded successfully!').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('Architect').waitFor();
    await page.getByText('Linen in summer, velvet in winter.').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as User);
    expect(stored).toMatchObject({ username: 'Amelia Hart', profession: 'Architect' });
    expect(stored.profileImage).toMatch(/^\/images\/.+\.webp$/);
    expect(await page.getByRole('img', { name: 'Amelia Hart' }).first().getAttribute('src')).toBe(stored.profileImage);
    expect(problems).toEqual([]);
  });
});

describe('customer screens', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('have no serious accessibility violation on a %s', async (_name, viewport) => {
    const { page, problems } = await customerPage('/dashboard', viewport);
    const violations: string[] = [];
    const scan = async (what: string) => violations.push(...(await seriousA11yViolations(page)).map((v) => `${what}: ${v}`));

    await scrollToChart(page, 'Your activity');
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await scan('dashboard');
    for (const [path, ready] of [
      ['/dashboard/orders', 'main a[href^="/orders/"]'],
      ['/dashboard/payments', 'tbody tr'],
      ['/dashboard/reviews', 'main a[href^="/shop/"]'],
    ] as const) {
      await visit(page, path);
      await page.locator(ready).first().waitFor();
      await scan(path);
    }
    await visit(page, '/dashboard/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('dialog', { name: 'Edit profile' }).waitFor();
    await scan('profile with the editor open');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Edit Profile');
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Open dashboard menu' }).click();
      await page.getByRole('dialog', { name: 'Dashboard' }).getByRole('link', { name: 'Payments' }).waitFor();
      await scan('phone menu');
    }

    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
