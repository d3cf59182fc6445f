// The shop's settings and pages in a real browser: what an admin saves shows on the storefront's next load (drawn by
// the server), and a page written in the dashboard opens from the footer until it is deleted.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

async function replaceText(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
}

describe('settings and pages', () => {
  it("shows the shop's new name and announcement on every storefront page's next load", async () => {
    const { page: admin, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/settings');
    await replaceText(admin, 'Name', 'Maison Lune');
    await replaceText(admin, 'Announcement', 'Winter sale: 20% off knitwear');
    await admin.getByRole('checkbox', { name: 'Show the announcement' }).check();
    const saved = admin.waitForResponse(
      (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
    );
    await admin.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);

    const { page: visitor, problems: visitorProblems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await visit(visitor, '/shop');
    const productPath = await visitor.locator('main a[href^="/shop/"]').first().getAttribute('href');
    for (const path of ['/', '/shop', productPath ?? '/shop']) {
      // In the server's HTML, before any script runs.
      const html = await (await visitor.request.get(path)).text();
      expect(html, path).toContain('Winter sale: 20% off knitwear');
      expect(html, path).toMatch(/<title>[^<]*Maison Lune<\/title>/);
      await visit(visitor, path);
      const header = visitor.getByRole('banner');
      await header.getByRole('link', { name: /Maison Lune/ }).waitFor();
      expect(await visitor.getByRole('link', { name: 'Winter sale: 20% off knitwear' }).getAttribute('href')).toBe('/shop');
      expect(await visitor.title(), path).toMatch(/Maison Lune$/);
    }

    // And in the next mail: a reset link asked for now is signed with the new name.
    const asked = await visitor.request.post('/api/auth/forgot-password', { data: { email: CUSTOMER.email } });
    expect(asked.status()).toBe(200);
    const { mails } = (await (await admin.request.get('/api/outbox')).json()) as { mails: { _id: string; to: string }[] };
    const newest = mails.find((mail) => mail.to === CUSTOMER.email);
    const mail = (await (await admin.request.get(`/api/outbox/${newest?._id}`)).json()) as { text: string | null };
    expect(mail.text).toContain('Maison Lune');
    expect(problems).toEqual([]);
    expect(visitorProblems).toEqual([]);
  });

  it('writes a page that opens from the footer, then deletes it, and its address answers 404', async () => {
    const { page: admin, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/pages/new');
    await replaceText(admin, 'Title', 'Gift wrapping');
    await replaceText(admin, 'Body', '## Wrapped by hand\n\nEvery order can come in **tissue paper**.');
    await admin.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Wrapped by hand' }).waitFor();
    await admin.getByRole('button', { name: 'Create page' }).click();
    await admin.waitForURL((url) => url.pathname === '/dashboard/pages/gift-wrapping');

    const { page: visitor, problems: visitorProblems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await visit(visitor, '/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Gift wrapping' }).click();
    await visitor.waitForURL((url) => url.pathname === '/pages/gift-wrapping');
    await visitor.getByRole('heading', { level: 1, name: 'Gift wrapping' }).waitFor();
    expect(await visitor.getByText('tissue paper').evaluate((element) => element.tagName)).toBe('STRONG');

    await visit(admin, '/dashboard/pages');
    await admin.getByRole('button', { name: 'Delete Gift wrapping' }).click();
    await admin.getByRole('alertdialog', { name: "Delete 'Gift wrapping'?" }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => admin.getByRole('button', { name: 'Delete Gift wrapping' }).count()).toBe(0);

    const gone = await visitor.goto('/pages/gift-wrapping');
    expect(gone?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(problems).toEqual([]);
    expect(visitorProblems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`leaves nothing for axe on Settings, Pages, the editor and a page of the shop (${name})`, async () => {
      const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/settings', viewport);
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      // The sign-in's notice fading out fails the contrast check: the scan is of the screen itself.
      expect(await seriousA11yViolations(page), 'settings').toEqual([]);

      await visit(page, '/dashboard/pages');
      await page.getByRole('region', { name: 'Pages' }).waitFor();
      expect(await seriousA11yViolations(page), 'pages').toEqual([]);

      await visit(page, '/dashboard/pages/shipping');
      await page.getByRole('region', { name: 'Preview' }).getByRole('heading').first().waitFor();
      expect(await seriousA11yViolations(page), 'editor').toEqual([]);

      await visit(page, '/pages/shipping');
      await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
      expect(await seriousA11yViolations(page), '/pages/shipping').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
