// Stripe is told the shop's currency, in its minor units as the shop keeps them: yen are never multiplied by 100.
import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { confirmPayment, openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makePromotion, makeShopSettings, makeSignedInUser } from '../../test/factories.ts';
import { useStripeTestApp } from '../../test/stripeTestApp.ts';

const t = useStripeTestApp();

describe('a yen shop paid through Stripe', () => {
  it('sends yen, tax and the coupon in whole yen, and the order is in whole yen', async () => {
    const document = await makeShopSettings(t.db);
    await t.db.update(settings).set({ document: { ...document, currency: 'JPY' } });
    const customer = await makeSignedInUser(t.app, t.db);
    const fan = await makeProduct(t.db, { name: 'Paper fan', priceCents: 1_235 });
    await makePromotion(t.db, { code: 'SENSU', label: '10% off', value: 10 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: fan.id, quantity: 2 }], { code: 'SENSU' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = t.fakeStripe.createRequests.at(-1);
    // ¥2,470 less ¥247 off is ¥2,223; 5 % of it is ¥111.15: ¥111.
    expect(sent).toMatchObject({
      'line_items[0][price_data][currency]': 'jpy',
      'line_items[0][price_data][unit_amount]': '1235',
      'line_items[1][price_data][currency]': 'jpy',
      'line_items[1][price_data][unit_amount]': '111',
      'line_items[1][price_data][product_data][name]': 'Tax (5%)',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'jpy',
    });
    expect([...t.fakeStripe.coupons.values()].at(-1)).toMatchObject({ amount_off: 247, currency: 'jpy' });

    const sessionId = res.json<{ id: string }>().id;
    t.fakeStripe.pay(sessionId);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.totals).toMatchObject({ subtotal: 2_470, discount: 247, tax: 111, currency: 'JPY' });
    expect(order.amount).toBe(2_223 + 111 + order.totals.shipping);
  });
});
