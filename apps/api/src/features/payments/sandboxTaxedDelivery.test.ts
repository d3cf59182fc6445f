// The sandbox's payment page in a euro shop with VAT included and delivery taxed: the VAT it names is what the order
// will hold, delivery's included.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings, shippingZoneCountries } from '../../db/schema.ts';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makeShippingMethod, makeShippingZone, makeShopSettings, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

beforeAll(async () => {
  const document = await makeShopSettings(t.db, {
    address: { line1: '3 Rue du Mail', city: 'Paris', postalCode: '75002', country: 'FR' },
  });
  await t.db.update(settings).set({ document: { ...document, currency: 'EUR', pricesIncludeTax: true, taxShipping: true } });
  await t.db.delete(shippingZoneCountries).where(eq(shippingZoneCountries.country, 'DE'));
  const germany = await makeShippingZone(t.db, { countries: ['DE'], taxRate: 19 });
  await makeShippingMethod(t.db, germany.id, { name: 'Standard', priceCents: 595 });
});

describe('the payment page of a taxed delivery', () => {
  it('names the VAT of the goods and of the delivery chosen: €20.11 for a €120.00 dress sent to Germany', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const dress = await makeProduct(t.db, { name: 'Silk dress', priceCents: 12_000, category: 'dress', stock: 5 });
    const cart = [{ _id: dress.id, quantity: 1 }];
    const opened = await openCheckout(t.app, customer.cookie, customer.user.id, cart, { shippingCountry: 'DE' });
    expect(opened.statusCode, opened.body).toBe(200);
    const page = await t.app.inject({ url: `/checkout/sandbox/${opened.json().id}` });
    const taxRow = page.body.match(/<dt>Includes Tax \(19%\)<\/dt><dd>(.*?)<\/dd>/)?.[1] ?? '';
    expect(taxRow.replace(/<[^>]+>/g, '')).toBe('€20.11');
    expect(page.body).toContain('€125.95');
  });
});
