import { randomUUID } from 'node:crypto';
import { NEUTRAL_SETTINGS, type ShopSettings } from '@atelier/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, shippingZoneCountries } from '../../db/schema.ts';
import {
  makeProduct,
  makeShippingMethod,
  makeShippingZone,
  makeShopSettings,
  makeSignedInUser,
  makeSizedProduct,
  writeShopSettings,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { GOOGLE_NAMESPACE } from './googleFeed.ts';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await makeSignedInUser(t.app, t.db, 'admin')).cookie;
  await makeShopSettings(t.db, { name: 'Maison Atelier' });
});

/** A picture's address as the shop stores it. */
const picture = () => `/images/${randomUUID()}.webp`;

/** Every attribute of an item, by name: a repeated one (additional_image_link, shipping) has several values. */
type Item = Record<string, string[]>;

/** The Google feed as Merchant Center reads it: parsed as XML (a malformed document throws), its items by id. */
async function googleItems(query = ''): Promise<Map<string, Item>> {
  const res = await t.app.inject({ url: `/feeds/google.xml${query}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const { document } = new JSDOM(res.body, { contentType: 'application/xml' }).window;
  expect(document.documentElement.nodeName).toBe('rss');
  expect(document.documentElement.getAttribute('version')).toBe('2.0');
  const items = new Map<string, Item>();
  for (const element of document.getElementsByTagName('item')) {
    const item: Item = {};
    for (const child of element.children) {
      expect(child.namespaceURI).toBe(GOOGLE_NAMESPACE);
      const value =
        child.children.length > 0
          ? [...child.children].map((part) => `${part.localName}=${part.textContent}`).join(';')
          : (child.textContent ?? '');
      item[child.localName] = [...(item[child.localName] ?? []), value];
    }
    items.set(item.id?.[0] ?? '', item);
  }
  return items;
}

const one = (item: Item | undefined, name: string) => item?.[name]?.[0];

/** What Merchant Center requires of every item, and of apparel (colour, gender, age group; size for sized pieces). */
const REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'availability',
  'price',
  'brand',
  'condition',
  'color',
  'gender',
  'age_group',
  'google_product_category',
];

async function channels() {
  const res = await t.app.inject({ url: '/api/channels', headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the Google Merchant Center feed', () => {
  it('parses as XML, one item per size with an item group, every item holding the required attributes', async () => {
    const gallery = [picture(), picture()];
    const dress = await makeSizedProduct(
      t.db,
      { S: 2, M: 1, L: 3 },
      {
        name: 'Riviera shirt dress',
        image: gallery[0],
        images: gallery.map((url) => ({ url, alt: '' })),
        style: 'riviera-shirt-dress',
        gtins: { S: '4006381333931' },
        material: 'linen',
        sizeSystem: 'EU',
        sizeType: 'petite',
      },
    );
    const scarf = await makeProduct(t.db, { name: 'Silk <scarf> & shawl', image: picture(), mpn: 'SCARF-01' });

    const items = await googleItems();
    for (const [id, item] of items) {
      for (const name of REQUIRED) expect(one(item, name), `${id} ${name}`).toBeTruthy();
      expect(one(item, 'gtin') ?? one(item, 'mpn'), `${id} gtin or mpn`).toBeTruthy();
      expect(one(item, 'price')).toMatch(/^\d+\.\d{2} USD$/);
    }
    expect([...items.keys()]).toEqual(expect.arrayContaining([`${dress.id}-S`, `${dress.id}-M`, `${dress.id}-L`, scarf.id]));

    const small = items.get(`${dress.id}-S`);
    expect(small).toMatchObject({
      title: ['Riviera shirt dress - S'],
      link: [`${t.app.config.publicUrl}/shop/${dress.id}?size=S`],
      item_group_id: ['riviera-shirt-dress'],
      size: ['S'],
      gtin: ['4006381333931'],
      color: ['Red'],
      gender: ['female'],
      age_group: ['adult'],
      material: ['linen'],
      size_system: ['EU'],
      size_type: ['petite'],
      brand: ['Maison Atelier'],
      condition: ['new'],
      google_product_category: ['2271'],
    });
    expect(small?.image_link).toEqual([`${t.app.config.publicUrl}${gallery[0]}`]);
    expect(small?.additional_image_link).toEqual([`${t.app.config.publicUrl}${gallery[1]}`]);
    // Without a GTIN of its own, a size is known by its style and size.
    expect(one(items.get(`${dress.id}-M`), 'mpn')).toBe('riviera-shirt-dress-M');
    expect(items.get(scarf.id)).toMatchObject({ title: ['Silk <scarf> & shawl'], mpn: ['SCARF-01'], price: ['45.00 USD'] });
    expect(items.get(scarf.id)).not.toHaveProperty('size');
    expect(items.get(scarf.id)).not.toHaveProperty('size_type');
  });

  it('says a sold-out size is out_of_stock and the others in_stock, from the live stock', async () => {
    const dress = await makeSizedProduct(t.db, { S: 2, M: 0 }, { image: picture(), style: 'sold-out-check' });
    const items = await googleItems();
    expect(one(items.get(`${dress.id}-S`), 'availability')).toBe('in_stock');
    expect(one(items.get(`${dress.id}-M`), 'availability')).toBe('out_of_stock');
  });

  it('gives a reduced product its regular price, its sale price, and the dates of the sale', async () => {
    const reduced = await makeProduct(t.db, { image: picture(), mpn: 'SALE-1', priceCents: 4_500, oldPriceCents: 6_000 });
    const item = (await googleItems()).get(reduced.id);
    expect(one(item, 'price')).toBe('60.00 USD');
    expect(one(item, 'sale_price')).toBe('45.00 USD');
    const range = one(item, 'sale_price_effective_date') ?? '';
    expect(range).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ\/\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
    const [start = '', end = ''] = range.split('/');
    expect(Date.parse(start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(end)).toBeGreaterThan(Date.now());
  });

  it('leaves out a hidden product and one without an image, and lists both with why', async () => {
    const hidden = await makeProduct(t.db, { image: picture(), mpn: 'HIDDEN-1', hideFromChannels: true });
    const imageless = await makeProduct(t.db, { mpn: 'NO-IMAGE-1' });
    const unnamed = await makeSizedProduct(t.db, { S: 1, M: 1 }, { image: picture(), gtins: { S: '4006381333931' } });
    const listed = await makeProduct(t.db, { image: picture(), mpn: 'LISTED-1' });

    const items = await googleItems();
    expect(items.has(hidden.id)).toBe(false);
    expect(items.has(imageless.id)).toBe(false);
    expect(items.has(`${unnamed.id}-S`)).toBe(false);
    expect(items.has(listed.id)).toBe(true);

    const { feeds, excluded } = await channels();
    expect(excluded).toEqual(
      expect.arrayContaining([
        { productId: hidden.id, name: hidden.name, reasons: ['hidden from channels'] },
        { productId: imageless.id, name: imageless.name, reasons: ['no image'] },
        { productId: unnamed.id, name: unnamed.name, reasons: ['no GTIN or MPN'] },
      ]),
    );
    expect(excluded.some((entry: { productId: string }) => entry.productId === listed.id)).toBe(false);
    const listedProducts = new Set([...items.keys()].map((id) => id.slice(0, 36))).size;
    // A feed of each channel per country the shop delivers to, each listing every product.
    expect(feeds.length).toBeGreaterThanOrEqual(2);
    expect(new Set(feeds.map((feed: { products: number }) => feed.products))).toEqual(new Set([listedProducts]));
  });

  it('shows an edit at the next fetch', async () => {
    const product = await makeProduct(t.db, { image: picture(), mpn: 'EDIT-1', name: 'Before the edit' });
    expect(one((await googleItems()).get(product.id), 'title')).toBe('Before the edit');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      headers: { cookie: admin },
      payload: { name: 'After the edit', hideFromChannels: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(one((await googleItems()).get(product.id), 'title')).toBe('After the edit');
  });
});

describe('the Meta catalogue feed', () => {
  it('round-trips through the CSV parser the import uses, with the same items as the Google feed', async () => {
    await makeSizedProduct(
      t.db,
      { S: 1, M: 0 },
      { image: picture(), style: 'meta-dress', description: '-5 "quoted", and\na line' },
    );
    const res = await t.app.inject({ url: '/feeds/meta.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    const google = await googleItems();
    expect(rows.map((row) => row.id).sort()).toEqual([...google.keys()].sort());
    for (const row of rows) {
      const item = google.get(row.id ?? '');
      expect(row.price).toBe(one(item, 'price'));
      expect(row.availability).toBe(one(item, 'availability') === 'in_stock' ? 'in stock' : 'out of stock');
      expect(row.description).toBe(one(item, 'description'));
      expect(row.item_group_id).toBe(one(item, 'item_group_id') ?? '');
    }
    expect(rows.find((row) => row.description?.startsWith('-5'))?.description).toBe('-5 "quoted", and\na line');
  });
});

describe('prices, tax and delivery', () => {
  async function saveSettings(change: Partial<ShopSettings>) {
    const document = { ...NEUTRAL_SETTINGS, shop: { ...NEUTRAL_SETTINGS.shop, name: 'Maison Atelier' }, ...change };
    await writeShopSettings(t.db, document);
  }

  it('gives prices in the shop currency with its own decimals: none for yen', async () => {
    const product = await makeProduct(t.db, { image: picture(), mpn: 'YEN-1', priceCents: 12_345 });
    await saveSettings({ currency: 'JPY' });
    try {
      expect(one((await googleItems()).get(product.id), 'price')).toBe('12345 JPY');
    } finally {
      await saveSettings({});
    }
  });

  it('ships to each country of the zones at the cheapest method, adding VAT where Google shows prices with it', async () => {
    const europe = await makeShippingZone(t.db, { countries: ['PT', 'AT'], taxRate: 20 });
    await makeShippingMethod(t.db, europe.id, { name: 'Standard', priceCents: 495, minDays: 2, maxDays: 4 });
    await makeShippingMethod(t.db, europe.id, { name: 'Express', priceCents: 1_500 });
    const swiss = await makeShippingZone(t.db, { countries: ['CH'], taxRate: 0 });
    await makeShippingMethod(t.db, swiss.id, { name: 'Post', priceCents: 900, freeFromCents: 4_000 });
    const product = await makeProduct(t.db, { image: picture(), mpn: 'SHIP-1', priceCents: 5_000 });

    const shipping = (await googleItems()).get(product.id)?.shipping ?? [];
    expect(shipping.filter((entry) => /country=(AT|CH|PT);/.test(entry))).toEqual([
      'country=AT;service=Standard;price=4.95 USD;min_transit_time=2;max_transit_time=4',
      'country=CH;service=Post;price=0.00 USD;min_transit_time=2;max_transit_time=4',
      'country=PT;service=Standard;price=4.95 USD;min_transit_time=2;max_transit_time=4',
    ]);
    const portugal = (await googleItems('?country=pt')).get(product.id);
    expect(one(portugal, 'price')).toBe('60.00 USD');
    expect(portugal?.shipping).toEqual(['country=PT;service=Standard;price=4.95 USD;min_transit_time=2;max_transit_time=4']);
    expect(one((await googleItems('?country=US')).get(product.id), 'price')).toBe('50.00 USD');

    const nowhere = await t.app.inject({ url: '/feeds/google.xml?country=JP' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe('The shop delivers to no country JP');

    const { feeds } = await channels();
    expect(feeds.map((feed: { url: string }) => feed.url)).toContain(`${t.app.config.publicUrl}/feeds/meta.csv?country=PT`);
    await t.db.delete(products).where(eq(products.id, product.id));
  });
});

describe('a feed per language and country', () => {
  it('gives titles, descriptions, material and links in the language asked, and prices and delivery for the country', async () => {
    // Belgium gets a zone of its own, at its rate.
    await t.db.delete(shippingZoneCountries).where(eq(shippingZoneCountries.country, 'BE'));
    const belgium = await makeShippingZone(t.db, { countries: ['BE'], taxRate: 21 });
    await makeShippingMethod(t.db, belgium.id, { name: 'Bpost', priceCents: 595, minDays: 1, maxDays: 3 });
    const dress = await makeSizedProduct(
      t.db,
      { S: 1, M: 2 },
      {
        name: 'Washed linen dress',
        description: 'Washed linen, cut loose.',
        material: 'linen',
        image: picture(),
        style: 'washed-linen',
        priceCents: 10_000,
        translations: { fr: { name: 'Robe en lin lavé', description: 'Lin lavé, coupe ample.', material: 'lin' } },
      },
    );
    const untranslated = await makeProduct(t.db, { name: 'Cotton tote', image: picture(), mpn: 'TOTE-1' });

    const french = await googleItems('?lang=fr&country=BE');
    expect(french.get(`${dress.id}-S`)).toMatchObject({
      title: ['Robe en lin lavé - S'],
      description: ['Lin lavé, coupe ample.'],
      material: ['lin'],
      link: [`${t.app.config.publicUrl}/fr/shop/${dress.id}?size=S`],
      price: ['121.00 USD'],
      shipping: ['country=BE;service=Bpost;price=5.95 USD;min_transit_time=1;max_transit_time=3'],
    });
    // Nothing written in French: the English text, at the French address.
    expect(french.get(untranslated.id)).toMatchObject({
      title: ['Cotton tote'],
      link: [`${t.app.config.publicUrl}/fr/shop/${untranslated.id}`],
    });
    expect(one((await googleItems('?country=BE')).get(`${dress.id}-S`), 'title')).toBe('Washed linen dress - S');

    const meta = await t.app.inject({ url: '/feeds/meta.csv?lang=fr&country=BE' });
    const row = (parse(meta.body, { columns: true }) as Record<string, string>[]).find((line) => line.id === `${dress.id}-M`);
    expect(row).toMatchObject({ title: 'Robe en lin lavé - M', link: `${t.app.config.publicUrl}/fr/shop/${dress.id}?size=M` });

    const unknown = await t.app.inject({ url: '/feeds/google.xml?lang=de' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('lang must be one of: en, fr');

    const { feeds } = await channels();
    expect(feeds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Google Merchant Center (BE)',
          url: `${t.app.config.publicUrl}/feeds/google.xml?country=BE`,
        }),
        expect.objectContaining({
          name: 'Google Merchant Center (BE, French)',
          url: `${t.app.config.publicUrl}/feeds/google.xml?lang=fr&country=BE`,
        }),
        expect.objectContaining({
          name: 'Meta catalogue (BE, French)',
          url: `${t.app.config.publicUrl}/feeds/meta.csv?lang=fr&country=BE`,
        }),
      ]),
    );
    await t.db.delete(products).where(eq(products.id, dress.id));
  });
});

describe('the feed token', () => {
  it('when required, answers 404 to an address without it or with another, and the feed to one with it', async () => {
    const required = await t.app.inject({
      method: 'PUT',
      url: '/api/channels/token',
      headers: { cookie: admin },
      payload: { required: true },
    });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json().tokenRequired).toBe(true);
    const address = new URL(required.json().feeds[0].url);
    const token = address.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);

    for (const url of ['/feeds/google.xml', '/feeds/meta.csv?token=guess', '/feeds/google.xml?token=']) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({ message: 'Feed not found' });
    }
    expect((await t.app.inject({ url: `/feeds/meta.csv?token=${token}` })).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/channels/token',
      headers: { cookie: admin },
      payload: { required: false },
    });
    expect(removed.json().tokenRequired).toBe(false);
    expect((await t.app.inject({ url: '/feeds/google.xml' })).statusCode).toBe(200);
  });
});
