// The placeholders of the owner's texts (`{{freeShippingFrom}}`…) quote the zones as they are when the text is read:
// in a page's HTML, and beside the settings the storefront fills its tagline and promises from.
import { formatPrice, type ShippingZone, type ShopPage, toDollars } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { answeredFromCopy } from './answeredFromCopy.ts';
import { makePage, makeShippingMethod, makeShippingZone, makeShopSettings, makeSignedInUser } from './factories.ts';
import { useTestApp } from './testApp.ts';

// Copies on, as in production: a change to the zones must drop the copies of the answers that quote them.
const t = useTestApp({ copyFreshMs: 60_000, cacheHitHeader: true });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let standardId: string;

const POLICY = [
  'Delivery starts at {{deliveryFrom}}; in {{homeZone}} it is free from {{freeShippingFrom}}.',
  '',
  'It takes {{ deliveryDays }}. {{freeShippingFromm}} and {{nextDayCutoff}} stay as written.',
].join('\n');

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
  // The shop's own country is in the zone "Home & *Away*": its home zone, though not the first.
  const home = await makeShippingZone(t.db, { name: 'Home & *Away*' });
  await makeShopSettings(t.db, {
    address: { line1: '1 Main Street', city: 'Town', postalCode: '1000', country: home.countries[0] ?? '' },
  });
  standardId = (await makeShippingMethod(t.db, home.id, { priceCents: 700, freeFromCents: 15_000, minDays: 3, maxDays: 6 })).id;
  await makeShippingMethod(t.db, home.id, { name: 'Express', priceCents: 1_800, freeFromCents: 40_000, minDays: 1, maxDays: 2 });
  await makeShippingMethod(t.db, home.id, {
    name: 'Old',
    priceCents: 100,
    freeFromCents: 1_000,
    minDays: 9,
    maxDays: 20,
    active: false,
  });
});

/** The lowest price of a method any zone offers, as the owner's zones say. */
async function lowestPrice(): Promise<string> {
  const zones = (await t.app.inject({ url: '/api/shipping/zones', headers: { cookie: admin.cookie } })).json<ShippingZone[]>();
  const prices = zones.flatMap((zone) => zone.methods.filter((method) => method.active).map((method) => method.price));
  return formatPrice(Math.min(...prices));
}

const setFreeFrom = (freeFrom: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shipping/methods/${standardId}`,
    headers: { cookie: admin.cookie },
    payload: { name: 'Standard', price: 7, freeFrom, minDays: 3, maxDays: 6, active: true },
  });

describe('a page quoting the zones through placeholders', () => {
  it("shows the home zone's threshold, window and name and the lowest price, and leaves an unknown placeholder as written", async () => {
    const page = await makePage(t.db, { body: POLICY });
    await t.app.database.caughtUp();
    const read = (await t.app.inject({ url: `/api/pages/${page.slug}` })).json<ShopPage>();
    expect(read.body).toBe(POLICY);
    expect(read.html).toBe(
      [
        `<p>Delivery starts at ${await lowestPrice()}; in Home &amp; *Away* it is free from $150.00.</p>`,
        '<p>It takes 1–6 working days. {{freeShippingFromm}} and {{nextDayCutoff}} stay as written.</p>',
        '',
      ].join('\n'),
    );
  });

  it('follows a changed free threshold in the next read, though the last was answered from a copy', async () => {
    const page = await makePage(t.db, { body: 'Free from {{freeShippingFrom}}.' });
    await t.app.database.caughtUp();
    expect((await answeredFromCopy(t.app, `/api/pages/${page.slug}`)).json<ShopPage>().html).toBe('<p>Free from $150.00.</p>\n');

    expect((await setFreeFrom(120)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/pages/${page.slug}` })).json<ShopPage>().html).toBe('<p>Free from $120.00.</p>\n');
    expect((await setFreeFrom(150)).statusCode).toBe(200);
  });
});

describe('the settings beside the values of their placeholders', () => {
  it('answer the values the storefront fills the tagline and its promises with, and follow the zones', async () => {
    const settings = async () => (await answeredFromCopy(t.app, '/api/settings')).json();
    expect((await settings()).placeholders).toEqual({
      freeShippingFrom: '$150.00',
      deliveryFrom: await lowestPrice(),
      deliveryDays: '1–6 working days',
      homeZone: 'Home & *Away*',
    });
    expect((await setFreeFrom(99.5)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/settings' })).json().placeholders.freeShippingFrom).toBe(
      formatPrice(toDollars(9_950)),
    );
    expect((await setFreeFrom(150)).statusCode).toBe(200);
  });

  it('keep the texts as written, for the owner to edit', async () => {
    const tagline = 'Free delivery from {{freeShippingFrom}}';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin.cookie },
      payload: {
        shop: { name: 'Maison', tagline, email: '', phone: '', address: null, hours: [], social: [] },
        announcement: { text: '', active: false },
        hero: { title: 'Welcome', text: '', buttonLabel: 'Shop now', buttonLink: '/shop' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().shop.tagline).toBe(tagline);
    expect(saved.json().placeholders).toEqual(expect.objectContaining({ deliveryFrom: await lowestPrice() }));
    expect((await t.app.inject({ url: '/api/settings' })).json().shop.tagline).toBe(tagline);
  });
});
