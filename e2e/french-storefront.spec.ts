// A French visitor's storefront: from the offer of French to a paid order, her account's orders and the confirmation
// mail, every screen in French and clean for axe; switching language with a full cart; and each page type's `hreflang` alternates and
// canonical address in both languages.
import type { Product, ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en as englishMails } from '../apps/api/src/features/outbox/mails/catalogues/en.ts';
import { en as englishSandbox } from '../apps/api/src/features/payments/sandboxCatalogues/en.ts';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { signIn } from './support/dashboard.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;
/** The two cheapest products, by their French names. */
let products: [Product, Product];
/** The same two, by their English names. */
let englishProducts: [Product, Product];

beforeEach(async () => {
  const listing = async (query: string) =>
    ((await (await fetch(`${t.shop.url}/api/products?limit=2&sort=price-asc${query}`)).json()) as ProductListResponse)
      .products as [Product, Product];
  [products, englishProducts] = await Promise.all([listing('&lang=fr'), listing('')]);
  expect(products).toHaveLength(2);
  expect(products[0].name).not.toBe(englishProducts[0].name);
});

/** The English catalogue's phrases French writes otherwise, cut at their placeholders; the short ones are left out. */
function englishPhrasesOf(english: Record<string, string>): string[] {
  return Object.values(english)
    .flatMap((text) => text.split(/\{[^}]*\}|<\/?\d>/))
    .map((part) => part.trim().replace(/^[·:×,.(–-]+\s*|\s*[·:×,.(–-]+$/g, ''))
    .filter((part) => part.length > 6);
}

async function noViolations(page: Page, screen: string) {
  expect({ screen, violations: await allA11yViolations(page) }).toEqual({ screen, violations: [] });
}

async function addToCartInFrench(page: Page, product: Product, scan = false) {
  await visit(page, `/fr/shop/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  if (scan) await noViolations(page, 'product');
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).first().click();
}

describe('a French visitor', () => {
  it('is offered French, buys in French from /fr to the sandbox page and a paid order, and is mailed in French', async () => {
    const [first, second] = products;
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP, { locale: 'fr-FR' });
    // The English home page offers French without leaving it.
    await visit(page, '/');
    await page.getByRole('link', { name: 'See this page in French' }).click();
    await page.waitForURL(`${t.shop.url}/fr`);
    await page.locator('html[lang="fr"][data-interactive]').waitFor({ state: 'attached' });
    await noViolations(page, 'home');

    await addToCartInFrench(page, first, true);
    await addToCartInFrench(page, second);
    await page.getByRole('button', { name: 'Panier, 2 articles' }).click();
    const drawer = page.getByRole('dialog', { name: 'Votre panier' });
    await drawer.getByText(first.name).waitFor();
    await noViolations(page, 'cart');

    await drawer.getByRole('button', { name: 'Passer au paiement' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/login');
    await noViolations(page, 'login');
    await page.getByLabel('E-mail').fill(CUSTOMER.email);
    await page.getByLabel('Mot de passe').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // Shipped to France, where the customer's last order went: the payment page opens priced for it.
    const signedInCart = page.getByRole('dialog', { name: 'Votre panier' });
    await signedInCart.getByLabel('Livrer en').selectOption('FR');
    await signedInCart.getByRole('button', { name: 'Passer au paiement' }).click();

    await page.waitForURL(/\/checkout\/sandbox\//);
    await page.getByRole('heading', { level: 1, name: 'Payer par carte' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(englishPhrasesOf(englishSandbox).filter((phrase) => shown.includes(phrase))).toEqual([]);
    // The products are named as the French pages named them, not by their English names.
    for (const product of products) expect(shown).toContain(product.name);
    for (const product of englishProducts) expect(shown).not.toContain(product.name);
    // The longer French words fit a phone's width and a desktop's.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await noViolations(page, `sandbox payment page at ${viewport.width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sandbox-fr-${viewport.width}.png`, fullPage: true });
    }
    await page.getByLabel('Nom complet').fill('Amélie Laurent');
    await page.getByLabel('Adresse (ligne 1)').fill('4 quai de Bourbon');
    await page.getByLabel('Ville').fill('Paris');
    await page.getByLabel('Code postal').fill('75004');
    await page.getByLabel('Pays').selectOption('FR');
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM/AA)').fill('12/34');
    await page.getByLabel('Cryptogramme (CVC)').fill('123');
    await page.getByLabel('Nom sur la carte').fill('Amélie Laurent');
    await page.getByRole('button', { name: /^Payer / }).click();

    await page.waitForURL((url) => url.pathname === '/fr/success');
    await page.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
    const number =
      (await page
        .getByRole('main')
        .getByText(/^#1\d{3,}$/)
        .textContent()) ?? '';
    expect(number).toMatch(/^#1\d{3,}$/);
    // Its status as French writes it, not in an English title's capitals ("En Attente").
    const status = page.getByRole('main').locator('dt:text-is("Statut") + dd');
    expect(await status.innerText()).toMatch(/^[A-Z][a-zé ]+$/);
    await page.getByRole('button', { name: 'Panier, 0 article' }).waitFor();
    await noViolations(page, 'success');
    // Her account lists the new order, in French, at a phone's width and a desktop's.
    await visit(page, '/fr/dashboard/orders');
    await page.getByRole('heading', { level: 1, name: 'Vos commandes' }).waitFor();
    await page.getByRole('link', { name: new RegExp(`^Commande ${number}`) }).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await noViolations(page, `account orders at ${viewport.width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-orders-fr-${viewport.width}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);

    // The confirmation mail, read in the shop's outbox: French subject, words and `<html lang>`.
    const admin = await openPage(t.browser, t.shop.url, DESKTOP);
    await signIn(admin.page, ADMIN, '/dashboard/admin');
    const confirmation = async () => {
      const { mails } = (await (await admin.page.request.get('/api/outbox')).json()) as {
        mails: { _id: string; to: string; subject: string }[];
      };
      return mails.find((mail) => mail.to === CUSTOMER.email && mail.subject.includes(number));
    };
    await expect.poll(async () => (await confirmation())?.subject).toBe(`Votre commande Atelier ${number} est confirmée`);
    const mail = (await (await admin.page.request.get(`/api/outbox/${(await confirmation())?._id}`)).json()) as {
      html: string;
      text: string;
    };
    expect(mail.html).toMatch(/<html [^>]*lang="fr"/);
    expect(mail.html).toContain('Merci pour votre commande');
    const frenchNames = products.map((product) => product.name);
    for (const french of [
      'Votre paiement est confirmé.',
      'Sous-total',
      'Livraison à Amélie Laurent',
      'Bien cordialement,',
      ...frenchNames,
    ]) {
      expect(mail.text).toContain(french);
    }
    // Its link opens the order's French page.
    expect(mail.text).toMatch(new RegExp(`${t.shop.url}/fr/orders/[0-9a-f-]{36}`));
    expect(englishPhrasesOf(englishMails).filter((phrase) => mail.text.includes(phrase))).toEqual([]);
    for (const english of englishProducts) expect(mail.text).not.toContain(english.name);
  });

  it('keeps the product and the cart, its lines and quantities, when switching language on a product page, and names them in the new language', async () => {
    const [first, second] = products;
    const [firstInEnglish, secondInEnglish] = englishProducts;
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await addToCartInFrench(page, first);
    await addToCartInFrench(page, second);
    await page.getByRole('button', { name: 'Panier, 2 articles' }).click();
    const filled = page.getByRole('dialog', { name: 'Votre panier' });
    await filled.getByRole('button', { name: `Augmenter la quantité de ${first.name}` }).click();
    await expect.poll(() => filled.getByLabel(`Quantité de ${first.name}`, { exact: true }).textContent()).toBe('2');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Panier, 3 articles' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${t.shop.url}/shop/${second._id}`);
    await page.getByRole('heading', { level: 1, name: secondInEnglish.name }).waitFor();
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect.poll(() => drawer.getByLabel(`Quantity of ${firstInEnglish.name}`, { exact: true }).textContent()).toBe('2');
    expect(await drawer.getByLabel(`Quantity of ${secondInEnglish.name}`, { exact: true }).textContent()).toBe('1');
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${t.shop.url}/fr/shop/${second._id}`);
    await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
    await page.getByRole('button', { name: 'Panier, 3 articles' }).click();
    const panier = page.getByRole('dialog', { name: 'Votre panier' });
    await expect.poll(() => panier.getByLabel(`Quantité de ${first.name}`, { exact: true }).textContent()).toBe('2');
    expect(await panier.getByLabel(`Quantité de ${second.name}`, { exact: true }).textContent()).toBe('1');
    await noViolations(page, 'cart after switching');
    expect(problems).toEqual([]);
  });
});

describe('alternates and canonical addresses', () => {
  it('names each page type in English, French and x-default, and its own language as canonical', async () => {
    const [product] = englishProducts;
    const category = encodeURIComponent(product.category);
    const pageTypes = [
      { name: 'home', en: '/', fr: '/fr' },
      { name: 'shop listing', en: '/shop', fr: '/fr/shop' },
      { name: 'product', en: `/shop/${product._id}`, fr: `/fr/shop/${product._id}` },
      { name: 'category', en: `/categories/${category}`, fr: `/fr/categories/${category}` },
      { name: 'search', en: '/search?q=scarf', fr: '/fr/search?q=scarf' },
      { name: 'policy page', en: '/pages/shipping', fr: '/fr/pages/shipping' },
    ];
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    const address = (path: string) => new URL(path, `${t.shop.url}/`).toString();
    for (const type of pageTypes) {
      for (const language of ['en', 'fr'] as const) {
        await visit(page, type[language]);
        const head = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
          alternates: Object.fromEntries(
            [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
              link.getAttribute('hreflang'),
              link.getAttribute('href'),
            ]),
          ),
        }));
        expect({ page: type.name, language, ...head }).toEqual({
          page: type.name,
          language,
          lang: language,
          canonical: [address(type[language])],
          alternates: { en: address(type.en), fr: address(type.fr), 'x-default': address(type.en) },
        });
        if (language === 'fr') await noViolations(page, `${type.name} in French`);
      }
    }
    expect(problems).toEqual([]);
  });
});
