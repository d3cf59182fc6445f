import { describe, expect, it } from 'vitest';
import { openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeShippingMethod, makeShippingZone, makeShopSettings, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { en } from './sandboxCatalogues/en.ts';
import { fr } from './sandboxCatalogues/fr.ts';

const t = useTestApp();

/** A customer with a two-line cart checked out in `language`: $45.00 × 2 + $12.50 = $102.50, tax $5.13. */
async function checkoutIn(language?: 'en' | 'fr') {
  await makeShopSettings(t.db, { name: 'Atelier' });
  const customer = await makeSignedInUser(t.app, t.db);
  const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_500 });
  const ring = await makeProduct(t.db, { name: 'Gold ring', priceCents: 1_250 });
  const lines = [
    { _id: scarf.id, quantity: 2 },
    { _id: ring.id, quantity: 1, size: undefined },
  ];
  const res = await openCheckout(t.app, customer.cookie, customer.user.id, lines, language ? { language } : {});
  expect(res.statusCode).toBe(200);
  return { customer, sessionId: res.json<{ id: string }>().id };
}

/** The English catalogue's words that French writes otherwise, without their placeholders' parts. */
const englishPhrases = Object.entries(en)
  .filter(([id, text]) => fr[id as keyof typeof fr] !== text)
  .flatMap(([, text]) => text.split(/\{[^}]*\}/))
  .map((part) => part.replace(/^[\s·:×(–-]+|[\s·:×(–-]+$/g, ''))
  .filter((part) => part.length > 3);

describe('the sandbox payment page in the checkout’s language', () => {
  it('speaks French to a checkout opened on a French page: words, money, countries and the ways back', async () => {
    const { sessionId } = await checkoutIn('fr');
    const res = await t.app.inject({ url: `/checkout/sandbox/${sessionId}` });
    expect(res.statusCode).toBe(200);
    const page = res.body;
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<title>Payer Atelier · Paiement</title>');
    for (const text of [
      'Payer par carte',
      'Récapitulatif de la commande',
      'Qté 2 × 45,00\u00a0$US',
      '102,50\u00a0$US',
      'Taxes (5\u00a0%)',
      '5,13\u00a0$US',
      '<label for="cardNumber">Numéro de carte</label>',
      '<label for="shipping-name">Nom complet</label>',
      '<legend>Adresse de livraison</legend>',
      'Mode test\u202f: aucune carte n’est débitée.',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toContain('<a class="shop-link" href="http://localhost:3000/fr">');
    expect(page).toContain(
      '<a class="cancel" href="http://localhost:3000/fr?checkout=cancelled">Annuler et revenir à la boutique</a>',
    );
    // What a reader sees, the markup's attribute names (`nameOnCard`) aside.
    const shown = page.replace(/<[^>]*>/g, ' ');
    expect(englishPhrases.length).toBeGreaterThan(30);
    expect(englishPhrases.filter((phrase) => shown.includes(phrase))).toEqual([]);
  });

  it('sends a French payment back to the French success page', async () => {
    const { sessionId } = await checkoutIn('fr');
    const paid = await payOnSandboxPage(t.app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/fr/success?session_id=${sessionId}`);
    const again = await t.app.inject({ url: `/checkout/sandbox/${sessionId}` });
    expect(again.headers.location).toBe(`http://localhost:3000/fr/success?session_id=${sessionId}`);
  });

  it('keeps French on a refused card, with the customer’s typing', async () => {
    const { sessionId } = await checkoutIn('fr');
    const refused = await payOnSandboxPage(t.app, sessionId, { cardNumber: '4000 0000 0000 0002', nameOnCard: 'Ada L' });
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('<html lang="fr">');
    expect(refused.body).toContain('Payer par carte');
    expect(refused.body).toContain('value="Ada L"');
    expect(refused.body).toContain('Votre carte a été refusée.');
    expect(refused.body).not.toContain('Your card was declined.');
  });

  it('says in French what is wrong with the address, beside each field', async () => {
    const { sessionId } = await checkoutIn('fr');
    const refused = await payOnSandboxPage(t.app, sessionId, {
      'shipping-name': '',
      'shipping-postalCode': '1'.repeat(21),
    });
    expect(refused.statusCode).toBe(400);
    for (const text of [
      'Vérifiez votre adresse de livraison.',
      'Le nom complet est obligatoire',
      'Le code postal doit compter au plus 20 caractères',
    ]) {
      expect(refused.body).toContain(text);
    }
    const elsewhere = await payOnSandboxPage(t.app, sessionId, { 'shipping-country': 'BR' });
    expect(elsewhere.body).toContain('Nous ne livrons pas dans ce pays');
    expect(elsewhere.body).not.toContain('We do not ship');
  });

  it('says in French that delivery is priced again for the address’s country, naming both countries in French', async () => {
    for (const country of ['JP', 'BR']) {
      const zone = await makeShippingZone(t.db, { countries: [country] });
      await makeShippingMethod(t.db, zone.id);
    }
    const customer = await makeSignedInUser(t.app, t.db);
    const coat = await makeProduct(t.db, { priceCents: 20_000 });
    const extra = { language: 'fr', shippingCountry: 'JP' };
    const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: coat.id, quantity: 1 }], extra);
    const sessionId = opened.json<{ id: string }>().id;
    const repriced = await payOnSandboxPage(t.app, sessionId, { 'shipping-country': 'BR', 'shipping-city': 'São Paulo' });
    expect(repriced.statusCode).toBe(400);
    expect(repriced.body).toContain(
      'L’estimation de livraison de votre panier valait pour un autre pays (Japon). La livraison est maintenant calculée pour le pays de votre adresse de livraison (Brésil)',
    );
  });

  it('follows the account’s language when the checkout names none', async () => {
    const { customer } = await checkoutIn();
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: customer.cookie },
      payload: { userId: customer.user.id, username: customer.user.username, language: 'fr' },
    });
    expect(chosen.statusCode).toBe(200);
    const scarf = await makeProduct(t.db, { name: 'Wool coat', priceCents: 9_000 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: scarf.id, quantity: 1 }]);
    const page = await t.app.inject({ url: `/checkout/sandbox/${res.json<{ id: string }>().id}` });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Payer par carte');
  });

  it('stays English, word for word, for an English checkout', async () => {
    const { sessionId } = await checkoutIn('en');
    const page = (await t.app.inject({ url: `/checkout/sandbox/${sessionId}` })).body;
    expect(page).toContain('<html lang="en">');
    for (const text of [
      'Pay with card',
      'Qty 2 × $45.00',
      'Tax (5%)',
      'Order summary',
      '<label for="shipping-name">Full name</label>',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toContain(
      '<a class="cancel" href="http://localhost:3000/?checkout=cancelled">Cancel and return to the shop</a>',
    );
    expect(page).not.toContain('Payer');
  });
});
