import { beforeAll, describe, expect, it } from 'vitest';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import {
  makeProduct,
  makePromotion,
  makeShippingMethod,
  makeShippingZone,
  makeShopSettings,
  makeSignedInUser,
} from '../../test/factories.ts';
import { useShopWithMail } from '../../test/shopWithMail.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
const mailed = useShopWithMail(t);

beforeAll(async () => {
  await makeShopSettings(t.db, { name: 'Maison Lune' });
});

type Customer = Awaited<ReturnType<typeof makeSignedInUser>>;

const chooseLanguage = (customer: Customer, language: unknown) =>
  mailed.shop.inject({
    method: 'PATCH',
    url: '/api/auth/edit-profile',
    headers: { cookie: customer.cookie },
    payload: { userId: customer.user.id, username: customer.user.username, language },
  });

async function paidOrder(customer: Customer, extra: Record<string, unknown> = {}) {
  const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_500 });
  const opened = await openCheckout(mailed.shop, customer.cookie, customer.user.id, [{ _id: scarf.id, quantity: 2 }], extra);
  expect(opened.statusCode).toBe(200);
  const sessionId: string = opened.json().id;
  await payOnSandboxPage(mailed.shop, sessionId);
  return (await confirmPayment(mailed.shop, customer.cookie, sessionId)).json().order;
}

describe("the customer's language", () => {
  it('is kept on the account through the profile, and refused when the shop does not speak it', async () => {
    const customer = await makeSignedInUser(mailed.shop, t.db);
    const chosen = await chooseLanguage(customer, 'fr');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.language).toBe('fr');
    const refused = await chooseLanguage(customer, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
    // Left out, it stays as chosen.
    const kept = await chooseLanguage(customer, undefined);
    expect(kept.json().user.language).toBe('fr');
  });

  it("writes the order's confirmation in French, in the account's language, with its headers saying so", async () => {
    const customer = await makeSignedInUser(mailed.shop, t.db);
    await chooseLanguage(customer, 'fr');
    const order = await paidOrder(customer);
    const [mail] = await mailed.smtp.mailsTo(customer.user.email);
    expect(mail?.subject).toBe(`Votre commande Maison Lune #${order.number} est confirmée`);
    expect(mail?.headers.get('content-language')).toBe('fr');
    expect(mail?.html).toMatch(/<html [^>]*lang="fr"/);
    const text = mail?.text ?? '';
    expect(mail?.html).toContain('Merci pour votre commande');
    expect(text).toContain(`Commande #${order.number}\u202f:`);
    expect(text).toContain('Sous-total');
    expect(text).toContain('90,00\u00a0$US');
    expect(text).toContain('Livraison à Ada Lovelace');
    expect(text).toContain('Royaume-Uni');
    expect(text).toContain('Bien cordialement,');
    // Its button and address lead to the order's French page.
    expect(text).toContain(`/fr/orders/${order._id}`);
    expect(mail?.html).toContain(`/fr/orders/${order._id}"`);
    for (const english of ['Thank you', 'Subtotal', 'Kind regards', 'View your order', 'Shipping to']) {
      expect(text).not.toContain(english);
    }
  });

  it('takes the language the checkout names over the account’s, and English stays as it was', async () => {
    const customer = await makeSignedInUser(mailed.shop, t.db);
    const order = await paidOrder(customer, { language: 'fr' });
    const [mail] = await mailed.smtp.mailsTo(customer.user.email);
    expect(mail?.subject).toBe(`Votre commande Maison Lune #${order.number} est confirmée`);

    const english = await makeSignedInUser(mailed.shop, t.db);
    const englishOrder = await paidOrder(english);
    const [englishMail] = await mailed.smtp.mailsTo(english.user.email);
    expect(englishMail?.subject).toBe(`Your Maison Lune order #${englishOrder.number} is confirmed`);
    expect(englishMail?.headers.get('content-language')).toBe('en');
    expect(englishMail?.html).toMatch(/<html [^>]*lang="en"/);
    expect(englishMail?.text).toContain('Kind regards,');
    expect(englishMail?.text).toContain(`/orders/${englishOrder._id}`);
    expect(englishMail?.text).not.toContain('/fr/');

    const refused = await openCheckout(mailed.shop, english.cookie, english.user.id, [], { language: 'es' });
    expect(refused.statusCode).toBe(400);
  });

  it('names the lines, the delivery and the promotion as the French storefront does, on the payment page, the order and its mail', async () => {
    const zone = await makeShippingZone(t.db);
    const country = zone.countries[0] ?? '';
    await makeShippingMethod(t.db, zone.id, { name: 'Tracked post', translations: { fr: { name: 'Colissimo suivi' } } });
    const scarf = await makeProduct(t.db, {
      name: 'Silk scarf',
      priceCents: 4_500,
      translations: { fr: { name: 'Foulard en soie' } },
    });
    const promotion = await makePromotion(t.db, { label: 'Winter sale', translations: { fr: { label: 'Soldes d’hiver' } } });
    const checkOut = async (language: string) => {
      const customer = await makeSignedInUser(mailed.shop, t.db);
      const lines = [{ _id: scarf.id, quantity: 1 }];
      const extra = { language, shippingCountry: country, code: promotion.code };
      const opened = await openCheckout(mailed.shop, customer.cookie, customer.user.id, lines, extra);
      expect(opened.statusCode).toBe(200);
      const sessionId: string = opened.json().id;
      const page = (await mailed.shop.inject({ url: `/checkout/sandbox/${sessionId}` })).body;
      await payOnSandboxPage(mailed.shop, sessionId, { 'shipping-country': country });
      const { order } = (await confirmPayment(mailed.shop, customer.cookie, sessionId)).json();
      const [mail] = await mailed.smtp.mailsTo(customer.user.email);
      return { page, order, mail: mail?.text ?? '' };
    };

    const french = await checkOut('fr');
    for (const shown of [french.page, french.mail]) {
      expect(shown).toContain('Foulard en soie');
      expect(shown).toContain('Colissimo suivi');
      expect(shown).not.toContain('Silk scarf');
      expect(shown).not.toContain('Tracked post');
    }
    expect(french.order.products[0].name).toBe('Foulard en soie');
    expect(french.order.shipping.name).toBe('Colissimo suivi');
    expect(french.order.promotion.label).toBe('Soldes d’hiver');

    const english = await checkOut('en');
    expect(english.page).toContain('Silk scarf');
    expect(english.mail).toContain('Tracked post');
    expect(english.order.products[0].name).toBe('Silk scarf');
    expect(english.order.promotion.label).toBe('Winter sale');
  });

  it("sends the password reset link in the account's language", async () => {
    const customer = await makeSignedInUser(mailed.shop, t.db);
    await chooseLanguage(customer, 'fr');
    await mailed.shop.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.user.email } });
    const [mail] = await mailed.smtp.mailsTo(customer.user.email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Maison Lune');
    expect(mail?.headers.get('content-language')).toBe('fr');
    expect(mail?.text).toContain(`Bonjour ${customer.user.username},`);
    expect(mail?.text).toContain('Choisir un nouveau mot de passe');
  });
});
