// A refusal a shopper reads comes in the language the storefront's page names in Accept-Language, and in English,
// word for word as always, when it names none.
import { describe, expect, it } from 'vitest';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makePromotion, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
const FRENCH = { 'accept-language': 'fr' };

describe('a refusal in the page’s language', () => {
  it('says in French that the cart holds more than is left, and in English without a language', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 1 });
    const lines = [{ _id: scarf.id, quantity: 2 }];
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: { cookie: customer.cookie, ...headers },
        payload: { products: lines, userId: customer.user.id },
      });
    const french = await ask(FRENCH);
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toBe('Certains articles de votre panier ne sont plus en stock dans cette quantité');
    // What the storefront reads beside the message is the same in every language.
    expect(french.json().lines).toEqual([{ _id: scarf.id, size: null, available: 1 }]);
    const english = await ask({ 'accept-language': 'fr-CA;q=0.4, en;q=0.9' });
    expect(english.json().message).toBe('Some items in your cart are no longer in stock in that quantity');
  });

  it('names a country and an amount as French writes them', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const ring = await makeProduct(t.db, { priceCents: 4_500 });
    const nowhere = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: ring.id, quantity: 1 }], {
      shippingCountry: 'CU',
    });
    expect(nowhere.json().message).toBe('We do not deliver to Cuba (CU)');
    const inFrench = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: { cookie: customer.cookie, ...FRENCH },
      payload: { products: [{ _id: ring.id, quantity: 1 }], userId: customer.user.id, shippingCountry: 'CU' },
    });
    expect(inFrench.statusCode).toBe(422);
    expect(inFrench.json().message).toBe('Nous ne livrons pas à cette destination\u202f: Cuba (CU)');

    const bigCarts = await makePromotion(t.db, { minSubtotalCents: 10_000 });
    const cart = { code: bigCarts.code, products: [{ _id: ring.id, quantity: 1 }] };
    const apply = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/promotions/apply', payload: cart, headers });
    expect((await apply(FRENCH)).json().message).toBe('Dépensez encore 55,00\u00a0$US pour utiliser ce code.');
    expect((await apply({})).json().message).toBe('Spend $55.00 more to use this code.');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/apply',
      payload: { ...cart, code: 'NOSUCHCODE' },
      headers: FRENCH,
    });
    expect(unknown.json().message).toBe('Ce code n’est pas valide.');
  });

  it('says in French which field is wrong, under the field as well', async () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'not-the-password' },
        headers,
      });
    expect((await signIn(FRENCH)).json().message).toBe('E-mail ou mot de passe incorrect');
    expect((await signIn({})).json().message).toBe('Invalid email or password');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      payload: { productId: (await makeProduct(t.db, { stock: 0 })).id },
      headers: FRENCH,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'L’e-mail est obligatoire',
      fields: { email: 'L’e-mail est obligatoire' },
    });
  });
});
